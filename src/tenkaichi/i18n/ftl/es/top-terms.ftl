## Torneo del Poder (semilla 002): los nombres de sus cartas, símbolos de dado, mazos, colores
## de casilla, poderes de guerrero y combos. Los nombres de los guerreros no se traducen.

## Cartas (decks.yaml).

top-card-barrier = Barrera
top-card-blitz = Arremetida
top-card-calm = Calma
top-card-counter = Contragolpe
top-card-crush = Aplastar
top-card-deflect = Desviar
top-card-dodge = Esquiva
top-card-fatigue = Fatiga
top-card-flurry = Ráfaga de golpes
top-card-focus = Concentración
top-card-follow-up = Remate
top-card-frenzy = Frenesí
top-card-fusion = Fusión
top-card-guard = Guardia
top-card-heavy-legs = Piernas pesadas
top-card-instant-move = Teletransportación
top-card-isolation = Aislamiento
top-card-long-stride = Zancada larga
top-card-point-blank = A quemarropa
top-card-recovery = Recuperación
top-card-rescue = Rescate
top-card-respite = Respiro
top-card-second-wind = Segundo aliento
top-card-surge = Oleada
top-card-transformation = Transformación
top-card-ultimate-beam = Rayo definitivo
top-card-volley = Descarga
top-card-windfall = Golpe de suerte

## Símbolos de dado (dice.yaml).

top-face-kick = patada
top-face-punch = puñetazo
top-face-sphere = esfera
top-face-strength = fuerza
top-face-star = estrella
top-face-teleport = teletransporte

## Combos.

top-combo-finisher = Remate final
top-combo-technique = Técnica

## Mazos: el nombre, una carta del mazo tal como la muestra su dorso y el tipo de sus cartas.

top-deck-attack = Ataque
top-deck-attack-a-card = una carta de Ataque
top-deck-attack-card = Carta de Ataque
top-deck-defence = Defensa
top-deck-defence-a-card = una carta de Defensa
top-deck-defence-card = Carta de Defensa
top-deck-special = Especial
top-deck-special-a-card = una carta Especial
top-deck-special-card = Carta Especial
top-deck-event = Evento
top-deck-event-a-card = una carta de Evento
top-deck-event-card = Carta de Evento
top-deck-unknown = desconocido
top-deck-unknown-a-card = una carta desconocida

## Casillas.

top-colour-r = roja
top-space-red = Casilla roja
top-colour-y = amarilla
top-space-yellow = Casilla amarilla
top-colour-b = azul
top-space-blue = Casilla azul
top-colour-g = verde
top-space-green = Casilla verde

## Poderes de guerrero: el nombre y lo que hace.

top-power-extra-reroll = Una repetición más
top-power-extra-reroll-text = una repetición más que su Técnica
top-power-fewer-rerolls = Menos repeticiones
top-power-fewer-rerolls-text = un guerrero que lo ataca tiene { $n } repetición(es) menos
top-power-reflect-sphere = Reflejar la esfera
top-power-reflect-sphere-text = devuelve un ataque de esfera a su atacante (no uno de una carta invulnerable), que luego puede defenderse con dados o cartas
top-power-counter-attack = Contraataque
top-power-counter-attack-text = devuelve el golpe enseguida tras el ataque de un enemigo
top-power-extra-attack-die = Un dado de ataque más
top-power-extra-attack-die-text = ataca con un dado más
top-power-extra-defence-die = Un dado de defensa más
top-power-extra-defence-die-text = tira un dado más cuando se defiende
top-power-no-defence-dice = Sin dados de defensa
top-power-no-defence-dice-text = el guerrero al que ataca solo puede defenderse con cartas, nunca con una tirada de esquiva
top-power-double-support = Dos dados de apoyo
top-power-double-support-text = da a un compañero a su lado 2 dados de apoyo, no 1
top-power-solar-flare = Taiyoken
top-power-solar-flare-text = con menos de 10 de Resistencia puede huir hasta 3 casillas durante un combate
top-power-shield = Escudo
top-power-shield-text = detiene sin tirar los ataques de esfera de menos de 20 de daño (no los invulnerables)
top-power-health = Salud
top-power-health-text = se cura hasta 5 de daño al inicio de cada turno de su jugador
top-power-remove-attack-die = Un dado de ataque menos
top-power-remove-attack-die-text = un guerrero que lo ataca tira un dado menos
top-power-solo = Solitario
top-power-solo-text = no da dados de apoyo a sus compañeros
top-power-none = Sin poder
top-power-none-text = ningún poder especial
