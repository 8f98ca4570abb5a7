## Las palabras de la mesa web para un puesto (tenkaichi.table: la página y la pantalla del
## puesto, su panel, avisos, políticas de reacción y resumen). Los nombres (luchadores, bandos,
## puestos, técnicas) llegan tal cual; los números que son datos llegan ya escritos.

## Texto que lee una persona en la mesa (present_text)

table-rolled = (dados { $dice })
table-yes = sí
table-no = no

## El menú de opciones: títulos de los grupos (present_options)

table-group-signatures = Técnicas Características
table-group-release = Liberar la Carga de Energía
table-group-entrusted-attack = Ataque respaldado
table-group-convert = Convertir una Acción
table-group-end-turn = Terminar el turno
table-group-enter-state = Entrar en un Estado
table-group-leave-state = Salir de un Estado
table-group-life-wager = Apuesta de Ki pagada con Vida
table-group-stop-charging = Dejar de cargar
table-group-cancel-charge = Cancelar la Carga de Energía
table-group-end-holding-back = Terminar la Contención
table-group-on = contra { $name }
table-group-for = para { $name }
table-group-to = a { $name }
table-group-here = donde estás
table-group-toward-east = hacia el este
table-group-toward-south-east = hacia el sureste
table-group-toward-south = hacia el sur
table-group-toward-south-west = hacia el suroeste
table-group-toward-west = hacia el oeste
table-group-toward-north-west = hacia el noroeste
table-group-toward-north = hacia el norte
table-group-toward-north-east = hacia el noreste

## Lo que cuesta una opción

table-cost-actions = { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}
table-cost-counters = { $n ->
    [one] { $count } Contraacción
   *[other] { $count } Contraacciones
}
table-cost-converted = { $n ->
    [one] { $count } Acción de { $source } (como Contraacción)
   *[other] { $count } Acciones de { $source } (como Contraacciones)
}
table-cost-from-this-turn = este turno
table-cost-from-coming-turn = tu próximo turno
table-cost-from-this-round = esta ronda
table-cost-instant = Instantánea
table-cost-kp = { $kp } KP
table-cost-life = { $life } de Vida
table-cost-karma = { $n ->
    [one] { $count } Punto de Karma
   *[other] { $count } Puntos de Karma
}
table-cost-free = gratis

## Las probabilidades de una opción: "acertar 62 %, daño esperado 14"

table-odds-chance = { $what } { $percent }
table-odds-hit = acertar
table-odds-be-hit = recibir el golpe
table-odds-win-clash = ganar el Choque
table-odds-win-both-clashes = ganar ambos Choques
table-odds-win-duel = ganar el Duelo
table-odds-beat-wound = superar la Herida
table-odds-terrify-works = que Aterrorizar funcione
table-odds-see-through = descubrirlo
table-odds-caught = atraparlo
table-odds-find-hidden = encontrar a todo Oponente oculto
table-odds-beat-concealment = superar toda Ocultación
table-odds-pass = superar: { $check }
table-odds-if-they-dodge = si esquiva
table-odds-if-no-exploit = si ningún Aprovechar acierta
table-odds-if-no-wager = si no apuestas nada
table-odds-in-their-place = en su lugar
table-odds-if-no-one-wagers-more = si nadie apuesta más
table-odds-against-their-best = contra su mejor tirada
table-odds-with-your-better = con tu mejor tirada
table-odds-damage = daño esperado { $amount }
table-odds-damage-taken = daño recibido esperado { $amount }

## Lo que pregunta una decisión

table-attacked-you = { $attacker } te ataca ({ $attack }): responde
table-attacked = { $attacker } ataca a { $fighter } ({ $attack }): responde
table-your-turn = Tu turno: { $prompt }
table-their-turn = Turno de { $fighter }: { $prompt }
table-waiting-for = Esperando a { $who }

## La ficha de un luchador: cuándo termina un efecto, una Carga de Energía

table-until-start-of-turn = hasta el inicio del próximo turno de { $fighter }
table-until-start-of-a-turn = hasta el inicio del próximo turno
table-until-end-of-turn = hasta el final del turno de { $fighter }
table-until-end-of-a-turn = hasta el final del turno
table-for-more-starts = durante { $count } inicios más de turno de { $fighter }
table-for-more-starts-of-turns = durante { $count } inicios más de turno
table-for-more-ends = durante { $count } finales más de turno de { $fighter }
table-for-more-ends-of-turns = durante { $count } finales más de turno
table-rounds-left = { $n ->
    [one] queda { $count } ronda
   *[other] quedan { $count } rondas
}
table-ends-this-round = termina esta ronda
table-until-surprise-ends = hasta que termine la ronda sorpresa
table-while-charge-lasts = mientras dure la Carga de Energía
table-charge-basic-attack = Ataque Básico { $profile }
table-charge = { $attack }, { $n ->
    [one] { $count } carga
   *[other] { $count } cargas
}

## La página del puesto dibujada por el servidor (seat.html.j2)

table-page-title-round = Mesa Tenkaichi: ronda { $round }
table-round = Ronda { $round }
table-viewer-gm = Director de juego
table-viewer-side = Bando { $side }
table-viewer-spectator = Espectador
table-over = La pelea ha terminado.
table-over-side-wins = La pelea ha terminado: gana el bando { $side }.
table-over-draw = La pelea ha terminado: empate.
table-card-yours = (tuyo)
table-card-side = Bando
table-card-square = Casilla
table-card-health = Salud
table-card-life = Vida
table-card-ki = Ki
table-card-capacity = Capacidad
table-card-actions = Acciones
table-card-defeated = (fuera de combate)
table-card-hidden-of = oculto (de { $most })
table-card-no-actions = ninguna: fuera de combate
table-card-and-counters = { $n ->
    [one] y { $count } Contraacción
   *[other] y { $count } Contraacciones
}
table-card-form = Forma
table-card-aura = Aura
table-card-charging = Cargando
table-card-effects = Efectos
table-quick-pass-turn = Pasar el resto de este turno
table-quick-never-ask = No volver a preguntar por { $fighter }
table-quick-change-hint = (cámbialo en Reacciones)
table-log-round = R{ $round }

## El panel que comparte la página de todo juego (web_pages, _table_panel.html.j2, table_lobby)

table-page-title = Mesa Tenkaichi: { $title }
table-game-dbu = Dragon Ball Universe
table-game-top = Torneo del Poder
table-game-ddc = Dungeon DICE Combat
table-noun-dbu = pelea
table-noun-top = partida
table-noun-ddc = batalla
table-noun-game = partida
table-role-gm = Director de juego
table-role-player = Jugador
table-role-bot = Bot
table-role-spectator = Espectador
table-status-lobby = esperando para empezar
table-status-running = en curso
table-status-paused = en pausa
table-status-over = terminada
table-status-line = La { $noun } está { $status }.
table-status-line-titled = { $title }: la { $noun } está { $status }.
table-replay-steps-label = pasos de la repetición
table-replay-step = Repetición: paso { $step } de { $steps }
table-replay-first = Primero
table-replay-back = Atrás
table-replay-forward = Adelante
table-replay-last = Último
table-replay-back-to-table = Volver a la mesa
table-replay-link = Repetir la { $noun } paso a paso
table-join-name = Tu nombre
table-join = Unirse a la mesa
table-not-let-in = El director de juego aún no te ha dejado entrar.
table-time-left-for = Tiempo restante para { $who }:
table-seconds-short = s
table-dice-roll = Tira { $roll }
table-dice-you-rolled = { $n ->
    [one] El dado que tiraste
   *[other] Los dados que tiraste
} ({ $faces })
table-dice-enter = { $n ->
    [one] Introducir el dado
   *[other] Introducir los dados
}
table-dice-help = { $n ->
    [one] Escribe el número, como { $example }.
   *[other] Escribe los números en este orden, separados por espacios o comas, como { $example }.
}
table-waiting-dice = Esperando a que { $who } tire los dados.
table-reactions-title = Reacciones: cuándo preguntarte
table-reactions-hint = La mesa pregunta por una reacción solo cuando una respuesta podría cambiar el resultado. Aquí eliges, para cada luchador que juegas ({ $fighters }), por cuáles de ellas quieres que te pregunte.
table-set = Guardar
table-policy-ask = Preguntarme
table-policy-never = Nunca: dejarlo pasar
table-policy-always = Siempre: { $answer }
table-policy-note = { $fighter }: { $policy }
table-policy-note-this-turn = { $fighter }: { $policy } (este turno)
table-policy-never-asked = nunca se pregunta
table-policy-always-asked = siempre: { $answer }
table-policy-asked = se pregunta
table-gm-start = Empezar la { $noun }
table-gm-pause = Pausar
table-gm-resume = Reanudar
table-gm-undo = Deshacer la última decisión
table-gm-end-confirm = Sí, terminarla para todos
table-gm-end = Terminar la { $noun }
table-seats-seat = Puesto
table-seats-who = Quién
table-seats-plays = Juega
table-seats-link = Enlace de invitación
table-seats-dice = Dados
table-seat-you = tú
table-seat-not-joined = (aún no se ha unido)
table-seats-waiting = (esperando)
table-seats-relink = (expulsa el puesto para un enlace nuevo)
table-seats-dice-of = dados de { $name }
table-dice-physical = escribe dados físicos
table-dice-digital = tira la mesa
table-seats-let-in = Dejar entrar
table-seats-kick = Expulsar (enlace nuevo)
table-seats-remove = Quitar
table-add-a = Añadir un
table-add-player = jugador
table-add-bot = bot
table-add-spectator = espectador
table-add-for-side = para el bando
table-add-no-side = (ninguno)
table-add-dice = dados
table-add-seat = Añadir puesto
table-settings = Ajustes de la mesa
table-settings-gm-secrets = El director de juego ve los secretos de todos los bandos
table-settings-timer = Temporizador de turno
table-settings-timer-range = segundos (0 lo apaga; si no, de { $low } a { $high })
table-settings-on-timeout = Cuando se acaba el tiempo
table-settings-save = Guardar los ajustes

## El registro de combate (screen)

table-tracker-dice = Esperando a { $who }: dados
table-tracker-choice = Esperando a { $who }: una elección
table-tracker-choice-prompt = Esperando a { $who }: una elección ({ $prompt })

## Puestos y avisos (seatview)

table-seat-gm = el director de juego
table-seat-spectator = un espectador
table-seat-for = el puesto de { $plays }
table-notice-paused = { $who } pausó la pelea
table-notice-resumed = { $who } reanudó la pelea
table-notice-ended = { $who } terminó la pelea
table-notice-to-gm = (al director de juego)
table-notice-to = (a { $who })
table-notice-note = { $who }{ $to }: { $note }
table-notice-roll = { $who } tira{ $to }: { $roll }
table-notice-made-it = contra { $target }: lo logra
table-notice-missed = contra { $target }: falla
table-notice-chance = (probabilidad { $chance })
table-notice-typed = (dados escritos en la mesa)
table-notice-undo = { $n ->
    [one] { $who } deshizo la última decisión
   *[other] { $who } deshizo las últimas { $n } decisiones
}
table-notice-undo-again = { $n ->
    [one] { $who } deshizo la última decisión y vuelve a tirar los dados
   *[other] { $who } deshizo las últimas { $n } decisiones y vuelve a tirar los dados
}
table-notice-timeout-paused = se acabó el tiempo de { $who }: la pelea está en pausa
table-notice-timeout-answered = se acabó el tiempo de { $who }: la mesa respondió en su lugar

## Políticas de reacción (policies, games/dbu_reactions)

table-policy-let-pass = { $fighter } lo dejó pasar (política)
table-policy-answered = respondió
table-policy-answered-always = { $fighter }: { $answer } (política: siempre)
table-policy-none = ninguno
table-policy-none-here = ninguna en este juego
table-policy-error-fighter = una política es para un luchador que juegas ({ $fighters }) o para todos ellos
table-policy-error-family = no hay ninguna familia de reacciones { $family } (hay: { $families })
table-policy-error-mode = una política es ask (preguntar), never (nunca) o always (siempre)
table-policy-error-never = { $family } no se puede rechazar: elige preguntar o siempre
table-policy-error-no-answer = { $family } no tiene ninguna respuesta para dar siempre: elige preguntar o nunca
table-policy-error-always = ¿siempre qué? { $family } puede siempre: { $answers }
table-family-instant = Maniobras Instantáneas
table-family-instant-when = antes de que se resuelva la maniobra de otro
table-family-defence = Contramaniobras y Esquiva
table-family-defence-when = cuando te atacan
table-family-intervene = Intervenir y Bloqueo
table-family-intervene-when = cuando golpean a un aliado o un enemigo pasa a tu lado
table-family-united = Ataque Unido
table-family-united-when = cuando un aliado ataca y puedes unirte
table-family-exploit = Aprovechar
table-family-exploit-when = cuando un enemigo sale de tu alcance cuerpo a cuerpo
table-family-triggered = Maniobras Preparadas
table-family-triggered-when = cuando ocurre aquello para lo que preparaste una Maniobra Preparada
table-family-modifier = Maniobras Modificadoras
table-family-modifier-when = después de declarar un ataque (Ataque Dirigido, Ataque Absorbente)
table-family-duel = Respuestas a un Duelo
table-family-duel-when = cuando empieza un Duelo a tu lado, o contra ti
table-family-knockback = Retroceso
table-family-knockback-when = después de que tu ataque acierte con Lanzador o la Ventaja de Retroceso
table-family-sudden-stop = Frenado Súbito
table-family-sudden-stop-when = cuando te empujan o te hacen retroceder, por una Contraacción
table-answer-dodge = Esquivar
table-answer-parry = Parar
table-answer-guard = Guardia
table-answer-direct-hit = Impacto Directo
table-answer-power-flare = Estallido de Poder
table-answer-simple-attack = un ataque Simple
table-answer-fire = usarla
table-answer-push = Choque de Fuerza, luego empujar toda la distancia en línea recta
table-answer-clash = Choque de Fuerza, luego preguntar adónde empujar

## La línea de Vida de un PNJ con sus números ocultos (hidden): la palabra de su Umbral de Salud

table-hidden-life-lost = { $fighter } pierde { $amount } de Vida ({ $why }): { $health }
table-hidden-healed = { $fighter } recupera { $amount } de Vida ({ $why }): { $health }

## El resumen de la pelea (summary)

table-summary-nobody = nadie
table-summary-round = ronda { $round }
table-summary-after-round = tras la ronda { $round }
table-summary-before-first-round = antes de la primera ronda
table-summary-ended-by-gm = Terminada por el director de juego { $when }: siguen en pie: { $standing }
table-summary-ended-by-gm-only = Terminada por el director de juego { $when }
table-summary-in-progress = En curso, { $when }: siguen en pie: { $standing }
table-summary-draw = Empate tras la ronda { $round }
table-summary-wins = { $winner } gana tras la ronda { $round }
table-summary-share-win = { $winner } comparten la victoria tras la ronda { $round }
table-summary-game-in-progress = { $title }: en curso, ronda { $round }: siguen en pie: { $standing }
table-summary-game-in-progress-only = { $title }: en curso, ronda { $round }
table-summary-side = Bando { $side }
table-summary-not-started = La partida aún no ha empezado

## Los errores del registro de entradas (log)

table-log-dice-do-not-fit = los dados introducidos no encajan: { $error }
table-log-does-not-replay = el registro de la mesa no se puede reproducir: { $error }
table-log-input-does-not-replay = el registro de la mesa no se puede reproducir: entrada { $seq }: { $error }
table-log-no-dice-needed = ahora no hacen falta dados
table-log-waits-for-dice = la pelea espera dados, no una elección
table-log-those-dice-do-not-fit = esos dados no encajan: { $error }
table-log-dice-not-needed = no hacían falta todos los dados introducidos: introduce solo los que se piden

## Una pelea como texto, para el chat y la terminal (games/texts)

table-text-defeated = { $fighter } ({ $side }): fuera de combate
table-text-ki-hidden = Ki oculto
table-text-ki = Ki { $ki }/{ $capacity }
table-text-life-hidden = oculta
table-text-life = Vida { $life }
table-text-line = { $fighter } ({ $side }): { $life }, { $ki } en ({ $x }, { $y })
