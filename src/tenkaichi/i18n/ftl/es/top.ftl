## Torneo del Poder (semilla 002): lo que el juego le dice a un asiento, hecho cuando lo lee
## (tenkaichi.top.text, text_content, text_events, text_status).

## Contenido: cartas, poderes, casillas y guerreros.

top-no-dice = ningún dado
top-no-space = sin casilla
top-no-effect = sin efecto
top-a-card = una carta
top-and = {" "}y{" "}
top-kind-event = Evento
top-kind-power = poder
top-kind-space = casilla
top-kind-warrior = guerrero
top-inset-none = no hay defensa posible
top-inset-cards = defensa solo con cartas
top-inset-cards-or-dice = defensa con cartas o dados
top-inset-invulnerable = defensa solo con cartas invulnerables
top-event-none = no pasa nada este turno
top-event-move-range = mueve hasta { $n } casillas este turno
top-event-rerolls = { $signed } repetición para los guerreros del jugador al que le toca
top-event-no-support = nadie tiene dados de apoyo este turno
top-event-draw = roba { $n } carta(s) a tu elección al final del turno
top-event-transform-bonus = { $signed } a las tiradas de transformación este turno
top-event-extra-combat = un segundo combate este turno
top-event-heal = cada uno de tus guerreros se cura hasta { $n } de daño
top-card-attack-text = forma { $combo } para { $damage } de daño{ $sphere }; { $inset }{ $extra }
top-card-sphere-note = {" "}(un ataque de esfera)
top-card-extra-note = ; un segundo combate este turno
top-against-sphere = un ataque de esfera
top-against-attack = un ataque
top-card-proof-note = , incluso uno invulnerable
top-card-defence-text = contra { $against }{ $proof }: forma { $combo } y { $does }
top-defence-negate = detiene el ataque
top-defence-halve = reduce a la mitad el daño del ataque
top-defence-counter = recibe el golpe y luego contraataca
top-card-rescue-text = cuando eliminan a uno de tus guerreros, vuelve con { $n } de Resistencia
top-card-transform-text = tras una tirada de transformación fallida, tira otra vez (la carta se gasta igual)
top-start-recover = al inicio de tu turno, cura a uno de tus guerreros hasta { $n } de daño
top-start-extra-combat = al inicio de tu turno: un segundo combate este turno
top-start-instant-move = al inicio de tu turno, en vez de mover, lleva un guerrero a cualquier casilla roja, amarilla o azul libre
top-start-fuse = al inicio de tu turno, fusiona a dos compañeros de fusión que estén en la misma casilla
top-space-green-text = lucha contra un guerrero sin jugar; si ganas robas 2 cartas a tu elección
top-space-draw-text = roba { $card } al final de tu turno
top-form-summary = { $name }: Poder { $power }, Técnica { $technique }{ $ability }
top-ability-note = , { $ability }
top-warrior-text = Resistencia { $endurance }. { $forms }

## Sucesos.

top-ev-unknown = Pasó algo que esta versión no sabe describir
top-ev-defends-card = { $who } se defiende con { $card }
top-ev-defends-dodge = { $who } intenta una tirada de Esquiva
top-ev-defends-hit = { $who } recibe el golpe
top-ev-defence-dodge-works = La esquiva de { $who } funciona
top-ev-defence-dodge-fails = La esquiva de { $who } falla
top-ev-defence-card-works = La defensa de { $who } funciona
top-ev-defence-card-fails = La defensa de { $who } falla
top-ev-attack = { $who } ataca{ $card } por { $damage } de daño{ $speed }
top-ev-attack-card = {" "}con { $card }
top-ev-attack-lightning = {" "}(un ataque relámpago: sin defensa)
top-ev-attack-rolls = {" "}tras { $rolls } tiradas
top-ev-dealt-nothing = { $seat } no recibe nada: el mazo de { $deck } está vacío
top-ev-dealt = { $seat } recibe { $card } del mazo de { $deck }
top-ev-drew-nothing = { $seat } no roba nada: el mazo de { $deck } está vacío
top-ev-drew = { $seat } roba { $card } del mazo de { $deck }
top-ev-eliminated = { $who } queda eliminado
top-ev-eliminated-fusion = { $who } queda eliminado (una fusión: se pierden dos guerreros)
top-ev-combat-duel = Duelo de desempate: { $one } contra { $other }
top-ev-combat-green = { $one } lucha contra { $other } en una casilla verde
top-ev-combat-attack = Combate: { $one } ataca a { $other }
top-ev-combat-over-both = El combate termina: los dos guerreros siguen en pie
top-ev-combat-over-attacker = El combate termina: solo el atacante sigue en pie
top-ev-combat-over-defender = El combate termina: solo el defensor sigue en pie
top-ev-combat-over-neither = El combate termina: ningún guerrero sigue en pie
top-ev-score = { $player } { $count }
top-ev-scores = Guerreros que quedan en el tablero: { $scores }
top-ev-game-over-none = La partida termina: nadie gana
top-ev-game-over-one = La partida termina: gana { $winner }
top-ev-game-over-shared = La partida termina: { $winners } comparten la victoria
top-ev-healed = { $who } se cura { $damage } de daño{ $why }
top-ev-healed-health = {" "}(su poder Salud)
top-ev-healed-recovery = {" "}(una carta de Recuperación)
top-ev-healed-event = {" "}(el Evento { $card })
top-ev-fusion-roll-works = { $seat } saca { $roll } para fusionarse: la fusión funciona
top-ev-fusion-roll-fails = { $seat } saca { $roll } para fusionarse: no hay fusión
top-ev-decks-shuffled = Se barajan los mazos de Ataque, Defensa, Especial y Evento
top-ev-draft-begins = Una tirada de dado: { $seat } elige primero
top-ev-drafted = { $seat } elige a { $name }
top-ev-unplayed-stack = Los { $count } guerreros que nadie eligió se barajan en un montón
top-ev-placed = { $seat } coloca a { $name } en { $where }
top-ev-first-player = { $seat } juega primero
top-ev-turn = Ronda { $round }: turno de { $seat }
top-ev-discarded = { $seat } descarta { $card } bajo el mazo de { $deck }
top-ev-event = Evento para { $seat }: { $card }
top-ev-played = { $seat } juega { $card }
top-ev-moved = { $who } se mueve de { $start } a { $end }
top-ev-instant-move = { $who } se mueve al instante de { $start } a { $end }
top-ev-stepped = { $who } se desplaza de { $start } a { $end }
top-ev-green = { $name } sale del montón sin jugar, lo juega { $seat }
top-ev-duel-attack = Ataque { $number } del duelo: { $one } ataca a { $other }
top-ev-fused = Los compañeros de fusión de { $seat } se convierten en { $name }
top-ev-transformed = { $who } saca { $roll } y se transforma en { $form }
top-ev-transform-failed = { $who } saca { $roll }: no hay transformación
top-ev-rolled = { $who } saca { $dice } (tirada { $number })
top-ev-extra-combat = { $seat } gana un segundo combate este turno ({ $card })
top-ev-shielded = El Escudo de { $who } detiene la esfera ({ $damage } de daño)
top-ev-reflected = { $who } devuelve la esfera ({ $damage } de daño)
top-ev-defence-rolled = { $who } saca { $dice } para defenderse
top-ev-damaged = { $who } recibe { $damage } de daño ({ $total } en total)
top-ev-rescued = { $who } se salva gracias a { $card } (le quedan { $damage } de daño)
top-ev-fled = { $who } huye con el Taiyoken de { $start } a { $end }
top-ev-counter-attack = { $who } contraataca enseguida
top-ev-form-cost = { $who } paga { $cost } de Resistencia por su transformación
top-ev-returned = El guerrero sin jugar vuelve bajo el montón
top-ev-duel-guard = Nadie queda eliminado tras { $count } ataques: el límite del motor detiene el duelo
top-ev-extra-round = Hay más de dos jugadores empatados: se sigue hasta la ronda { $round }
top-ev-time-up = Se acabó el tiempo: la ronda { $round } es la última

## Nombres, casillas y opciones.

top-unplayed-stack = el montón sin jugar
top-unplayed-warrior = { $name } sin jugar
top-whose = { $name } de { $player }
top-space = { $name } ({ $colour })
top-card-nothing = nada (el mazo está vacío)
top-player = Jugador { $number }
top-warrior-summary = { $name }, { $left } de { $endurance } de Resistencia, Poder { $power }, Técnica { $technique }{ $ability }
top-to-attack = { $space }: atacar a { $enemy }
top-to-fight-unplayed = { $space }: luchar contra un guerrero sin jugar
top-keep-nothing = No guardar nada y volver a tirar { $n ->
    [one] { $count } dado
   *[other] los { $count } dados
}
top-keep = Guardar { $dice } y volver a tirar { $count } { $n ->
    [one] dado
   *[other] dados
}
top-draft-label = { $name }: Resistencia { $endurance }, Poder { $power }, Técnica { $technique }{ $ability }{ $forms }
top-forms-note = , { $count } { $n ->
    [one] transformación
   *[other] transformaciones
}
top-place-on = Colocar en { $space }
top-move-to = Mover a { $warrior } a { $to }
top-instant-move-to = Teletransportar a { $warrior } a { $to }
top-discard = Descartar { $card } ({ $kind })
top-play-card = Jugar { $card }: { $text }
top-draw-a-card = Robar { $card }
top-heal = Curar a { $warrior } ({ $damage } de daño recibido)
top-duel-with = Batirse en duelo con { $warrior }
top-flee-to = Huir a { $space } con el Taiyoken
top-stay-on = Quedarse en { $space }
top-step-to = Desplazarse a { $to }
top-sum-of-symbols = La suma de los símbolos
top-play-named = Jugar { $card }
top-combo-named = Combo { $combo }
top-resolve = { $name }: { $damage } de daño, { $kind }, { $inset }
top-take-hit = Recibir el golpe ({ $damage } de daño)
top-roll-dodge = Tirar Esquiva (necesita { $count } { $n ->
    [one] teletransporte
   *[other] teletransportes
})
top-the-warrior = el guerrero
top-yes = Sí
top-no = No
top-yes-no-fuse-fuse = Intentar la fusión (una tirada de { $fuse } o más)
top-yes-no-fuse-no = No intentar la fusión
top-yes-no-transform-yes = Intentar transformar a { $who }
top-yes-no-transform-no = Luchar en la forma actual
top-yes-no-transform-card-yes = Jugar una carta de Transformación: tirar otra vez
top-yes-no-transform-card-no = No jugar ninguna carta
top-yes-no-rescue-yes = Jugar Rescate: { $who } vuelve
top-yes-no-rescue-no = Sin Rescate: { $who } queda eliminado
top-yes-no-flee-no = Seguir en el combate
top-yes-no-start-pass = No jugar ninguna carta
top-yes-no-move-pass = Quedarse (ningún guerrero puede moverse)
top-yes-no-instant-pass = Quedarse (no hay casillas libres)
top-yes-no-bonus-pass = No robar nada (los mazos están vacíos)
top-yes-no-reroll-stop = Parar y usar estos dados
top-yes-no-defend-roll-stop = Parar: la defensa falla

## Preguntas y quién decide.

top-rerolls-left = { $n ->
    [one] queda { $count } repetición
   *[other] quedan { $count } repeticiones
}
top-ask-draft = ¿Qué guerrero eliges?
top-ask-start = Inicio de tu turno: ¿juegas una carta?
top-ask-recover = Recuperación: ¿a qué guerrero curas?
top-ask-instant = Teletransportación: ¿qué guerrero mueves y a qué casilla libre?
top-ask-duel = Duelo de desempate: ¿cuál de tus guerreros lucha?
top-ask-fuse = ¿Intentas la tirada de fusión para tus compañeros de fusión (solo sin carta de Fusión)?
top-ask-transform-card = La tirada de transformación falló: ¿juegas una carta de Transformación?
top-ask-place = ¿En qué casilla colocas a { $warrior }?
top-ask-discard = Tienes más de { $limit } cartas: ¿cuál descartas?
top-ask-move = ¿Qué guerrero mueves (hasta { $range } casillas)?
top-your-warrior = tu guerrero
top-ask-step = Tras el combate: ¿adónde va { $warrior }?
top-ask-bonus = Roba una carta a tu elección ({ $count } por robar): ¿de qué mazo?
top-ask-transform = ¿Intentas transformar a { $warrior }?
top-ask-reroll = { $warrior } sacó { $dice }: ¿qué dados guardas? ({ $rerolls })
top-ask-resolve = ¿Qué ataque hace { $warrior } contra { $target }?
top-ask-defend = { $target } recibe un ataque de { $damage } de daño: ¿cómo se defiende?
top-ask-defend-roll = { $target } sacó { $dice } y necesita { $need }: ¿qué dados guardas? ({ $rerolls })
top-ask-rescue = { $target } se quedó sin Resistencia: ¿juegas una carta de Rescate?
top-ask-flee = A { $target } le quedan menos de 10 de Resistencia: ¿huye con el Taiyoken?
top-ask-choose = Elige
top-the-enemy = el enemigo
top-game-is-over = La partida terminó
top-doing-deciding = { $player } está decidiendo
top-doing-draft = { $player } está eligiendo un guerrero
top-doing-place = { $player } está colocando un guerrero
top-doing-discard = { $player } está descartando una carta
top-doing-start = { $player } decide si juega una carta
top-doing-recover = { $player } elige un guerrero para curar
top-doing-move = { $player } está moviendo
top-doing-instant = { $player } está haciendo una Teletransportación
top-doing-step = { $player } se desplaza tras el combate
top-doing-bonus = { $player } elige de qué mazo robar
top-doing-duel = { $player } elige un guerrero para el duelo
top-doing-fuse = { $player } decide sobre una tirada de fusión
top-doing-transform = { $player } decide sobre una transformación
top-doing-transform-card = { $player } decide sobre una carta de Transformación
top-doing-reroll = { $player } elige qué dados volver a tirar
top-doing-resolve = { $player } elige un ataque
top-doing-defend = { $player } elige una defensa
top-doing-defend-roll = { $player } elige qué dados volver a tirar
top-doing-rescue = { $player } decide sobre una carta de Rescate
top-doing-flee = { $player } decide si huye

## Menús sobre las opciones (tenkaichi.top.menus) y a qué apuesta una repetición.

top-aim-defence = la defensa
top-aim-combo = combo { $name }
top-aim-card = carta { $name }
top-menu-mover = { $warrior }, en { $space }
top-menu-mover-ask = ¿A qué casilla mueves a { $warrior } desde { $space }?
top-menu-row = Fila { $row }: { $spaces }
top-menu-row-ask = ¿Qué casilla de la fila { $row }?
top-menu-row-only = Fila { $row }: solo { $space }
top-menu-worth-damage = daño esperado { $value }, contando aparte una eliminación
top-menu-worth-defend = probabilidad de defenderse { $chance }
top-menu-best-stop = Mejor jugada: parar aquí ({ $worth })
top-menu-keep = guardar { $dice }
top-menu-reroll-all = volver a tirar todos los dados
top-menu-best = Mejor jugada: { $what } ({ $worth })
top-under-one-percent = menos del 1 %
top-over-99-percent = más del 99 %
top-percent = { $value } %
top-menu-formed = formado
top-menu-note = { $name } ({ $need }): { $have }
top-menu-aim-formed = { $label }: { $aim } formado
top-menu-no-combo = { $label }: ningún combo formado
top-menu-aim-chance = { $label }: { $chance } para { $aim }
top-menu-more = Otros dados para guardar ({ $count } más)
top-symbol-sum = Suma de símbolos
top-symbol-sum-doubled = Suma de símbolos (doble)
top-any-dice = cualquier dado

## El panel de estado (tenkaichi.top.text_status).

top-warriors-drafted = { $count } { $n ->
    [one] guerrero elegido
   *[other] guerreros elegidos
}
top-warriors-placed = { $placed } de { $count } { $n ->
    [one] guerrero colocado
   *[other] guerreros colocados
}
top-warriors-on-board = { $count } { $n ->
    [one] guerrero
   *[other] guerreros
} en el tablero
top-a-warrior = un guerrero
top-headline-draft = La elección: { $player } elige un guerrero (elección { $pick } de { $picks })
top-headline-place = Se colocan los equipos: { $player } coloca a { $warrior } (guerrero { $pick } de { $picks })
top-headline-round = Ronda { $round }, turno de { $player }
top-headline-round-of = Ronda { $round } de { $last }, turno de { $player }
top-named-text = { $name }: { $text }
top-status-headline = { $headline }.
top-status-headline-deciding = { $headline }. { $deciding }.
top-status-event = Evento: { $event }
top-no-cards = sin cartas
top-status-player = { $name }: { $standing }; { $cards }
top-status-eliminated = { $name }: eliminado
top-fusion = fusión
top-not-on-board = fuera del tablero
top-status-warrior = { $name }: { $left } de { $endurance } de Resistencia{ $extra }

## La página del asiento (tenkaichi.table.web_top_model, top_seat.html.j2).

top-page-draw = La partida termina en empate
top-page-winner = { $winner } gana el Torneo del Poder
top-page-winners = { $winner } ganan el Torneo del Poder
top-page-waiting = Esperando a { $who }
top-page-unplayed = { $name } sin jugar
top-page-title-endurance = { $title }: { $left } de { $endurance } de Resistencia
top-stage-start = inicio
top-stage-transform = tiradas de transformación
top-stage-reroll = tirando
top-stage-resolve = eligiendo el resultado
top-stage-defend = la defensa
top-stage-defend-roll = la tirada de defensa
top-stage-damage = daño
top-stage-rescue = rescate
top-stage-flee = huida
top-stage-next = siguiente ataque
top-seat-made-up = inventado
top-seat-made-up-title = La semilla 002 no dice esto: es nuestra interpretación (docs/assumptions.md)
top-seat-title = Torneo del Poder
top-seat-title-round = Torneo del Poder: ronda { $round }
top-seat-event = Evento:
top-seat-lobby = Una partida para { $count } jugadores
top-seat-lobby-hint = Los jugadores sin nadie sentado los juega el director de juego en esta página. La partida empieza cuando el director de juego la inicia.
top-seat-board = El tablero
top-seat-space-title = { $name }, una casilla { $colour }: { $text }
top-seat-combat = Combate: { $attacker } contra { $defender }
top-seat-dice = Los dados
top-seat-how-move = Haz clic en uno de tus guerreros (con anillo dorado) y luego en una de las casillas a las que puede llegar (con anillo naranja).
top-seat-how-cell = Haz clic en una de las casillas marcadas del tablero.
top-seat-how-keep = Haz clic en un dado para guardarlo (encendido) o volver a tirarlo (apagado).
top-seat-combos-now = Los combos ahora, apostando por cada uno:
top-seat-with-kept = Con los dados que guardas:
top-seat-best-play = (la mejor jugada)
top-seat-keep-best = Seleccionar los mejores dados para guardar
top-seat-hand = Mano de { $player }
top-seat-no-cards = Sin cartas.
top-seat-hand-hint = Las manos de tus jugadores se muestran cuando uno de ellos debe responder.
top-seat-players = Jugadores
top-seat-playing = (jugando)
top-seat-standing = { $standing }, { $count } { $n ->
    [one] carta
   *[other] cartas
} en la mano
top-seat-endurance = { $left } de { $endurance } de Resistencia
top-seat-fused = fusionado
top-seat-eliminated = (eliminado)
top-seat-log = Lo que pasó
top-seat-help = Qué hacen las casillas, los dados, los poderes y los guerreros
top-seat-spaces = Casillas
top-seat-faces = Caras de los dados
top-seat-star-note = (la estrella sustituye a cualquier símbolo de un combo)
top-seat-powers = Poderes
top-seat-no-powers = Ningún guerrero en juego tiene un poder.
top-seat-warriors = Guerreros
top-seat-not-offered = Esa opción no se ofrece

## La página que abre una mesa (top_new.html.j2).

top-new-title = Tenkaichi: abrir una mesa del Torneo del Poder
top-new-heading = Abrir una mesa del Torneo del Poder
top-new-about = Un juego de tablero para 2 a 6 jugadores: elige un equipo de guerreros, muévelos por el tablero de colores y lucha con dados de símbolos, combos y cartas.
top-new-dbu = Abrir mejor un combate de Dragon Ball Universe
top-new-your-name = Tu nombre (el anfitrión)
top-new-host = Anfitrión
top-new-players-legend = Los jugadores
top-new-players = Jugadores
top-new-players-hint = Cada jugador lo juegas tú (en tu propia página: por turnos en la misma pantalla), una persona a la que envías un enlace de invitación o un bot. Las filas de más allá del número de jugadores no se usan.
top-new-played-by = Quién juega al Jugador { $number }
top-new-plays-gm = el anfitrión (tú, en esta página)
top-new-plays-player = una persona (enlace de invitación)
top-new-plays-greedy = un bot codicioso
top-new-plays-random = un bot al azar
top-new-plays-search = un bot de búsqueda (lento, fuerte)
top-new-game-legend = La partida
top-new-rounds = Rondas
top-new-seed = Semilla (opcional)
top-new-seed-placeholder = secreta
top-new-seed-help = La semilla reparte las cartas y tira los dados: déjala vacía para dados secretos; una semilla escrita sirve para repeticiones y pruebas, y quien la conozca puede prever los dados. La misma semilla y las mismas decisiones dan la misma partida.
top-new-submit = Abrir la mesa
top-page-not-joined = (aún no se ha unido)

## La pantalla de la terminal (tenkaichi.cli.top_screen).

top-cli-headline-event = { $headline }. Evento: { $event }
top-cli-nobody-yet = nadie todavía
top-cli-drafted = { $player } eligió: { $picks }
top-cli-you = { $name } (tú)
top-cli-bot = { $name } (bot)
top-cli-eliminated = {" "}(eliminados: { $names })
top-cli-player = { $player }: { $standing }{ $lost }; mano: { $cards }

## El tablero dibujado en texto (tenkaichi.top.text_board).

top-board-marks = Marcas: 1A es el guerrero A de { $player }; { $transformed } transformado; { $several } más de un guerrero ahí
top-board-spaces = Casillas: r y b g son roja (r), amarilla (y), azul (b), verde (g)
top-board-spaces-unplayed = Casillas: r y b g son roja (r), amarilla (y), azul (b), verde (g); { $mark } es un guerrero sin jugar
