## La página de inicio de la mesa web (table_home.html.j2, web_create)

table-home-title = Tenkaichi: abrir una mesa
table-home-heading = Abrir una mesa
table-home-games-label = juegos
table-home-games = Juegos:
table-home-top-link = Mesa del Torneo del Poder
table-home-top-hint = (el juego de tablero para 2 a 6 jugadores)
table-home-gm-name = Tu nombre (director de juego)
table-home-gm-default = Director de juego
table-home-fight = La pelea
table-home-source-sheets = Elegir hojas de personaje
table-home-source-example = Un encuentro de ejemplo
table-home-source-file = Un archivo de encuentro
table-home-sheets = Hojas de personaje
table-home-sheets-hint = Elige cada personaje, el bando en el que pelea y quién lo juega. Un personaje sin casilla empieza en el borde de su bando: West a la izquierda, East a la derecha. Un jugador recibe un enlace de invitación para repartir; el director de juego juega los personajes que nadie más juega.
table-home-col-character = Personaje
table-home-col-file = o un archivo de hoja
table-home-col-side = Bando
table-home-col-square = Casilla (como D4, opcional)
table-home-col-plays = Lo juega
table-home-none = (ninguno)
table-home-the-sheet-file = el archivo de hoja
table-home-plays-player = un jugador (enlace de invitación)
table-home-plays-gm = el director de juego
table-home-plays-greedy = un bot codicioso
table-home-plays-random = un bot al azar
table-home-battlefield = Campo de batalla
table-home-by = por
table-home-squares = casillas
table-home-example = Encuentro de ejemplo
table-home-file = Archivo de encuentro
table-home-yaml = YAML del encuentro
table-home-rules = Reglas
table-home-edition = Edición
table-home-edition-own = la del encuentro (dbu-2 para hojas elegidas)
table-home-edition-dbu-2 = dbu-2 (las reglas actuales)
table-home-edition-dbu-1 = dbu-1 (las maniobras anteriores)
table-home-house-rules = { $n ->
    [one] Reglas de la casa ({ $count } ajuste; con su valor por defecto, las reglas se juegan tal como están escritas y se aplican las lecturas propias de la edición)
   *[other] Reglas de la casa ({ $count } ajustes; con sus valores por defecto, las reglas se juegan tal como están escritas y se aplican las lecturas propias de la edición)
}
table-home-col-setting = Ajuste
table-home-col-value = Valor
table-home-col-default = Por defecto
table-home-col-allowed = Permitido
table-home-dice = Dados
table-home-dice-seeded = los tira la mesa
table-home-dice-physical = físicos (cada persona escribe los suyos, o deja que la mesa los tire)
table-home-seed = Semilla (opcional)
table-home-seed-placeholder = secreta
table-home-seed-help = La semilla tira los dados de la mesa: déjala vacía para dados secretos; una semilla que escribes sirve para repeticiones y pruebas, y quien la conozca puede predecir los dados.
table-home-open = Abrir la mesa
table-home-open-game = Abrir la mesa de { $title }

## Los valores de las reglas de la casa (web_settings)

table-yes-or-no = sí o no
table-one-of = uno de { $choices }
table-whole-from-to = un número entero de { $low } a { $high }
table-list-of = una lista de { $low } a { $high } elementos, cada uno { $each }
table-rule-is = { $setting }: { $allowed }

## La página de repetición (table_replay.html.j2, web_replay, replay_jump)

table-replay-title = Mesa Tenkaichi: repetición, paso { $step } de { $steps }
table-replay-heading = Repetición: paso { $step } de { $steps }
table-replay-jump-to = Saltar a
table-replay-jump-step = { $label } (paso { $step })
table-replay-go = Ir
table-replay-exports = Llévate la pelea:
table-replay-export-html = transcripción (página web)
table-replay-export-md = transcripción (Markdown)
table-replay-export-json = registro de entradas (para tenkaichi replay)
table-replay-over-draw = La pelea ha terminado: empate.
table-replay-over-wins = La pelea ha terminado: gana el bando { $side }.
table-replay-side-on = Bando { $side }, en { $square }
table-replay-health-hidden = Salud oculta
table-replay-life = Vida { $life }
table-replay-defeated = (derrotado)
table-replay-ki-capacity = Ki { $ki }, Capacidad { $capacity }
table-replay-form = Forma: { $form }
table-replay-what-happened = Lo que pasó
table-replay-quiet = Ninguna línea nueva en el registro en este paso (su resultado se ve más adelante).
table-replay-round-short = R{ $round }
table-mark-surprise-begins = Empieza la ronda sorpresa
table-mark-round-begins = Empieza la ronda { $round }
table-mark-surprise-turn = Ronda sorpresa, turno de { $fighter }
table-mark-round-turn = Ronda { $round }, turno de { $fighter }

## La página de error (table_error.html.j2)

table-error-page-title = Mesa Tenkaichi
table-error-back = Volver a la mesa
table-error-new-table = Abrir una mesa nueva

## Los ajustes y herramientas del director de juego (web_settings, web_gm)

table-flag-hide-npc-numbers = Los jugadores ven la Vida y el Ki de los PNJ solo como palabras de Salud
table-flag-player-notes = Los jugadores pueden escribir notas en el registro
table-flag-player-rolls = Los jugadores pueden hacer sus propias tiradas
table-flag-approve-spectators = Los espectadores esperan a que los dejen entrar
table-timeout-pause = pausar la pelea
table-timeout-pass = responder por ellos (pasar)
table-gm-seat-you = Tú
table-gm-seat-not-joined = (aún no se ha unido)
table-gm-seat-label = { $name } ({ $role })
table-gm-role-gm = director de juego
table-gm-role-player = jugador
table-gm-role-bot = bot
table-talk-everyone = Todos
table-talk-gm-alone = Solo el director de juego
table-end-export-md = Transcripción (Markdown)
table-end-export-html = Transcripción (página web)
table-end-export-json = Registro de entradas (JSON, para tenkaichi replay)

## Transcripciones (export)

table-export-unknown = desconocido
table-export-none = ninguno
table-export-hit-on = { $amount } a { $target }
table-export-defeated = Derrotado
table-export-standing = En pie
table-export-col-player = Jugador
table-export-col-fighter = Luchador
table-export-col-side = Bando
table-export-col-score = Puntos
table-export-col-warriors-left = Guerreros restantes
table-export-col-damage-dealt = Daño hecho
table-export-col-damage-taken = Daño recibido
table-export-col-biggest-hit = Mayor golpe
table-export-col-ki-spent = Ki gastado
table-export-col-kos = KOs
table-export-col-rounds-acted = Rondas en que actuó
table-export-col-conditions = Condiciones
table-export-col-life = Vida
table-export-col-ki = Ki
table-export-col-hp = PV
table-export-col-status = Estado
table-export-before-first-round = Antes de la primera ronda
table-export-round = Ronda { $round }
table-export-summary = Resumen
table-export-the-fight = La pelea
table-export-nothing-yet = Todavía no ha pasado nada.
table-export-notes = Notas de la mesa
table-export-caption-fighter = Por luchador, al final del registro
table-export-caption-player = Por jugador, al final del registro
