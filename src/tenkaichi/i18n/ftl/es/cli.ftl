# The command line's messages (tenkaichi.cli).

cli-error = error: { $message }
cli-aborted = cancelado
cli-refused = rechazado
cli-internal-error = error interno: { $kind }: { $message } (define TENKAICHI_DEBUG=1 para ver detalles, y por favor infórmalo)
cli-needs-a-command = { $command } necesita un comando: { $names } (ver { $command } --help)
cli-no-such-command = No existe el comando { $name }. ¿Quisiste decir { $suggestions }?
cli-no-such-command-alone = No existe el comando { $name }.
cli-missing-argument = Falta el argumento { $name }.
cli-missing-option = Falta la opción { $name }.
cli-no-such-option = No existe la opción: { $name }
cli-option-needs-a-value = La opción '{ $name }' necesita un valor.
cli-extra-arguments = Sobran argumentos inesperados ({ $name })
cli-invalid-value = Valor no válido para { $name }: { $reason }
cli-not-whole = no es un número entero
cli-not-a-number = no es un número
cli-at-most = lo máximo permitido es { $limit }
cli-at-least = lo mínimo permitido es { $limit }
cli-less-than = debe ser menor que { $limit }
cli-more-than = debe ser mayor que { $limit }
cli-rounds =
    { $n ->
        [one] { $count } ronda
       *[other] { $count } rondas
    }
cli-fight-defeated = derrotado
cli-fight-life = Vida { $life }
cli-fight-fighter = { $fighter } (bando { $side }): { $status }, causó { $dealt } de daño, recibió { $taken }
cli-fight-safety-stop = Resultado: detenido tras { $rounds } por el límite de seguridad de la simulación de { $limit } rondas (no es una regla); ningún bando ganó
cli-fight-draw = Resultado: empate tras { $rounds }
cli-fight-winner = Ganador: bando { $side } ({ $names }) tras { $rounds }
cli-bot-plays-every-side = El bot { $bot } juega todos los bandos.
cli-simulate-worker-died = un proceso de la simulación murió (terminado, sin memoria o sin poder arrancar); vuelve a ejecutarla, o con un solo proceso
cli-simulate-seeds-range = las semillas { $first }..{ $last } deben estar entre 0 y { $most }
cli-plot-needs-png = --plot necesita un nombre de archivo .png, se recibió { $path }
cli-plot-no-folder = no se puede escribir el gráfico en { $path }: no existe esa carpeta
cli-plot-cannot-write = no se puede escribir el gráfico en { $path }: { $reason }
cli-progress-fights = combates
cli-simulate-side = bando
cli-simulate-fighters = luchadores
cli-simulate-wins = victorias
cli-simulate-win-rate = tasa de victoria
cli-simulate-interval = intervalo del 95 %
cli-simulate-damage = daño medio causado
cli-simulate-title = { $fights } combate(s), semillas { $first }..{ $last }, bots { $bot }
cli-simulate-from-to = { $low } a { $high }
cli-simulate-draws = Empates: { $draws } ({ $share }); duración media del combate { $mean } rondas
cli-simulate-draws-stopped = Empates: { $draws } ({ $share }, { $stops } de ellos detenidos por el límite de seguridad de rondas de la simulación (no es una regla)); duración media del combate { $mean } rondas
cli-wrote = escrito { $path }
cli-plot-side =
    bando { $side }
    { $names }
cli-plot-draw = empate
cli-plot-share = proporción de combates (%)
cli-plot-win-rate = Tasa de victoria, intervalo de Wilson del 95 %
cli-plot-rounds = rondas
cli-plot-fights = combates
cli-plot-length = Duración del combate: media de { $mean } rondas
cli-plot-title = { $fights } combate(s), semillas desde { $first }, bots { $bot }
cli-progress-every = { $variable } debe ser un número de segundos (0 para ninguna línea de progreso), se recibió { $got }
cli-progress-line = { $what }: { $done }/{ $total } ({ $share } %), { $rate } { $what }/s, { $left }
cli-progress-finished = { $what }: { $done }/{ $total } (100 %) en { $took }
cli-progress-done = hecho
cli-progress-under-a-second = queda menos de 1 s
cli-progress-left = quedan unos { $left }
cli-progress-not-known = tiempo restante aún desconocido
cli-lab-progress-cells = celdas { $done }/{ $total }
cli-lab-progress-line = { $cells }, combates { $done }/{ $total } ({ $share } %), { $rate } combates/s, { $left }
cli-lab-progress-finished = { $cells }, combates { $done } en { $took }
cli-lab-progress-rate = { $rate } combates/s
cli-progress-dice = dados
cli-progress-steps = pasos
cli-progress-battles = batallas
cli-progress-games = partidas
cli-progress-report-files = archivos del informe
cli-sheet-no-forms = ninguna
cli-sheet-no-such-form = { $path }: { $name } no tiene la forma { $form } (formas: { $forms })
cli-sheet-title = { $name }: { $race }, Nivel de Poder { $level } (Tier of Power { $tier }), { $size }
cli-sheet-minion = , Secuaz
cli-sheet-in-form = , en { $form }
cli-sheet-attribute = Atributo
cli-sheet-score = Puntuación
cli-sheet-modifier = Modificador
cli-sheet-attributes = Atributos
cli-sheet-value = valor
cli-sheet-how = cómo
cli-sheet-derived = Valores derivados
cli-sheet-tier-of-power = Tier of Power
cli-sheet-life = Vida
cli-sheet-ki = Ki
cli-sheet-capacity = Capacidad
cli-sheet-haste = Celeridad
cli-sheet-awareness = Alerta
cli-sheet-might = Potencia
cli-sheet-normal-speed = Velocidad Normal
cli-sheet-boosted-speed = Velocidad Potenciada
cli-sheet-defense-value = Valor de Defensa
cli-sheet-initiative = Iniciativa
cli-sheet-soak = Soak
cli-sheet-melee-reach = Alcance cuerpo a cuerpo
cli-sheet-save = Salvación de { $name }
cli-sheet-name = Nombre
cli-sheet-profile = Perfil
cli-sheet-foundation = Base
cli-sheet-notes = Notas
cli-sheet-signatures = Técnicas Características
cli-sheet-kind = Tipo
cli-sheet-stress-test = Prueba de Estrés
cli-sheet-bonuses = Bonificaciones
cli-sheet-other = Otros
cli-sheet-transformations = Transformaciones
cli-sheet-auras = Auras
cli-import-needs-json = { $path }: una exportación de Foundry VTT es un archivo .json
cli-sheet-needs-yaml = { $path }: la hoja se escribe como YAML (.yaml o .yml)
cli-new-sheet-needs-yaml = { $path }: una hoja nueva se escribe como YAML (.yaml o .yml)
cli-file-exists = { $path } ya existe; añade --force para sobrescribirlo
cli-import-not-imported = no importado: { $what }
cli-write-error = error de escritura
cli-cannot-write = { $path }: no se puede escribir ({ $reason })
cli-import-wrote = escrito { $path }: { $name }, una hoja válida
cli-new-sheet-wrote = escrito { $path }: { $name }, { $race }, Nivel de Poder { $level }, { $signatures } Técnica(s) Característica(s); se carga como una hoja válida
cli-rules-tests =
    { $n ->
        [one] { $count } prueba
       *[other] { $count } pruebas
    }
cli-rules-covered = ok  { $rule }: { $what } ({ $tests })
cli-rules-untested = --  { $rule }: { $what } (sin probar; de { $source })
cli-rules-total = { $system }: { $done } de { $total } reglas cubiertas por pruebas
cli-rules-unknown = aviso: una prueba en { $place } nombra { $rule }, que no está en el índice de reglas
cli-serve-demo-missing = --demo: falta { $path } (pasa a --data la carpeta de ejemplos)
cli-serve-game-master = director de juego
cli-serve-player = jugador
cli-serve-spectator = espectador
cli-serve-cannot-listen = --host/--port: no se puede escuchar en { $host } puerto { $port } ({ $reason })
cli-serve-not-a-folder = --data: { $path } no es una carpeta
cli-serve-listening = Mesa de Tenkaichi: { $url } (Ctrl-C la detiene)
cli-serve-demo-needs-data = --demo: pasa a --data la carpeta de ejemplos
cli-serve-stopped = detenida
cli-replay-no-such-side = --side: { $side } no es un bando de este combate ({ $sides })
cli-replay-step = [{ $step }/{ $steps }] Intro: { $actor } decide; q termina:
cli-replay-stopped = Detenido.
cli-replay-an-option = una opción
cli-replay-chose = { $actor } eligió: { $option }
cli-replay-unfinished =
    { $n ->
        [one] El combate se detiene aquí, sin terminar ({ $count } elección).
       *[other] El combate se detiene aquí, sin terminar ({ $count } elecciones).
    }
cli-unknown-edition = --edition: edición desconocida { $edition }; permitidas: { $editions }
cli-lab-workers-or-ray = indica --workers (procesos aquí) o --ray (tareas de Ray), no ambos
cli-lab-interrupted = interrumpido: los lotes terminados están en { $folder }; ejecuta el mismo comando otra vez para reanudar
cli-lab-sweep-finished = Barrido terminado: { $cells } celda(s), { $fights } combates ({ $new } jugados ahora). Resultados en { $folder }
cli-lab-sweep-resumed = Barrido reanudado y terminado: { $cells } celda(s), { $fights } combates ({ $new } jugados ahora). Resultados en { $folder }
cli-lab-sweep-complete = Barrido ya completo: { $cells } celda(s), { $fights } combates ({ $new } jugados ahora). Resultados en { $folder }
cli-lab-more-cells = ... y { $more } celdas más en cells.parquet
cli-lab-first-side = primer bando
cli-lab-cell = celda
cli-lab-fight = combate
cli-lab-fights = combates
cli-lab-wins = victorias de { $side } (intervalo del 95 %)
cli-lab-draws = empates
cli-lab-mean-rounds = rondas (media)
cli-lab-stopped-after = detenida tras
cli-lab-every-cell = Todas las celdas: { $values }
cli-lab-rate = { $rate } ({ $low } a { $high })
cli-lab-parameter = parámetro (como lo nombra la especificación)
cli-lab-what-it-changes = qué cambia
cli-lab-report-unfinished = nota: el barrido no ha terminado ({ $cells } de { $planned } celdas tienen combates); se informa lo que hay
cli-lab-charts =
    { $n ->
        [one] { $count } gráfico
       *[other] { $count } gráficos
    }
cli-lab-cells =
    { $n ->
        [one] { $count } celda
       *[other] { $count } celdas
    }
cli-lab-report-wrote = informe de { $cells }, { $fights } combates: { $path }
cli-lab-charts-as = { $charts } como { $formats }: { $path }
cli-ddc-fighters-or-setup = indica luchadores o --setup, no ambos
cli-ddc-two-fighters = nombra al menos dos luchadores (por ejemplo: Agumon Gabumon)
cli-ddc-summary = { $battles } batallas, bots { $bot }, semillas { $first }..{ $last }
cli-ddc-mean-rounds = { "  " }rondas de media: { $mean }
cli-ddc-seed = Semilla { $seed } (--seed { $seed } vuelve a jugar esta batalla).
cli-ddc-not-in-battle = --human { $name } no está en esta batalla ({ $names })
cli-ddc-leave = Dejas la batalla.
cli-ddc-to-squares = { $kind } (a una de { $count } casillas)
cli-ddc-choose = { $actor }, elige:
cli-ddc-choice = Elección (1-{ $most }, o una acción como 'move 4 7'; q sale):
cli-ddc-pick-a-number = elige un número del 1 al { $most }
cli-ddc-type-a-square = escribe '{ $kind } X Y' con una casilla de: { $squares }
cli-ddc-not-possible = no es posible: { $reason }
cli-percent = { $value } %
cli-top-packaged-content = contenido incluido
cli-top-not-a-folder = { $path }: no es una carpeta (un paquete de contenido es una carpeta de archivos de datos)
cli-top-problem = problema: { $problem }
cli-top-content-ok = ok: { $where }: { $characters } personajes ({ $draftable } elegibles en el draft), { $forms } formas ({ $assumed } con valores supuestos), { $cards } cartas, tablero { $board } ({ $spaces })
cli-top-needs-a-bot = --bots necesita al menos un nombre de bot
cli-top-seeds = las semillas { $first }..{ $last } pasan de { $most }
cli-top-seat = puesto
cli-top-title = { $games } partida(s), { $players } jugadores, semillas { $first }..{ $last }
cli-top-seats-played = puestos jugados
cli-top-length = duración media { $rounds } rondas ({ $turns } turnos); guerreros eliminados por partida { $eliminated }
cli-top-timed = partidas con tiempo: { $minutes } minutos en un reloj simulado de { $pace } minutos por turno
cli-top-warriors = guerreros (elegidos al menos { $least } veces)
cli-top-warrior = guerrero
cli-top-games = partidas
cli-top-team-won = equipo ganó
cli-top-too-many-humans = --humans { $humans } es más que --players { $players }
cli-top-turns = --turns debe ser 5 o 10, se recibió { $turns }
cli-top-seed = Semilla { $seed } (--seed { $seed } vuelve a jugar esta partida).
cli-top-left = { $name } dejó la partida; no ha terminado.
cli-top-clock = Empieza el reloj: { $minutes } minutos de juego.
cli-chat-db-or-database = indica --db (un archivo SQLite) o --database (una URL), no ambos
cli-chat-database-unusable = no se puede usar la base de datos de las mesas (está dañada, bloqueada o no es una base de datos de mesas): no se hizo nada
cli-chat-attach-most = --attach admite como mucho { $most } archivos (se recibieron { $got })
cli-chat-attach-missing = --attach: no existe el archivo { $path }
cli-chat-attach-unreadable = --attach: no se puede leer { $path } ({ $reason })
cli-chat-attach-too-large = --attach: { $path } es mayor que { $most } (una hoja de personaje ocupa unos pocos KB)
cli-chat-images-unmade = --images: no se puede crear { $path } ({ $reason })
cli-chat-images-not-writable = --images: { $path } no es una carpeta en la que este usuario pueda escribir
cli-chat-images-unwritten = --images: no se puede escribir { $path } ({ $reason })
cli-chat-to-only = (solo para { $user })
cli-chat-in-channel = (en { $channel })
cli-chat-the-board = el tablero
cli-chat-board-picture = (imagen del tablero: { $picture })
cli-chat-not-a-command = (no es un comando: los comandos empiezan por { $prefix })
cli-play-ask-or-pass = { $given }: elige ask o pass
cli-play-seeded-or-physical = { $given }: elige seeded o physical
cli-play-no-such-side = { $side } no es un bando de este combate (bandos: { $sides })
cli-play-left-before = Saliste antes de que empezara el combate: no hay nada que guardar.
cli-play-you-play = Juegas el bando { $side } ({ $names }) contra el bot { $bot }
cli-play-seed = { $who }, semilla { $seed }.
cli-play-type-a-key = Escribe una tecla del menú (? para ayuda); q guarda el combate y sale.
cli-play-resuming =
    Reanudando { $file }: { $n ->
        [one] { $count } elección hecha; { $seats }.
       *[other] { $count } elecciones hechas; { $seats }.
    }
cli-demo-title = Tenkaichi: dados de DBU
cli-demo-showcase-1 = Una Tirada de Golpe de Tier 3: d10 base, dados extra de Tier, Celeridad 2 + Alerta 2
cli-demo-showcase-2 = Un crítico: el 10 añade un d10 sólido
cli-demo-showcase-3 = Una pifia: el 1 cuesta 5 (el resultado nunca baja de 0)
cli-demo-showcase-4 = Quédate con el mejor de 2d10 en lugar del d10
cli-demo-showcase-5 = Un dado de penalización se lleva el d10 más alto, nunca el último
cli-demo-tier-seed = (tier { $tier }, semilla { $seed })
cli-demo-clash = Golpe contra Esquiva: probabilidades exactas de un Choque (el defensor gana los empates)
cli-demo-tier = tier
cli-demo-strike = Golpe { $expression }
cli-demo-dodge = Esquiva { $expression }
cli-demo-hit = impacto
cli-demo-tie = empate
cli-demo-miss = fallo
cli-demo-mean = media { $mean }
cli-demo-check = Una prueba de +3 contra Números Objetivo pasivos (los NO suben 3 por Tier tras el primero)
cli-demo-difficulty = dificultad
cli-demo-tier-n = tier { $tier }
cli-demo-try = Prueba: tenkaichi roll '1d10+ToP+5' --tier 3 · tenkaichi odds '1d10+ToP+5' --vs '1d10+ToP+4' --tier 2 · tenkaichi odds '1d10+3' --difficulty medium --plot odds.png
