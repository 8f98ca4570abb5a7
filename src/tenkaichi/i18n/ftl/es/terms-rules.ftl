## Términos de juego de las reglas centrales del motor de DBU (tenkaichi.i18n.Term), por su
## nombre en inglés: los Umbrales de Salud, los Impulsos, partes de una tirada y los orígenes
## de las condiciones que nombran las reglas.

## Umbrales de Salud
term-healthy = Sano
term-bruised = Magullado
term-injured = Herido
term-critical = Crítico

## Por qué se recupera o se paga Ki y Vida
term-healing-surge = Impulso de Curación
term-ki-surge = Impulso de Ki
term-power-flare-ki-wager = Apuesta de Ki del Estallido de Poder
term-spectator-rest = descanso del Espectador

## Las partes de una tirada
term-proficient-1-t = competente 1(T)
term-punching-up-1d4-t = Golpear Hacia Arriba 1d4(T)
term-punching-down-1d8-t = Golpear Hacia Abajo 1d8(T)

## Condiciones y su origen
term-hobbled-called-shot-leg = Renqueante (Ataque Dirigido: pierna)
term-surprised = sorprendido
term-spectate = Ser espectador
term-gm-ruling = decisión del DJ
