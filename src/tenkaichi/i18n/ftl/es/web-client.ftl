## El cliente en vivo de la mesa web (web/src): sus propias palabras. Los nombres, las opciones,
## los eventos y los demás textos de la mesa llegan en la pantalla ya en su idioma.

## La partida de cada juego, con su artículo: dentro de una frase y al empezarla.

client-match-dbu = el combate
client-match-top = la partida
client-match-ddc = la batalla
client-match-dbu-capital = El combate
client-match-top-capital = La partida
client-match-ddc-capital = La batalla

## Palabras que usa todo el cliente.

client-back = Atrás
client-cancel = Cancelar
client-choose = Elegir: { $option }
client-close = Cerrar
client-set = Aplicar
client-yes = sí
client-no = no
client-hidden = oculto
client-defeated = derrotado
client-acting = actuando
client-yours = tuyo
client-of = { $value } de { $max }
client-side = Bando
client-square = Casilla
client-fighter = Luchador
client-fighters = Luchadores
client-players = Jugadores
client-note = Nota
client-roll = Tirada
client-round = Ronda { $round }
client-initiative-order = Orden de Iniciativa
client-zoom-in = Ampliar
client-stat-life = Vida
client-stat-ki = Ki
client-stat-capacity = Capacidad
client-stat-actions = Acciones
client-stat-counters = Contraacciones

## La cabecera: quién eres, el estado de la mesa, la conexión, el idioma, las teclas.

client-seat = { $who }. { $table }
client-table-lobby = { $the } está esperando para empezar.
client-table-running = { $the } está en curso.
client-table-paused = { $the } está en pausa.
client-table-over = { $the } ha terminado.
client-table-other = { $the }: { $status }.
client-table-not-started = { $the } aún no ha empezado.
client-link-connecting = Conectando…
client-link-open = En vivo
client-link-reconnecting = Reconectando…
client-link-closed = Desconectado
client-language = Idioma
client-keys-button = Teclas (?)
client-keys-title = Jugar con el teclado
client-keys-goes-to = { $key } lleva a { $part }
client-part-decision = la decisión
client-part-board = el tablero
client-part-tracker = el marcador de turnos
client-part-cards = los luchadores
client-part-log = el registro
client-part-panel = el panel de la mesa
client-keys-choose = { $first }–{ $last } eligen la opción con ese número; { $back } vuelve atrás; { $find } busca una opción por su nombre
client-keys-tab = { $tab } pasa de un botón a otro; en el tablero, los luchadores reciben el foco y { $enter } muestra sus opciones
client-keys-help = { $help } muestra u oculta esta lista
client-key-backspace = Retroceso
client-key-tab = Tab
client-key-enter = Intro
client-key-escape = Esc

## La conexión con la mesa y sus rechazos sin palabras propias.

client-link-refused = el enlace de este puesto ya no es válido: pide uno nuevo al director de juego
client-not-connected = sin conexión con la mesa: espera a que vuelva el enlace
client-refused = la mesa lo rechazó ({ $status })
client-unreachable = no se pudo contactar con la mesa: inténtalo de nuevo

## El final de un combate de DBU (el marcador, el panel).

client-over = El combate ha terminado.
client-over-draw = El combate ha terminado: empate.
client-over-side-wins = El combate ha terminado: gana el bando { $side }.

## El registro.

client-log-title = Registro
client-log-show = Mostrar
client-log-all = Todo
client-log-mine = Lo mío
client-log-rolls = Tiradas
client-log-note = Nota
client-log-roll = Tirada

## El panel de una decisión (el de un puesto de DBU).

client-decision-no-match = Ninguna opción coincide con “{ $filter }”.
client-decision-find = Buscar una opción
client-decision-find-example = escribe: rayo vegeta
client-decision-keys = Teclas: 1-9 eligen, Retroceso vuelve atrás, / busca.
client-decision-pick-square = (elige una casilla)
client-decision-free = gratis
client-decision-amount = Cantidad (de { $min } a { $max })
client-decision-amount-slider = Cantidad

## El panel de la mesa: unirse, los dados que escribir, el tiempo de turno, las reacciones, la repetición.

client-table-panel = La mesa
client-join = Unirse a la mesa
client-your-name = Tu nombre
client-waiting-approval = El director de juego aún no te ha dejado entrar.
client-countdown = Tiempo restante para { $who }: { $left }
client-seconds = { $seconds } s
client-dice-roll = Tira { $title }
client-dice-rolled = { $n ->
    [one] El dado que tiraste ({ $faces })
   *[other] Los dados que tiraste ({ $faces })
}
client-dice-enter = { $n ->
    [one] Anotar el dado
   *[other] Anotar los dados
}
client-dice-help = { $n ->
    [one] Escribe el número, por ejemplo { $example }.
   *[other] Escribe los números en este orden, separados por espacios o comas, por ejemplo { $example }.
}
client-waiting-dice = Esperando a que { $who } tire los dados.
client-replay = Repetir { $the } paso a paso
client-policies = Reacciones: cuándo preguntarte
client-policies-hint = La mesa solo pide una reacción cuando la respuesta podría cambiar el resultado. Aquí eliges, para cada luchador que juegas ({ $fighters }), cuáles de ellas quieres que te pregunte.

## El panel del director de juego: los controles, los puestos, un puesto nuevo, los ajustes.

client-gm-title = Director de juego
client-gm-run = Dirigir la mesa
client-gm-start = Empezar { $the }
client-gm-pause = Pausar
client-gm-resume = Reanudar
client-gm-undo-last = Deshacer la última decisión
client-gm-end = Terminar { $the }
client-seats = Puestos
client-seats-seat = Puesto
client-seats-who = Quién
client-seats-plays = Juega
client-seats-link = Enlace de invitación
client-seats-dice = Dados
client-seats-actions = Acciones
client-seats-waiting = (esperando)
client-seats-relink = (expulsa el puesto para un enlace nuevo)
client-seats-dice-of = dados de { $who }
client-seats-let-in = Dejar entrar
client-seats-kick = Expulsar (enlace nuevo)
client-seats-remove = Quitar
client-copy = Copiar
client-copied = Copiado
client-copy-link-of = Copiar el enlace de { $who }
client-dice-physical = escribe dados físicos
client-dice-digital = la mesa tira
client-add-seat = Añadir un puesto
client-add-a = Añadir
client-add-player = jugador
client-add-bot = bot
client-add-spectator = espectador
client-add-for-side = del bando
client-add-no-side = (ninguno)
client-add-which-bot = bot
client-add-dice = dados
client-add-submit = Añadir puesto
client-settings = Ajustes de la mesa
client-settings-secrets = El director de juego ve los secretos de todos los bandos
client-settings-timer = Tiempo de turno
client-settings-timer-range = segundos (0 lo desactiva; si no, de { $min } a { $max })
client-settings-timeout = Cuando se acaba el tiempo
client-settings-save = Guardar los ajustes

## La pantalla final.

client-end-caption = Cómo le fue a cada luchador
client-end-dealt = Daño causado
client-end-taken = Daño recibido
client-end-biggest = Mayor golpe
client-end-ki = Ki gastado
client-end-kos = Derribó a
client-end-rounds = Rondas en que actuó
client-end-conditions = Condiciones y Estados
client-end-hit = { $amount } a { $target }
client-end-no-hit = ninguno
client-end-no-kos = nadie
client-end-no-conditions = ninguna
client-end-standing = en pie
client-end-downloads = Descargas

## Las herramientas del director de juego: deshacer y terminar, decisiones de arbitraje, luchadores.

client-gm-undo-end = Deshacer y terminar
client-gm-steps = Pasos que deshacer
client-gm-undo = Deshacer
client-gm-nothing-to-undo = Nada que deshacer mientras { $the } no esté en curso.
client-gm-undo-title-one = ¿Deshacer el último paso?
client-gm-undo-title = ¿Deshacer los últimos { $count } pasos?
client-gm-undo-text = { $n ->
    [one] Esto retira { $count } decisión y lo que la mesa hizo después.
   *[other] Esto retira { $count } decisiones y lo que la mesa hizo después.
}
client-gm-undo-rolled = El paso que deshaces tiró dados: ¿conservar esos dados o tirarlos de nuevo?
client-gm-keep-dice = Conservar esos dados
client-gm-roll-again = Tirar de nuevo
client-gm-yes-undo = Sí, deshacer
client-gm-undone = Deshecho.
client-gm-undone-again = Deshecho: los dados de ahí en adelante se tiran de nuevo.
client-gm-end-title = ¿Terminar { $the } ahora?
client-gm-end-text = Todos verán el resultado; esto no se puede deshacer.
client-gm-yes-end = Sí, terminar { $the }
client-gm-rulings = Arbitraje
client-gm-rulings-lobby = El arbitraje se abre cuando empieza el combate.
client-gm-rulings-over = El combate ha terminado: no hay más arbitraje.
client-gm-rulings-wait = El arbitraje espera mientras la mesa espera dados o que el combate siga.
client-gm-no-fighter = Aún no hay ningún luchador en el combate.
client-gm-reason = Motivo (opcional)
client-gm-square-hint = columnas de A a { $last }, filas de 1 a { $rows }, por ejemplo C4
client-gm-square-like = por ejemplo C4
client-gm-square-now = ahora en { $square }; { $hint }
client-gm-square-taken = Ahí hay un luchador: toca una casilla libre o escribe una.
client-gm-square-picked = { $square } elegida para { $who }.
client-gm-no-board = No hay tablero donde elegir: escribe la casilla.
client-gm-pick-tap = Toca una casilla del tablero para { $who } (Esc para dejarlo).
client-gm-pick = Elegir en el tablero
client-gm-pick-stop = Dejar de elegir
client-gm-set = Fijar un valor
client-gm-set-done = { $stat } de { $fighter }: ahora { $value }.
client-gm-what = Qué
client-gm-new-value = Valor nuevo
client-gm-now = ahora { $value }
client-gm-condition = Una Condición o un Estado
client-gm-condition-added = Se aplicó { $condition } a { $fighter }.
client-gm-condition-removed = Se retiró { $condition } de { $fighter }.
client-gm-conditions-now = Ahora: { $conditions }
client-gm-no-condition = ninguna Condición ni Estado
client-gm-condition-field = Condición o Estado
client-gm-stacks = Acumulaciones
client-gm-rounds = Rondas (vacío: hasta quitarlo)
client-gm-condition-add = Aplicar la condición
client-gm-condition-remove = Quitar la condición
client-gm-move = Mover a un luchador
client-gm-move-done = { $fighter } se movió a { $square }.
client-gm-move-submit = Mover al luchador
client-gm-order-done = Orden de Iniciativa fijado.
client-gm-order-moved = { $fighter } es ahora { $place } de { $count }.
client-gm-defeated-mark = (derrotado)
client-gm-move-up = Subir
client-gm-move-down = Bajar
client-gm-order-changed = Cambiado aquí, aún sin fijar.
client-gm-order-submit = Fijar el orden
client-gm-order-reset = Dejarlo como estaba
client-gm-add = Añadir un luchador o un escuadrón
client-gm-add-done = { $fighter } se une al combate.
client-gm-add-done-many = { $count } luchadores nuevos se unen al combate.
client-gm-new-fighter = el luchador nuevo
client-gm-new-fighter-capital = El luchador nuevo
client-gm-no-sheet = No hay ninguna hoja de la que añadir un luchador.
client-gm-sheet = Hoja
client-gm-sheets-fight = Hojas de este combate
client-gm-sheets-example = Hojas de ejemplo
client-gm-how-many = Cuántos
client-gm-how-many-hint = de 2 a 20 forman un escuadrón de secuaces
client-gm-initiative = Iniciativa (vacío: se tira)
client-gm-played-by = Lo juega
client-gm-you = El director de juego (tú)
client-gm-name = Nombre (opcional)
client-gm-add-submit = Añadir al combate
client-gm-remove = Quitar a un luchador
client-gm-remove-done = { $fighter } sale del combate.
client-gm-remove-submit = Quitar del combate
client-gm-give = Dar un luchador a un puesto
client-gm-give-done = { $fighter } pasa a { $seat }.
client-gm-the-seat = el puesto
client-gm-give-field = Dar
client-gm-played-by-who = { $fighter } (lo juega { $player })
client-gm-nobody = nadie
client-gm-give-to = a
client-gm-give-submit = Dar
client-gm-kick = Expulsar a un jugador
client-gm-kick-done = Se expulsó a { $player }.
client-gm-the-player = El jugador
client-gm-player = Jugador
client-gm-kick-to = Sus luchadores pasan a
client-gm-a-bot = Un bot ({ $bot })
client-gm-kick-submit = Expulsar al jugador

## Notas y tiradas en la mesa.

client-talk-title = Notas y tiradas
client-talk-roll-summary = Tirar dados o una prueba
client-talk-shown-to = Visible para
client-talk-everyone = Todos
client-talk-write-note = Escribir una nota
client-talk-note-sent = Nota enviada.
client-talk-characters = { $typed } de { $max } caracteres
client-talk-send-note = Enviar la nota
client-talk-rolled = Tirada hecha: el resultado está en el registro.
client-talk-what = Qué tirar
client-talk-dice = Dados
client-talk-check = Una prueba o salvación
client-talk-check-field = Habilidad o Tirada de Salvación
client-talk-expression = Dados que tirar
client-talk-expression-hint = por ejemplo 2d10+3
client-talk-target = Objetivo (opcional)
client-talk-results = Dados tirados en la mesa (opcional)
client-talk-results-hint = los números que muestran los dados, por ejemplo 7 4; vacío: la mesa tira
client-talk-chance = Probabilidad de llegar a { $target }: { $chance }
client-talk-no-target = añade un objetivo para ver la probabilidad de llegar a él

## La vista previa del combate en la página del director de juego (bots juegan el combate muchas veces).

client-pv-summary = Vista previa del combate
client-pv-about = Antes de empezar: unos bots juegan este combate muchas veces en el servidor, todos los bandos de la misma manera, y ves cómo suele ir. Solo tú ves esto.
client-pv-runs = Combates que jugar
client-pv-runs-hint = de 1 a { $max }
client-pv-run-any = Jugar los combates
client-pv-run-once = Jugarlo una vez
client-pv-run-times = Jugarlo { $count } veces
client-pv-cancelling-button = Cancelando…
client-pv-played-label = Combates jugados
client-pv-played = { $n ->
    [one] { $done } de { $count } combate jugado
   *[other] { $done } de { $count } combates jugados
}
client-pv-cancelling = Cancelando: los combates en marcha terminan primero.
client-pv-progress = { $n ->
    [one] { $percent } de { $count } combate jugado.
   *[other] { $percent } de { $count } combates jugados.
}
client-pv-running = { $n ->
    [one] Jugando { $count } combate.
   *[other] Jugando { $count } combates.
}
client-pv-done = { $n ->
    [one] Listo: { $count } combate jugado.
   *[other] Listo: { $count } combates jugados.
}
client-pv-cancelled = Cancelado tras { $count } de { $runs } combates: los números de abajo son de esos { $count }.
client-pv-cancelled-none = Cancelado antes de que terminara ningún combate: aún no hay números.
client-pv-title = { $n ->
    [one] Cómo fue { $count } combate
   *[other] Cómo fueron { $count } combates
}
client-pv-title-first = Cómo fueron los primeros { $count } combates
client-pv-bot = El bot { $bot } juega todos los bandos; las probabilidades reales están, muy probablemente, dentro de los números entre paréntesis.
client-pv-who-wins = Quién gana
client-pv-wins = gana
client-pv-nobody = Nadie
client-pv-draw = (empate)
client-pv-likely = (probablemente de { $low } a { $high })
client-pv-safety = { $n ->
    [one] { $count } combate llegó al límite de rondas de la simulación y cuenta como empate.
   *[other] { $count } combates llegaron al límite de rondas de la simulación y cuentan como empates.
}
client-pv-how-long = Cuánto dura
client-pv-rounds = Un combate dura { $mean } rondas de media; 8 de cada 10 combates duran { $most }{ $ends }.
client-pv-rounds-count = { $n ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
client-pv-rounds-range = de { $low } a { $high } rondas
client-pv-rounds-ends = (el más corto { $low }, el más largo { $high })
client-pv-lengths = Combates por duración
client-pv-lengths-caption = Cuántos combates duraron cada número de rondas
client-pv-rounds-head = Rondas
client-pv-fights-head = Combates
client-pv-who-falls = Quién cae primero
client-pv-falls-first = cae primero
client-pv-nobody-falls = { $n ->
    [one] Nadie cae en { $count } combate.
   *[other] Nadie cae en { $count } combates.
}
client-pv-each-fighter = Cada luchador
client-pv-defeated-in = Derrotado en el { $share } de los combates; causa { $life } de Vida por combate de media.
client-pv-most-used = Lo más usado
client-pv-option-share = { $option }: { $share } de sus elecciones
client-pv-no-choice = No eligió nada en sus turnos.
client-pv-most-damaging = Lo que más daño hace
client-pv-attack = { $attack }: { $life } de Vida por golpe ({ $hits })
client-pv-hits = { $n ->
    [one] { $count } golpe
   *[other] { $count } golpes
}
client-pv-no-attack = Ningún ataque suyo le quitó Vida a nadie.

## Un puesto de DBU: el tablero, la decisión, las fichas de los luchadores, el marcador.

client-dbu-choose-square = Elige una casilla para { $option }: toca una casilla sombreada o escribe una abajo.
client-dbu-out-of-reach = { $square } está fuera del alcance de { $option }.
client-dbu-tap-again = { $option }: toca de nuevo o pulsa Elegir.
client-dbu-options-on = Opciones en { $where }
client-dbu-hits = { $option }: alcanza a { $fighters }
client-dbu-not-reached = { $square } no es una casilla a la que llegue { $option }
client-dbu-that = eso
client-dbu-in-reach = { $n ->
    [one] { $count } casilla al alcance, sombreada en el tablero con sus pasos.
   *[other] { $count } casillas al alcance, sombreadas en el tablero con sus pasos.
}
client-dbu-square-to = Casilla de destino
client-dbu-steps = { $n ->
    [one] { $count } paso
   *[other] { $count } pasos
}
client-dbu-move = Mover
client-dbu-left = { $actions } A · { $counters } CA
client-dbu-above-max = (por encima del máximo)
client-dbu-actions = { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}
client-dbu-counters = { $n ->
    [one] { $count } Contraacción
   *[other] { $count } Contraacciones
}
client-dbu-form-tag = Forma: { $form }
client-dbu-enhancement-tag = Mejora: { $enhancement }
client-dbu-aura-tag = Aura: { $aura }
client-dbu-charging = Cargando: { $charge }
client-dbu-state-tag = Estado: { $state }
client-dbu-sheet-of = Hoja de { $fighter }
client-dbu-threshold = Umbral de Salud
client-dbu-hidden-from-you = oculto para tu bando
client-dbu-sheet-actions = Acciones: { $actions }; Contraacciones: { $counters }
client-dbu-form = Forma
client-dbu-base-form = forma base
client-dbu-enhancement = Mejora
client-dbu-aura = Aura
client-dbu-charge = Carga de Energía
client-dbu-no-enhancement = ninguna
client-dbu-no-aura = ninguna
client-dbu-no-charge = ninguna
client-dbu-no-conditions = ninguna
client-dbu-battlefield = Campo de batalla de { $width } por { $height } casillas: { $fighters }.
client-dbu-at = { $fighter } ({ $side }) en { $square }
client-dbu-hardness = { $feature }, Rango de Dureza { $rank }
client-dbu-hardness-short = D{ $rank }
client-dbu-melee = Alcance Cuerpo a Cuerpo
client-dbu-long = Largo Alcance ({ $squares }+ casillas)
client-dbu-legend-move = Casillas sombreadas: adonde puedes moverte (pasos); toca una para ir allí
client-dbu-legend-aim = Casillas con contorno: adonde puedes apuntar; toca una vez para previsualizar y otra para elegir
client-dbu-fit = Ajustar el tablero

## Torneo del Poder: el tablero, el combate, la mano, los jugadores, las cartas de guerrero.

client-shape-circle = círculo
client-shape-square = cuadrado
client-shape-diamond = rombo
client-shape-triangle = triángulo
client-shape-hexagon = hexágono
client-shape-star = estrella
client-shape-octagon = octágono
client-top-colour-red = roja
client-top-colour-yellow = amarilla
client-top-colour-blue = azul
client-top-colour-green = verde
client-top-mark-red = A
client-top-mark-yellow = D
client-top-mark-blue = E
client-top-mark-green = G
client-top-key-red = roja: carta de Ataque
client-top-key-yellow = amarilla: carta de Defensa
client-top-key-blue = azul: carta Especial
client-top-key-green = verde: luchar contra un guerrero sin jugador
client-top-board = El tablero
client-top-board-scrolls = El tablero (se desplaza)
client-top-space = { $space }, casilla { $colour }: { $text }
client-top-token-move = mover a { $warrior }
client-top-token-card = carta de { $warrior }
client-top-token = { $warrior } ({ $letters }), { $shape } de { $owner }
client-top-endurance-left = { $left } de { $max } de Aguante
client-top-on = en { $space }
client-top-formed-worth = { $result } formado: { $damage } de daño
client-top-sum-worth = { $result }: { $damage } de daño
client-top-no-result = ningún resultado formado
client-top-chance-for = { $chance } para { $aim }
client-top-damage-paren = ({ $damage } de daño)
client-top-about = unos { $damage } de daño
client-top-combat = Combate: { $attacker } ataca a { $defender }
client-top-stage = Fase: { $stage }
client-top-rerolls-left = { $n ->
    [one] queda { $count } relanzamiento
   *[other] quedan { $count } relanzamientos
}
client-top-dice-on-table = Los dados en la mesa
client-top-results = Si el atacante se detiene ahora
client-top-result = Resultado
client-top-needs = Necesita
client-top-damage = Daño
client-top-now = Ahora
client-top-formed = formado
client-top-not-formed = sin formar
client-top-incoming = Llega: { $damage }
client-top-damage-of = { $damage } de daño
client-top-sphere-attack = (un ataque de esfera)
client-top-defence-needs = la defensa necesita { $need }
client-top-card-of = Carta de { $warrior }
client-top-hands = Manos
client-top-hand-hint = Aquí se ve la mano de quien responde cuando le toca elegir.
client-top-hand-of = Mano de { $player }
client-top-made-up = inventado
client-top-no-cards = Sin cartas.
client-top-pass = Pasa la pantalla a { $player }
client-top-hidden-until = Las cartas y elecciones de { $player } quedan ocultas hasta que esté ante la pantalla.
client-top-show-hand = Soy { $player }: mostrar mi mano
client-top-turn-tag = turno
client-top-score = Puntos { $score }
client-top-cards = { $n ->
    [one] { $count } carta
   *[other] { $count } cartas
}
client-top-show-card = { $warrior }: ver su carta
client-top-endurance = Aguante
client-top-out = fuera
client-top-lobby = Una partida para { $count } jugadores
client-top-status = La partida
client-top-round-of = Ronda { $round } de { $last }
client-top-turn = { $round }, turno de { $player }
client-top-event = Evento: { $event }: { $text }
client-top-board-heading = Tablero
client-top-warrior-card = Carta de guerrero
client-top-warriors-now = Los guerreros que importan ahora
client-top-pick-warrior = Elige un guerrero en el tablero o en la lista de jugadores para leer su carta.
client-top-stop-here = Parar aquí
client-top-best = la mejor
client-top-dice-keep = Dados: pulsa los que quieras conservar
client-top-die-kept = Dado { $number }: { $face }, conservado
client-top-die-rerolled = Dado { $number }: { $face }, se relanza
client-top-keep = conservar
client-top-reroll = relanzar
client-top-keeping-all = Conservar todos los dados es parar: { $worth }
client-top-keeping = { $option }: { $worth }
client-top-no-combo = ningún combo al alcance
client-top-keep-one = Conserva al menos un dado o relanza alguno.
client-top-stop-dice = Parar con estos dados
client-top-reroll-others = Relanzar los demás
client-top-best-keep = Elegir la mejor combinación
client-top-waiting = Esperando
client-top-moving = Moviendo a { $warrior }: elige una casilla marcada en el tablero o abajo.
client-top-a-warrior = un guerrero
client-top-a-warrior-capital = Un guerrero
client-top-back-key = Atrás ({ $key })
client-top-spaces-to-go = { $n ->
    [one] { $count } casilla posible
   *[other] { $count } casillas posibles
}
client-top-pick-mover = Elige un guerrero que mover (marcado en el tablero) y luego adónde va.
client-top-fewer = Menos opciones
client-top-more = Más opciones ({ $count })
client-top-keys = Teclas: 1–9 eligen.
client-top-keys-back = Teclas: 1–9 eligen, Esc vuelve atrás.
client-top-symbol-kick = patada
client-top-symbol-punch = puñetazo
client-top-symbol-sphere = esfera
client-top-symbol-strength = fuerza
client-top-symbol-star = estrella
client-top-symbol-teleport = teletransporte
client-top-form-dice = { $dice } dados (Poder)
client-top-form-rerolls = { $rerolls } relanzamientos (Técnica)
client-top-form-power = Poder: { $power }: { $text }
client-top-combos-of = Combos de { $form }
client-top-combo = Combo
client-top-symbols = Símbolos
client-top-sphere = esfera
client-top-dodge = Esquiva
client-top-no-damage = sin daño
client-top-sum-counts = Una suma cuenta
client-top-wild = comodín
client-top-endurance-is = Aguante { $value }
client-top-made-up-title = El seed 002 no imprime números para este guerrero: estos son nuestros valores por defecto
client-top-transformations = Transformaciones ({ $count }): tira { $dice } antes de un combate
client-top-transform-dice = { $n ->
    [one] { $count } dado
   *[other] { $count } dados
}
client-top-transform-table = Tabla de transformaciones de { $warrior }
client-top-roll = Tirada
client-top-dice-rerolls = Dados, relanzamientos
client-top-combos = Combos
client-top-takes-costs = Recibe, cuesta
client-top-now-tag = ahora
client-top-takes = 1/{ $divisor } del daño, −{ $cost } de Aguante después
client-top-no-transformation = Sin transformación.

## Un puesto de Dungeon DICE Combat: el turno, la cuadrícula, la decisión, los luchadores.

client-ddc-out-of-reach = { $fighter } está fuera del alcance de todos los movimientos que { $actor } tiene ahora.
client-ddc-grid-label = Cuadrícula de batalla
client-ddc-over = La batalla ha terminado: { $winner }.
client-ddc-turn-order = Orden de turnos
client-ddc-acting-now = actúa ahora
client-ddc-knocked-out = fuera de combate
client-ddc-moves-on = Movimientos sobre { $fighter } ({ $side })
client-ddc-attack = Atacar a { $fighter } ({ $side })
client-ddc-named = con nombre
client-ddc-moves-count = { $n ->
    [one] { $count } movimiento
   *[other] { $count } movimientos
}
client-ddc-keys = Teclas: 1-9 eligen, Retroceso vuelve atrás. En la cuadrícula, toca una casilla sombreada o un luchador marcado con un anillo.
client-ddc-step = Paso
client-ddc-move-act = Mover y actuar
client-ddc-charge-option = Carga (sin ataque, termina el turno)
client-ddc-move-to = Mover a
client-ddc-charge-to = Cargar hasta
client-ddc-move = Mover
client-ddc-charge = Cargar
client-ddc-in-reach-shaded = { $n ->
    [one] { $count } casilla al alcance, sombreada en la cuadrícula
   *[other] { $count } casillas al alcance, sombreadas en la cuadrícula
}
client-ddc-in-reach-hatched = { $n ->
    [one] { $count } casilla al alcance, rayada en la cuadrícula
   *[other] { $count } casillas al alcance, rayadas en la cuadrícula
}
client-ddc-near-first = las que están junto a un enemigo van primero
client-ddc-digivolved = ({ $base } digievolucionado)
client-ddc-ko = K.O.
client-ddc-hp = HP
client-ddc-attack-dice = Dados de ataque
client-ddc-posts = Posts
client-ddc-recharge = Recarga
client-ddc-now = Ahora
client-ddc-statuses = Estados
client-ddc-moves = Movimientos ({ $count })
client-ddc-starts-from = { $side } empieza desde { $edge }
client-ddc-grid = Cuadrícula de batalla de { $width } columnas por { $height } filas: { $fighters }.
client-ddc-on = { $fighter } ({ $side }) en { $square }
client-ddc-legend-side = { $side }: fichas con forma de { $shape }
client-ddc-from = desde { $edge }
client-ddc-legend-move = Casillas sombreadas: un paso de Mover y actuar llega a ellas; toca una para ir allí
client-ddc-legend-charge = Casillas rayadas: una Carga llega a ellas (sin ataque, termina el turno)
client-ddc-legend-ringed = Luchadores con anillo: toca uno para ver los movimientos que puedes usar sobre él
client-ddc-legend-marks = Recuadro dorado: de quién es el turno. Borde doble: Defendiendo. Barra bajo una ficha: sus HP.
client-ddc-fit = Ajustar la cuadrícula
client-ddc-edge-left = el borde izquierdo
client-ddc-edge-right = el borde derecho
client-ddc-edge-top = el borde superior
client-ddc-edge-bottom = el borde inferior
client-ddc-side = bando { $side }
client-ddc-hp-of = { $hp } de { $max } HP
client-ddc-defending = Defendiendo
client-ddc-targetable = se puede elegir como objetivo: pulsa Intro para ver sus movimientos
client-ddc-and = { $first } y { $second }
client-ddc-next-to = { $square }, junto a { $foes }
client-ddc-to-knock-out = { $chance } de dejarlo fuera de combate
