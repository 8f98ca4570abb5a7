## Dungeon DICE Combat (seed 004): los eventos de la batalla, las acciones de un menú, la
## pregunta, la página de un asiento y las respuestas del chat.

## Piezas pequeñas
ddc-square = casilla { $x },{ $y }
ddc-steps = { $n ->
    [one] { $count } paso
   *[other] { $count } pasos
}
ddc-and = { $first } y { $last }
ddc-side = bando { $side }
ddc-move-normal = Normal
ddc-status-power-up = potenciador
ddc-status-de-buff = debilitador

## Eventos
ddc-fighter-intro = { $name } ({ $level }, { $hp } PV)
ddc-battle-begins = Empieza la batalla: { $fighters }
ddc-order-roll = { $name } tira { $dice }d10: { $rolls } = { $total }
ddc-order-reroll = { $name } tira { $dice }d10 (otra vez, para romper un empate): { $rolls } = { $total }
ddc-turn-order = Orden de turnos: { $order }
ddc-round = Ronda { $round }
ddc-turn-started = Turno de { $name } (post { $post })
ddc-extra-turn-started = Turno extra de { $name }: ataque de oportunidad (post { $post })
ddc-turn-ended = { $name } termina su turno
ddc-charges = ¡{ $name } carga!
ddc-moved = { $name } se mueve de la { $start } a la { $end } ({ $steps })
ddc-provoked-at-once = { $name } huye de { $foe }: ataque de oportunidad en el acto
ddc-provoked = { $name } huye de { $foe }: { $foe } va justo después de { $name } y ataca primero
ddc-uses = { $user } usa { $move } contra { $target }: { $how }
ddc-uses-free = Ataque de oportunidad: { $user } usa { $move } contra { $target }: { $how }
ddc-damage = { $name } recibe { $amount } de daño: { $hp }/{ $max } PV
ddc-damage-explained = { $name } recibe { $amount } de daño ({ $parts }): { $hp }/{ $max } PV
ddc-part-status = { $sign } { $status } { $bonus }
ddc-part-immune = ; { $name } es inmune (está digievolucionando) = 0
ddc-part-defends = ; { $name } se defiende: a la mitad (redondeando hacia abajo) = { $amount }
ddc-part-barrier = ; la barrera absorbe { $soaked } = { $amount }
ddc-knocked-out = ¡{ $name } queda K.O.!
ddc-heals = { $name } se cura { $healed } (de { $amount }): { $hp }/{ $max } PV
ddc-barrier = { $name } levanta una barrera de { $amount } hasta su próximo turno
ddc-immune = { $name } es inmune
ddc-gets-power-up = { $name } recibe un potenciador: { $sign }1d{ $die } de daño durante { $turns } de sus turnos
ddc-gets-de-buff = { $name } recibe un debilitador: { $sign }1d{ $die } de daño durante { $turns } de sus turnos
ddc-defends = { $name } se defiende: daño a la mitad hasta su turno
ddc-digivolves = { $name } digievoluciona a { $form } durante { $turns } turnos ({ $dice }d6: { $rolls }); inmune este turno, todos sus estados desaparecen
ddc-form-changed = { $name } cambia a { $form }
ddc-reverted = { $name } vuelve a { $form }
ddc-why-last-side = último bando en pie
ddc-why-round-limit = límite de { $limit } rondas, más PV restantes
ddc-draw-why = empate ({ $why })
ddc-draw = empate
ddc-wins = { $n ->
    [one] gana { $names }
   *[other] ganan { $names }
}
ddc-wins-notes = { $n ->
    [one] gana { $names } ({ $notes })
   *[other] ganan { $names } ({ $notes })
}
ddc-side-wins = gana el bando { $side }
ddc-side-wins-why = gana el bando { $side } ({ $why })
ddc-battle-over = Fin de la batalla: { $result }

## Acciones, como las lista un menú, y la pregunta
ddc-action-move = Moverse a la { $square }
ddc-action-charge = Cargar hasta la { $square }
ddc-action-attack = Atacar a { $target } con { $move }
ddc-action-digivolve = Digievolucionar a { $form }
ddc-action-form = Cambiar de forma a { $form }
ddc-action-defend = Defenderse (termina el turno en guardia)
ddc-action-end = Terminar el turno
ddc-prompt = Turno de { $name }: ¿qué haces?

## La página de un asiento (tenkaichi.table.web_ddc_model)
ddc-kind-offense = ataque
ddc-kind-defense = barrera
ddc-kind-heal = curación
ddc-kind-buff = potenciador
ddc-kind-debuff = debilitador
ddc-range-normal = a tu lado
ddc-range-close = cerca
ddc-range-long = largo alcance
ddc-range-self = tú mismo
ddc-range-support = alcance de apoyo
ddc-mode-open = nada hecho todavía
ddc-mode-move-act = Mover y Actuar
ddc-mode-aoo-move = moviéndose tras un ataque gratis
ddc-mode-defend = Defendiéndose
ddc-amount-damage = { $low }-{ $high } de daño, unos { $average }
ddc-amount-damage-halved = { $low }-{ $high } de daño, unos { $average } (a la mitad: se defiende)
ddc-amount-healing = { $low }-{ $high } de curación, unos { $average }
ddc-mark-defending = Defendiéndose
ddc-mark-barrier = Barrera { $barrier }
ddc-mark-immune = Inmune
ddc-mark-digivolved = Digievolucionado ({ $turns } turnos más)
ddc-status-line = { $n ->
    [one] { $status } ({ $effect }, { $count } turno)
   *[other] { $status } ({ $effect }, { $count } turnos)
}
ddc-recharge-none = sin movimientos con nombre
ddc-recharge-waiting = movimientos con nombre recargándose: listos en el post { $post }
ddc-recharge-ready = movimientos con nombre listos
ddc-move-line = { $name } ({ $kind }, { $reach })
ddc-move-line-normal = { $name } ({ $kind }, { $reach }, daño normal)
ddc-steps-left = { $n ->
    [one] queda { $count } paso
   *[other] quedan { $count } pasos
}
ddc-attack-used = ataque usado
ddc-an-extra-turn = un turno extra
ddc-page-turn = Turno de { $name }: { $parts }
ddc-page-wins = gana { $side }
ddc-waiting-for = Esperando a { $who }
ddc-waiting-for-turn = Esperando a { $who } (turno de { $name })
ddc-page-title = { $title }: ronda { $round }
ddc-page-over = La batalla ha terminado: { $winner }.
ddc-page-order = Orden de turnos:
ddc-page-acting = (actuando)
ddc-page-mode-move = Mover y Actuar: haz clic en una casilla azul
ddc-page-mode-charge = Cargar (sin ataque, termina el turno): haz clic en una casilla naranja
ddc-page-grid = la cuadrícula de batalla
ddc-page-token = { $name } ({ $side }): { $hp }/{ $max } PV
ddc-page-click-to-attack = haz clic para atacar
ddc-page-side = { $side }: fichas con forma de { $shape }.
ddc-page-side-edge = { $side }: fichas con forma de { $shape }, desde el borde { $edge }.
ddc-page-grid-hint = Las columnas son el primer número de una casilla; las filas, el segundo. Borde doble: se defiende; B: una barrera; I: inmune; D: digievolucionado.
ddc-page-digivolved-from = ({ $base } digievolucionado)
ddc-page-hp = PV
ddc-page-side-label = Bando
ddc-page-side-shape = { $side } (fichas con forma de { $shape })
ddc-page-square = Casilla
ddc-page-dice = Dados de ataque
ddc-page-posts = Posts
ddc-page-recharge = Recarga
ddc-page-now = Ahora
ddc-page-statuses = Estados
ddc-page-moves = Movimientos
ddc-page-click-square = Haz clic en una casilla resaltada para moverte allí.
ddc-page-use-on = Usar un movimiento en { $name }
ddc-page-attack = Atacar a { $name }
ddc-shape-circle = círculo
ddc-shape-square = cuadrado
ddc-shape-diamond = rombo
ddc-shape-triangle = triángulo
ddc-shape-hexagon = hexágono
ddc-edge-left = izquierdo
ddc-edge-right = derecho
ddc-edge-top = superior
ddc-edge-bottom = inferior

## La batalla como texto (tenkaichi.ddc.render: el estado del chat, la línea de comandos)
ddc-text-knocked-out = { $letter } { $name }: K.O.
ddc-text-recharging = movimientos con nombre recargándose hasta el post { $post }
ddc-text-defending = defendiéndose
ddc-text-barrier = barrera { $barrier }
ddc-text-immune = inmune
ddc-text-digivolved = digievolucionado ({ $turns } turnos más)
ddc-text-fighter = { $letter } { $name } { $hp }/{ $max } PV en la { $square }, { $level } { $dice }d4
ddc-text-fighter-notes = { $letter } { $name } { $hp }/{ $max } PV en la { $square }, { $level } { $dice }d4; { $notes }
ddc-text-turn = Ronda { $round }: { $turn } de { $name }
ddc-text-a-turn = turno
ddc-text-extra-turn = turno extra
ddc-text-turn-left = { $which } ({ $left })
ddc-text-move-normal = Normal: alcance normal, daño normal, sin recarga
ddc-text-move = { $name }: { $kind }, alcance { $reach }, { $what }
ddc-text-normal-damage = daño normal
ddc-text-doubled = doble
ddc-text-kind-offense = ataque
ddc-text-kind-defense = defensa
ddc-text-kind-heal = curación
ddc-text-kind-buff = potenciador
ddc-text-kind-debuff = debilitador
ddc-text-range-normal = normal
ddc-text-range-close = cercano
ddc-text-range-long = largo
ddc-text-range-self = propio
ddc-text-range-support = de apoyo

## Las respuestas del chat (tenkaichi.chat.ddc_chat)
ddc-chat-server-fault = Algo falló de nuestro lado; no se cambió nada. Vuelve a intentarlo más tarde.
ddc-chat-next-one = { $prefix }join reúne la siguiente.
ddc-chat-channel-id = Los id de canal tienen de 1 a { $most } caracteres imprimibles.
ddc-chat-player-id = Los id de jugador tienen de 1 a { $most } caracteres.
ddc-chat-commands = Comandos de Dungeon DICE Combat:
ddc-chat-roster = Luchadores: { $fighters }
ddc-chat-damaged = La batalla de este canal está dañada (su registro guardado ya no se reproduce) y no puede seguir; se apartó para el operador. { $prefix }join reúne una nueva.
ddc-chat-battle-on = Hay una batalla en curso en este canal; únete a la siguiente cuando termine ({ $prefix }status la muestra).
ddc-chat-already-started = La batalla ya empezó. { $prefix }status la muestra.
ddc-chat-over-none-here = La batalla terminó; aquí no hay ninguna batalla en curso: { $prefix }join <luchador> reúne la siguiente.
ddc-chat-none-in-progress = Aquí no hay ninguna batalla en curso: { $prefix }join <luchador> reúne una.
ddc-chat-nobody-joined = Nadie se ha unido todavía: primero { $prefix }join <luchador>.
ddc-chat-two-sides = Una batalla necesita luchadores en al menos dos bandos: más { $prefix }join o { $prefix }bot.
ddc-chat-lobby-changed = La sala cambió mientras se preparaba la batalla: inténtalo de nuevo.
ddc-chat-starts = Empieza la batalla.
ddc-chat-no-battle-yet = Aquí todavía no hay batalla: { $prefix }join <luchador> reúne una.
ddc-chat-nobody-won = nadie (se terminó antes de que alguien ganara)
ddc-chat-last-over = La última batalla terminó: { $winner }. { $prefix }join abre la siguiente.
ddc-chat-no-history = Todavía no se ha jugado ninguna batalla en este canal.
ddc-chat-history-pages = El historial tiene páginas de la 1 a la { $pages }.
ddc-chat-history = Historial, página { $page } de { $pages }:
ddc-chat-history-more = Historial, página { $page } de { $pages } ({ $prefix }history { $pages } para lo más reciente):
ddc-chat-moderator-ends = { $who } (moderador) termina la batalla: sin ganador. { $next }
ddc-chat-only-players-end = Solo los jugadores de la batalla (o un moderador) pueden pedir que termine.
ddc-chat-knocked-out-end = Tu luchador está K.O.: solo los jugadores que siguen en pie pueden pedir que termine.
ddc-chat-asks-to-end = { $who } pide terminar la batalla; termina cuando lo pidan todos los jugadores que siguen en pie (faltan { $waiting }).
ddc-chat-everyone-asked = Todos los jugadores en pie lo pidieron: la batalla termina sin ganador. { $next }
ddc-chat-not-in-battle = No estás en esta batalla.
ddc-chat-not-your-turn = No es tu turno. { $line }
ddc-chat-not-your-turn-now = No es tu turno: { $line }
ddc-chat-move-squares = { $n ->
    [one] { $prefix }move x y ({ $count } casilla)
   *[other] { $prefix }move x y ({ $count } casillas)
}
ddc-chat-charge-squares = { $n ->
    [one] { $prefix }charge x y ({ $count } casilla)
   *[other] { $prefix }charge x y ({ $count } casillas)
}
ddc-chat-now = Ahora: { $parts }
ddc-chat-only-players-act = No estás en esta batalla; solo sus jugadores pueden actuar ({ $players }).
ddc-chat-over = La batalla terminó.
ddc-chat-over-won = La batalla terminó: { $winner }.
ddc-chat-turn-of = { $turn } ({ $who }).
ddc-chat-your-move = { $turn } - { $who }, te toca.

## La sala del chat (tenkaichi.chat.ddc_lobby)
ddc-lobby-only-players = Solo los jugadores de esta sala (o los moderadores del canal) pueden cambiarla: únete primero.
ddc-lobby-busy = La sala está ocupada (otros también la están cambiando): inténtalo de nuevo.
ddc-lobby-usage = Uso: { $usage }
ddc-lobby-already = Ya juegas con { $name } en esta sala.
ddc-lobby-full = Esta sala está llena ({ $most } luchadores). { $prefix }unbot <nombre> saca a un bot.
ddc-lobby-no-fighter = No hay ningún luchador llamado '{ $name }'. Luchadores: { $fighters }
ddc-lobby-joins = { $name } ({ $level }) se une a la sala, con { $player } al mando. { $count } luchador(es); { $prefix }start cuando estén listos.
ddc-lobby-joins-side = { $name } ({ $level }) se une a la sala en el bando { $side }, con { $player } al mando. { $count } luchador(es); { $prefix }start cuando estén listos.
ddc-lobby-none = ninguno
ddc-lobby-no-bot = No hay ningún bot llamado '{ $name }' en la sala (bots: { $bots }).
ddc-lobby-bot-leaves = { $name } (un bot) deja la sala. Quedan { $count } luchador(es).
ddc-lobby-not-in = No estás en esta sala.
ddc-lobby-leaves = { $name } deja la sala.
ddc-lobby-entry = { $name } ({ $player })
ddc-lobby-entry-side = { $name } ({ $player }, bando { $side })
ddc-lobby-listing = La próxima batalla no ha empezado. Luchadores: { $fighters }. { $prefix }start cuando estén listos.

## Por qué una acción no se puede hacer ahora (tenkaichi.ddc.options); $action es el comando
ddc-why-over = la batalla terminó
ddc-why-first = { $action } tiene que ser la primera acción del turno
ddc-why-defends = { $name } se defiende este turno: no puede moverse nada
ddc-why-no-digivolving = en esta batalla no se puede digievolucionar (la regla de la casa que lo permite está desactivada)
ddc-why-cannot-form = { $name } no puede hacer { $action } a { $form } ahora
ddc-why-attacked = { $name } ya atacó este turno
ddc-why-not-now = { $action } no es posible ahora
ddc-why-off-grid = la casilla { $square } está fuera de la cuadrícula de { $width }x{ $height }
ddc-why-already-on = { $name } ya está en { $square }
ddc-why-taken = la casilla { $square } está ocupada por { $name }
ddc-why-too-far = la casilla { $square } no está a { $steps } pasos o menos de { $name }, que está en { $at }
ddc-why-no-move = { $name } no tiene el movimiento { $move } (movimientos: { $moves })
ddc-why-recharging = los movimientos con nombre de { $name } se recargan hasta su post { $ready } (este es el post { $post })
ddc-why-no-fighter = no hay ningún luchador llamado { $name } en esta batalla
ddc-why-knocked-out = { $name } ya está K.O.
ddc-why-on-enemies = { $move } se usa contra enemigos, y { $name } no lo es
ddc-why-on-allies = { $move } se usa en { $user } o sus aliados, no en { $name }
ddc-why-immune = { $name } está digievolucionando este turno: es inmune a { $move }
ddc-why-out-of-range = { $name } está fuera del alcance de { $move } ({ $range }: { $reach }; { $name } está a una distancia de { $offset })
ddc-reach-one-any = 1 casilla en cualquier dirección
ddc-reach-rays-close = 2 casillas en línea recta o 1 en diagonal
ddc-reach-rays-long = 6 casillas en línea recta o 5 en diagonal, solo sobre esas líneas
ddc-reach-self = solo a uno mismo
ddc-reach-area-close = 1 casilla en cualquier dirección o 2 en línea recta
ddc-reach-area-long = a 6 casillas o menos, como mucho 5 en diagonal

## Comandos del chat rechazados (tenkaichi.chat.ddc_commands, ddc_actions)
ddc-cmd-nothing-after = { $command } no lleva nada detrás.
ddc-cmd-defend-nothing-after = { $command } no lleva nada detrás, salvo end (para terminar también el turno).
ddc-cmd-mention-no-fighter = El jugador que mencionas no tiene ningún luchador en esta batalla.
ddc-cmd-no-target = No hay ningún luchador ni jugador '{ $name }' en esta batalla. Luchadores: { $fighters }
ddc-cmd-ambiguous = Hay más de un luchador o jugador llamado '{ $name }' ({ $found }): nombra al luchador o menciona al jugador.
ddc-cmd-trailing = '{ $rest }' después del objetivo no es parte de un nombre: { $usage } (escribe tus palabras fuera de la línea del comando).
ddc-cmd-too-long = Ese mensaje es demasiado largo ({ $size } caracteres; los comandos tienen como mucho { $most }).
ddc-cmd-two-numbers = { $command } necesita dos números enteros: { $usage }
ddc-cmd-two-numbers-not = { $command } necesita dos números enteros, no '{ $typed }': { $usage }
ddc-cmd-side-word = Un bando tiene de 1 a { $most } letras o dígitos (palabras unidas con -), no '{ $typed }'.
ddc-cmd-side-is-fighter = '{ $typed }' es el nombre de un luchador; un bando llamado como un luchador sería su aliado. Elige otro nombre de bando.
ddc-cmd-side-taken = Ya hay un bando '{ $side }': escríbelo exactamente igual para unirte, o elige otro nombre.

## El formulario de la página de inicio que abre una mesa (tenkaichi.table.web_ddc)
ddc-form-played-by-player = una persona (enlace de invitación)
ddc-form-played-by-host = el anfitrión (tú)
ddc-form-played-by-bot = un bot { $kind }
ddc-form-yes-or-no = sí o no
ddc-form-give-name = escribe tu nombre
ddc-form-no-fighter = no hay ningún luchador { $name } en la lista
ddc-form-side = un bando es { $sides } o { $last }
ddc-form-played-by = a un bando lo juega una persona, un bot o el anfitrión
ddc-form-two-fighters = elige al menos dos luchadores
ddc-form-two-sides = pon a los luchadores en al menos dos bandos
ddc-form-hint = Elige los luchadores de la lista y pon a cada uno en un bando: los luchadores de un mismo bando son aliados. Luego di quién juega cada bando: una persona recibe un enlace de invitación para repartir, un bot juega solo, y tú (el anfitrión) juegas con todo luchador que nadie más juegue.
ddc-form-fighter = Luchador
ddc-form-side-head = Bando
ddc-form-fighter-n = luchador { $n }
ddc-form-none = (ninguno)
ddc-form-side-of = bando del luchador { $n }
ddc-form-played-by-head = Lo juega
ddc-form-who-plays = quién juega { $side }
ddc-form-seed = Semilla (opcional)
ddc-form-secret = secreta
ddc-form-seed-help = La semilla tira los dados: { $help }.
ddc-form-house-rules = Reglas de la casa ({ $count } ajustes; si se dejan por defecto, se juegan las reglas originales tal como están escritas)
ddc-form-setting = Ajuste
ddc-form-value = Valor
ddc-form-default = Por defecto
ddc-form-allowed = Permitido
