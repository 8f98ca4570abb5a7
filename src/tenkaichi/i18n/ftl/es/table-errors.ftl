## Los errores de la mesa web: cada uno en una línea, en el idioma de quien lee

table-state-lobby = en espera
table-state-running = en curso
table-state-paused = en pausa
table-state-over = terminada
table-either-or = { $first } o { $second }
table-your-name = tu nombre
table-seat-name = el nombre del puesto

## Respuestas y dados (service, service_core, inputs)

table-error-already-started = la pelea ya ha empezado
table-error-waits-for-dice = la pelea espera dados, no una elección
table-error-no-decision = no hay ninguna decisión que tomar
table-error-not-your-decision = no es tu decisión: { $fighter } no lo juegas tú
table-error-cannot-do-that = { $fighter } no puede hacer eso: { $reason }
table-error-no-dice-needed = ahora no hacen falta dados
table-error-not-your-dice = estos dados los tira { $who }, no tú
table-error-policy-who = solo un jugador o el director de juego fija las políticas de reacción
table-error-not-let-in = el director de juego aún no te ha dejado entrar
table-error-fight-over = la pelea ha terminado
table-error-asks-every-decision = una mesa de { $title } pregunta cada decisión
table-error-no-turn-yet = todavía no hay ningún turno en curso
table-error-replay-not-yet = la repetición se abre cuando termina la pelea
table-error-replay-step = un paso de la repetición es un número entero de 0 a { $steps }
table-error-cannot-pause = la mesa está { $status }: ahora no se puede pausar
table-error-cannot-resume = la mesa está { $status }: ahora no se puede reanudar
table-error-cannot-end = la mesa está { $status }: ahora no se puede terminar
table-error-already-answered = la decisión { $decision } ya fue respondida: vuelve a mirar la mesa
table-error-database-busy = la base de datos de la mesa está ocupada, inténtalo de nuevo ({ $error })
table-error-no-seat = no hay ningún puesto { $seat } en esta mesa
table-error-invalid-link = ese enlace de puesto no es válido: pide uno nuevo al director de juego
table-error-gm-only = solo el director de juego puede hacer eso
table-error-spectator-cannot-act = un espectador no puede actuar
table-error-nobody-answers = la mesa está { $status }: ahora nadie responde
table-error-answer-names-decision = una respuesta nombra con su número la decisión que responde
table-error-decision-over = la decisión { $decision } ya pasó: la mesa va por la decisión { $now }
table-error-must-be-text = { $what } tiene que ser texto
table-error-field-problem = { $what }: { $problem }
table-error-no-option = la opción { $option } no existe: elige de 0 a { $last }
table-error-answer-shape = una respuesta es el número de una opción o su clave
table-error-answer-unreadable = esa respuesta no se puede leer como una opción
table-error-answer-long = esa respuesta tiene más de { $most } caracteres
table-error-not-an-option = esa respuesta no es ninguna de las opciones: vuelve a mirar la mesa
table-error-type-dice = escribe los números que muestran los dados, como { $example }

## Puestos (service_seats, seats)

table-error-dice-modes = los dados en una mesa de { $title } son { $modes } (llegó { $got })
table-error-seed = la semilla es un número entero de 0 a { $high }
table-error-too-many-tables = ya tienes { $most } mesas abiertas: termina una antes
table-error-too-many-bots = tus mesas abiertas tendrían { $count } luchadores jugados por bots, más de los { $most } que el servidor juega a la vez para un director de juego: termina una mesa antes
table-error-seat-dice = los dados de un puesto son físicos o digitales
table-error-gm-not-removed = el puesto del director de juego no se puede quitar
table-error-still-plays = { $n ->
    [one] { $who } todavía juega a { $fighters }: dáselo antes a otro puesto
   *[other] { $who } todavía juega a { $fighters }: dáselos antes a otro puesto
}
table-error-who-joins = solo un jugador o un espectador se une a una mesa
table-error-not-joined = ese puesto aún no se ha unido
table-error-server-rolls = esta mesa ya tira todos los dados en el servidor
table-error-bot-rolls = un bot siempre tira sus propios dados
table-error-gm-not-kicked = al director de juego no se le puede expulsar
table-error-kicked-to = los luchadores de un puesto expulsado pasan al director de juego o a un bot ({ $kinds })
table-error-link-made-anew = el enlace de ese puesto se hizo de nuevo: no tiene ficha con la que actuar
table-error-role = el papel de un puesto es uno de: player, bot, spectator (llegó { $got })
table-error-bot-kind = un puesto de bot juega { $kinds } (llegó { $got })
table-error-bot-kind-only = solo un puesto de bot tiene tipo de bot
table-error-spectator-side = un espectador no responde por ningún bando ni luchador
table-error-seat-needs-side = un puesto { $role } necesita un bando o luchadores por los que responder
table-error-no-side = no hay ningún bando { $side } en esta pelea (bandos: { $sides })
table-error-no-fighter = no hay ningún luchador { $fighter } en esta pelea
table-error-not-on-side = { $fighter } no está en el bando { $side }
table-error-fighter-has-seat = { $fighter } ya tiene un puesto
table-error-side-has-seat = el bando { $side } ya tiene un puesto

## Las herramientas del director de juego (service_gm)

table-error-no-rulings = una mesa de { $title } no admite decisiones del director
table-error-rulings-when = las decisiones del director se toman mientras dura la pelea
table-error-rule-after-dice = la pelea espera dados: decide cuando estén
table-error-ruling-object = una decisión del director es un objeto, como { $example }
table-error-ruling-unreadable = esa decisión del director no se puede leer
table-error-ruling-long = esa decisión del director tiene más de { $most } caracteres
table-error-spectator-plays-none = un espectador no juega ningún luchador
table-error-ruling-refused = esa decisión del director no se puede tomar: { $error }
table-error-note-text = una nota es texto
table-error-note = la nota: { $problem }
table-error-gm-or-player-may-notes = solo el director de juego o un jugador pueden escribir notas
table-error-gm-or-player-may-rolls = solo el director de juego o un jugador pueden tirar
table-error-players-may-not-notes = el director de juego no deja escribir notas a los jugadores en esta mesa
table-error-players-may-not-rolls = el director de juego no deja tirar a los jugadores en esta mesa
table-error-expressions-only = una mesa de { $title } solo tira expresiones de dados
table-error-check-when = la prueba de un luchador se tira una vez empezada la pelea
table-error-not-yours-to-roll = no te toca tirar por { $fighter }
table-error-player-audience = la nota o tirada de un jugador va a todos o al director de juego
table-error-no-fighter-here = no hay ningún luchador { $fighter } en esta mesa
table-error-over-nobody-plays = la pelea ha terminado: ya no juega nadie
table-error-undo-dice = tras deshacer, los dados se conservan o se tiran de nuevo
table-error-undo-dice-anew = los dados de esta mesa ya se escriben o se sacan de nuevo: consérvalos
table-error-undo-nothing = no hay ninguna pelea en curso que deshacer
table-error-undo-range = deshacer quita de 1 a { $most } decisiones
table-error-undo-only = { $n ->
    [one] solo se puede deshacer { $count } decisión
   *[other] solo se pueden deshacer { $count } decisiones
}

## Ajustes de la mesa (timer, web_settings)

table-error-unknown-setting = ajuste de mesa desconocido { $setting } (conocidos: { $known })
table-error-flag-gm-sees-secrets = si el director de juego ve los secretos es sí o no
table-error-flag-hide-npc-numbers = si los números de los PNJ están ocultos es sí o no
table-error-flag-player-notes = si los jugadores pueden escribir notas es sí o no
table-error-flag-player-rolls = si los jugadores pueden tirar es sí o no
table-error-flag-approve-spectators = si los espectadores esperan a que los dejen entrar es sí o no
table-error-timer = el temporizador de turno es 0 (apagado) o de { $low } a { $high } segundos
table-error-on-timeout = cuando se acaba el tiempo, la mesa pausa o pasa por el jugador

## La repetición (replay_jump, web_replay)

table-error-round-turn-numbers = una ronda y un turno son números enteros
table-error-no-round = la pelea no tiene ronda { $round } (rondas { $first } a { $last })
table-error-no-round-yet = la pelea no tiene ronda { $round } (todavía no hay rondas)
table-error-no-turn = la ronda { $round } no tiene turno { $turn } (turnos 1 a { $turns })

## El formulario de la página de inicio (web_create)

table-battlefield-width = el ancho del campo de batalla
table-battlefield-height = el alto del campo de batalla
table-error-did-not-work = eso no funcionó
table-error-form-whole = { $what } es un número entero de { $low } a { $high }
table-error-form-seed = la semilla es un número entero desde 0
table-error-square-name = una casilla se nombra como D4, una letra de columna y un número de fila (llegó { $got })
table-error-off-grid = { $square } queda fuera de la cuadrícula de { $width }x{ $height } (A1 a { $last })
table-error-give-name = escribe tu nombre
table-error-form-dice = los dados los tira la mesa o son físicos
table-error-edition = edición desconocida { $edition }; permitidas: { $allowed }
table-error-choose-source = elige un encuentro de ejemplo o da un archivo de encuentro, o elige al menos dos hojas de personaje
table-error-no-example = no hay ningún encuentro de ejemplo { $example }
table-error-give-file = da un archivo de encuentro (YAML o JSON)
table-error-two-sheets = una pelea necesita al menos dos hojas de personaje
table-error-square-taken = { $fighter } ya está en { $square }
table-error-form-side = un bando es { $first } o { $second }
table-error-form-plays = a un personaje lo juega un jugador, el director de juego o un bot
table-error-choose-sheet-file = elige un archivo de hoja para subir (YAML o JSON)
table-error-no-example-sheet = no hay ninguna hoja de ejemplo { $sheet }
table-error-choose-game = elige uno de los juegos que ofrece esta página
table-error-unknown-game = esta mesa web no puede mostrar ese juego (muestra DBU, { $known })

## El servidor web (web, web_socket, web_hub)

table-the-seat = el puesto
table-the-decision = la decisión
table-the-option = la opción
table-error-whole = { $what } tiene que ser un número entero (llegó { $got })
table-error-controls = el director de juego puede: { $controls } (llegó { $got })
table-error-end-confirm = terminar la pelea necesita una confirmación: marca «Sí, terminarla»
table-error-end-confirm-short = terminar la pelea necesita una confirmación
table-error-seat-actions = a un puesto se le añade, se le deja entrar, se le expulsa, se le quita o se le dan sus dados
table-error-form-large = ese formulario pesa más de { $kb } KB
table-error-server = algo salió mal en el servidor: inténtalo de nuevo y avisa al anfitrión si sigue pasando
table-error-server-short = algo salió mal en el servidor
table-error-no-page = no existe esa página
table-error-refused = esa petición se rechaza
table-error-not-understood = esa petición no se entiende
table-error-message-long = ese mensaje tiene más de { $most } bytes
table-error-slow-down = demasiados mensajes: ve más despacio
table-error-message-deep = ese mensaje está anidado a más de { $most } niveles
table-error-message-json = un mensaje es JSON, como { $example }
table-error-message-type = un mensaje tiene el tipo "answer" o "dice"
table-error-message-then = el "then" de una respuesta nombra la opción siguiente, como { $example }

## Los formularios y tiradas del director de juego (web_gm, adhoc)

table-what-new-value = el valor nuevo
table-what-stacks = las acumulaciones
table-what-rounds = las rondas que dura
table-what-how-many = cuántos
table-what-initiative = la Iniciativa
table-what-how-many-decisions = cuántas decisiones
table-what-target = el objetivo
table-error-set-what = fija Vida, Ki, Capacidad, Acciones o Counter Actions
table-error-move-square = nombra la casilla a la que mover, como D4
table-error-add-square = nombra la casilla en la que está el luchador nuevo, como D4
table-error-add-sheet = elige la hoja del luchador nuevo: una de esta pelea, o una de ejemplo
table-error-ruling-kinds = una decisión del director fija un valor, una condición, una casilla, el orden, añade o quita
table-error-not-a-check = { $name } no es una Habilidad ni una Tirada de Salvación
table-error-target = un objetivo es un número entero de 0 a { $most }
table-error-type-expression = escribe los dados que tirar, como 2d10+3
table-error-expression-long = una expresión de dados tiene como mucho { $most } caracteres
table-error-name-a-check = nombra la Habilidad o Tirada de Salvación que tirar
table-error-bad-dice = los dados { $dice }: { $error }
table-error-dice-do-not-fit = esos dados no encajan: { $error }
table-error-dice-left-over = { $n ->
    [one] { $count } de los dados escritos no hacía falta
   *[other] { $count } de los dados escritos no hacían falta
}
table-error-flag-label = { $setting }: sí o no

## La vista previa, el almacén de la mesa, las exportaciones

table-error-preview-runs = las peleas a simular son un número entero de 1 a { $most } (llegó { $got })
table-error-preview-stopping = el servidor se está deteniendo: no hay vista previa nueva
table-error-preview-running = ya hay una vista previa de esta pelea en marcha: espera o cancélala
table-error-preview-busy = el servidor ya está haciendo { $count } vistas previas: inténtalo de nuevo en un minuto
table-error-preview-do = una vista previa se empieza o se cancela
table-preview-not-this-game = una mesa de { $title } no tiene vista previa de la pelea
table-preview-before-start = la vista previa se hace antes de que empiece la pelea
table-preview-failed = la vista previa falló: { $reason }
table-preview-no-reason = sin motivo
table-preview-failed-server = la vista previa falló en el servidor: inténtalo de nuevo y avisa al anfitrión
table-error-no-table = no hay ninguna mesa { $table }
table-error-export-dbu-only = solo una pelea de Dragon Ball Universe exporta su registro de entradas
