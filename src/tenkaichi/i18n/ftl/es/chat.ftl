## Chat (el bot de Discord, `tenkaichi chat say`): el enrutador, los idiomas, las herramientas
## de DBU, las mesas de DBU y del Torneo del Poder en el chat, y las palabras propias del
## adaptador de Discord. Los comandos ($cmd, $command...) llegan ya escritos con su prefijo
## (`!roll`): se escriben igual en todos los idiomas. Los números llegan ya escritos a la manera
## del lector.

## El enrutador: los comandos de un mensaje, !help
chat-post-too-long = Ese mensaje es demasiado largo para buscar comandos ({ $size } caracteres; como mucho { $most }). No se ejecutó nada.
chat-post-too-many = Ese mensaje tiene { $count } comandos; un mensaje ejecuta como mucho { $most }. No se ejecutó nada.
chat-post-not-run = No se ejecutó, porque se rechazó un comando anterior: { $commands }.
chat-unknown-command = Comando desconocido: { $command }. { $help } lista los comandos.
chat-help = Comandos: { $commands }. La ayuda de cada juego: { $fight }, { $top }; Dungeon DICE Combat: { $ddc }.
chat-server-fault = Algo falló de nuestro lado; no se cambió nada. Vuelve a intentarlo más tarde.

## !lang: el idioma en que lee cada usuario, y el de un servidor por defecto
chat-lang-usage = Uso: { $cmd } [idioma | clear] [server]
chat-lang-ids = Los identificadores de usuario y de servidor tienen como mucho { $most } caracteres.
chat-lang-unknown = No hablo { $language }. Hablo: { $languages }.
chat-lang-no-server = Un mensaje directo no tiene servidor: { $cmd } <idioma> elige el tuyo.
chat-lang-not-moderator = Solo un moderador puede elegir el idioma del servidor.
chat-lang-server-set = Las respuestas de este servidor están ahora en { $language } para quien no haya elegido un idioma propio.
chat-lang-server-cleared = Este servidor ya no tiene un idioma por defecto: quien no haya elegido uno propio lee { $language }.
chat-lang-set = A partir de ahora te escribo en { $language }.
chat-lang-cleared = Ya no tienes un idioma elegido: te escribo en { $language }.
chat-lang-now = Lees en { $language }.
chat-lang-yours = Tu elección: { $language }.
chat-lang-server = El idioma por defecto de este servidor: { $language }.
chat-lang-server-none = Este servidor no tiene idioma por defecto: { $language }.
chat-lang-speak = Hablo: { $languages }.
chat-lang-how = { $cmd } es elige el tuyo, { $cmd } clear lo olvida; { $cmd } es server elige el del servidor (moderadores).
chat-help-spec = Todos los comandos de todos los juegos de aquí
chat-lang-spec = El idioma de las respuestas: el tuyo, o el del servidor por defecto
chat-lang-spec-language = { $languages }; clear: volver al de por defecto
chat-lang-spec-scope = server: el idioma por defecto del servidor (moderadores)

## Las herramientas de DBU: !roll, !rr, !odds, !sheet, !check, !save, !strike, !dodge, !help.
## Un rechazo es "!roll: <motivo>": el motivo empieza en minúscula y no lleva punto final.
chat-tools-too-long = ese mensaje tiene { $size } caracteres; el límite es { $most }
chat-tools-no-store = los personajes guardados necesitan la base de datos de las mesas, y este bot funciona sin ella
chat-tools-rolled-privately = { $who } tiró en privado.
chat-tools-rolled-for-privately = { $who } tiró por { $character } en privado.
chat-tools-seed-chosen = { $who }: semilla { $seed } elegida por quien tira; `{ $again }` muestra la misma tirada.
chat-tools-seed-fresh = { $who }: dados nuevos, semilla { $seed }; `{ $again }` los repite.
chat-tools-help-title = **Comandos de DBU**
chat-tools-help-roll = `{ $roll } <dados> [comentario] { $options }` (o `{ $r }`): tira, p. ej. `{ $example } Golpe contra Vegeta tier=3`; `private` (`-p`): solo tú lo ves
chat-tools-help-rr = `{ $rr } <cantidad> <dados> [comentario]`: la misma tirada varias veces
chat-tools-help-odds = `{ $odds } <dados> [tn=12 | difficulty=medium | vs <dados>] [tier=3] [base-tier=2] [proficient] [vs-tier=2] [samples=N seed=N]`: la probabilidad de éxito, p. ej. `{ $example }`
chat-tools-help-sheet-set = `{ $sheet } set` con tu hoja de personaje adjunta (YAML, JSON, una exportación de Foundry VTT), pegada, o el nombre de un ejemplo: guarda aquí tu personaje; `{ $sheet }` lo muestra, `{ $sheet } @alguien` el de otra persona, `{ $sheet } clear` lo olvida
chat-tools-help-checks = `{ $check } <habilidad>`, `{ $save } <cuál>`, `{ $strike } [técnica]`, `{ $dodge }`, cada uno `[in <forma>] [vs 15 | vs medium] [private]`: la tirada de tu personaje y su probabilidad exacta
chat-tools-help-sheet = `{ $sheet } <ejemplo> [forma]`: los valores derivados de un personaje de ejemplo; `{ $fight } vs @alguien`: un combate de personajes guardados
chat-tools-help-help = `{ $help }`: esta lista. Las opciones también se pueden escribir como en la línea de comandos (`--tier 3`, `-t 3`, `--seed 42`).
chat-sheet-clear-alone = { $cmd } no lleva nada más
chat-sheet-none-here = no tienes un personaje guardado aquí
chat-sheet-forgotten = El personaje guardado de { $who } en este servidor se ha olvidado.
chat-sheet-theirs-none = { $who } no tiene un personaje guardado aquí
chat-sheet-saved-by = Guardado por { $who } ({ $source }):
chat-sheet-from-file = un archivo de hoja de personaje
chat-sheet-from-pasted = una hoja pegada
chat-sheet-from-foundry = una exportación de Foundry VTT
chat-sheet-from-example = un personaje de ejemplo
chat-args-needs-value = { $option } necesita un valor, como en { $usage }
chat-args-twice = { $option } aparece dos veces
chat-args-none = ninguna
chat-args-unknown = aquí no hay ninguna opción { $typed } (opciones: { $options })
chat-args-on-off = { $option } se activa o se desactiva (yes o no), no { $typed }
chat-args-whole = { $option } tiene que ser un número entero, no { $typed }
chat-args-more-problems = { $n ->
    [one] (y { $count } problema más)
   *[other] (y { $count } problemas más)
}
chat-roll-say-count = di cuántas tiradas y qué dados, como en { $example }
chat-roll-count = un comando hace de 1 a { $most } tiradas, no { $count }
chat-roll-say-dice = di qué dados, como en { $example }
chat-roll-seed = la semilla tiene que ser un número entero de 0 a { $most }, no { $seed }
chat-roll-rolls-of = { $n ->
    [one] { $count } tirada de `{ $expression }`
   *[other] { $count } tiradas de `{ $expression }`
}
chat-roll-sum = { $n ->
    [one] Suma de { $count } tirada: **{ $total }**
   *[other] Suma de las { $count } tiradas: **{ $total }**
}
chat-roll-tier = Tier { $tier }
chat-roll-tier-base = Tier { $tier } (base { $base })
chat-roll-proficient = { $at }, competente
chat-roll-seed-chosen = { $who }, { $at }: semilla { $seed } elegida por quien tira, así que estos dados no son nuevos; `{ $again }` muestra la misma tirada a cualquiera.
chat-roll-seed-fresh = { $who }, { $at }: dados nuevos, semilla { $seed }; `{ $again }` los repite.
chat-odds-say-roll = di qué tirada, como en { $example }
chat-odds-vs-once = da la tirada del defensor una sola vez (vs ... o vs=...)
chat-odds-vs-after = di la tirada del defensor después de vs
chat-odds-one-of = da como mucho una de tn, difficulty y vs
chat-odds-tn = tn tiene que ser 0 o más, no { $tn }
chat-odds-samples = samples tiene que ser al menos 1, no { $samples }
chat-odds-seed = seed= va con samples= (la probabilidad exacta no necesita semilla)
chat-odds-vs-tier = vs-tier= va con una tirada del defensor (vs ...)
chat-odds-over-budget = por encima del presupuesto del chat para probabilidades exactas
chat-odds-too-many-dice = { $samples } muestras tirarían { $dice } dados, por encima del límite del chat de { $limit }: pide como mucho { $most } muestras (tenkaichi odds --samples admite más)
chat-odds-estimated = estimado con { $samples } muestras
chat-odds-estimated-seed = , semilla { $seed }
chat-odds-estimated-margin = ; probabilidades ±{ $margin } como mucho, intervalo del 95 %
chat-odds-head = `{ $expression }` con { $who }
chat-odds-at-least = P(resultado ≥ { $tn }{ $label }) = { $exact }**{ $percent }**
chat-odds-at-least-sampled = P(resultado ≥ { $tn }{ $label }) ≈ **{ $percent }** ± { $margin }
chat-odds-clash = Choque contra `{ $vs }` con { $who }: gana el iniciador **{ $win }**, empate { $tie } (el defensor gana los empates), gana el defensor { $lose }; margen medio { $margin }
chat-odds-clash-sampled = (± { $margin }, 95 %)
chat-odds-percentiles = { $totals } totales posibles; percentiles { $cuts }
chat-sheet-fence-open = el bloque de código de la hoja pegada no está cerrado (ciérralo con ```)
chat-sheet-brace-open = el { $braces } de la hoja pegada no está cerrado
chat-sheet-no-examples = Aquí no hay personajes de ejemplo. Pega una hoja en su lugar: { $sheet } y el YAML de la hoja en un bloque de código.
chat-sheet-examples = Personajes de ejemplo: { $names }.
chat-sheet-examples-how = `{ $sheet } goku` muestra uno, `{ $sheet } goku super saiyan` en una forma; o pega el tuyo: `{ $sheet }` y el YAML de la hoja en un bloque de código.
chat-sheet-none-here-examples = ninguno aquí
chat-sheet-no-example = no hay ningún personaje de ejemplo { $name } (ejemplos: { $examples })
chat-sheet-no-form = { $name } no tiene la forma { $form } (formas: { $forms })
chat-sheet-title = **{ $name }**: { $race }, Nivel de Poder { $level }, { $size }
chat-sheet-minion = , secuaz
chat-sheet-in-form = , en { $form }
chat-sheet-row = { $label }: **{ $value }**
chat-sheet-row-tier = Tier of Power
chat-sheet-row-life = Vida
chat-sheet-row-ki = Ki
chat-sheet-row-capacity = Capacidad
chat-sheet-row-haste = Celeridad
chat-sheet-row-awareness = Alerta
chat-sheet-row-might = Poderío
chat-sheet-row-normal-speed = Velocidad Normal
chat-sheet-row-boosted-speed = Velocidad Potenciada
chat-sheet-row-defense-value = Valor de Defensa
chat-sheet-row-initiative = Iniciativa
chat-sheet-row-soak = Soak
chat-sheet-row-melee-reach = Alcance cuerpo a cuerpo
chat-sheet-row-impulsive-save = Salvación Impulsiva
chat-sheet-row-corporeal-save = Salvación Corporal
chat-sheet-row-cognitive-save = Salvación Cognitiva
chat-sheet-row-morale-save = Salvación de Moral
chat-saved-paste = pega la hoja en un bloque de código
chat-saved-no-form = una hoja guardada no lleva forma: nombra la forma al tirar
chat-saved-without-form = { $name } se guarda sin forma (no { $form })
chat-saved-how = adjunta tu hoja (YAML, JSON o una exportación de Foundry VTT), pégala en un bloque de código, o nombra un personaje de ejemplo (como en { $example })
chat-saved-suffix = adjunta la hoja como un archivo .yaml, .yml o .json
chat-saved-one = adjunta una sola hoja cada vez
chat-saved-attached = la hoja adjunta
chat-saved-too-large = { $name } ocupa { $size } bytes; una hoja ocupa como mucho { $most }
chat-saved-done = { $who } guardó a **{ $name }** (Nivel de Poder { $level }) como su personaje en este servidor: `{ $check }`, `{ $save }`, `{ $strike }` tiran con él, `{ $sheet }` lo muestra.
chat-saved-not-imported = No se importó de la exportación de Foundry ({ $count }): { $notes }
chat-saved-and-more = ; y { $count } más
chat-saved-none = no tienes un personaje guardado aquí: primero { $set } (adjunta tu hoja, o nombra un ejemplo: { $example })
chat-saved-ids = los identificadores de usuario y de servidor tienen como mucho { $most } caracteres
chat-saved-several = { $word } nombra a varios personajes guardados: { $names }; usa un identificador de usuario
chat-check-tn-once = da el Número Objetivo una sola vez (vs ..., tn= o difficulty=)
chat-check-tn-or-difficulty = da tn= o difficulty=, no los dos
chat-check-tn-range = un Número Objetivo va de 0 a { $most }, no { $tn }
chat-check-which-save = di qué Tirada de Salvación: { $names } (como en { $example })
chat-check-dodge-name = una Tirada de Esquiva no lleva nombre ({ $example })
chat-check-which = di qué Habilidad o Atributo, como en { $example }
chat-check-close = no hay ninguna Habilidad ni Atributo { $name }; ¿quisiste decir { $close }?
chat-check-unknown = no hay ninguna Habilidad ni Atributo { $name }; Habilidades: { $skills }
chat-check-did-you-mean = ; ¿quisiste decir { $close }?
chat-check-no-attack = { $who } no tiene ningún ataque { $name }{ $hint } (Técnicas Características: { $techniques }; Ataques Básicos: { $profiles })
chat-check-check = Prueba de { $name }
chat-check-dodge = Esquiva
chat-check-strike = Golpe ({ $attack })
chat-check-no-difficulty = no hay ninguna dificultad { $name } (dificultades: { $known })
chat-check-head = **{ $who }**, { $label }: **{ $score }**
chat-check-head-form = **{ $who }** en { $form }, { $label }: **{ $score }**
chat-check-success = contra { $tn }: **éxito**; la probabilidad era { $chance } (exacta)
chat-check-failure = contra { $tn }: **fallo**; la probabilidad era { $chance } (exacta)
chat-check-ladder = Probabilidad de alcanzar (exacta): { $chances }
chat-check-spread = Media { $mean }, rango { $low }..{ $high }; añade `{ $example }` para la probabilidad exacta de alcanzar { $tn }
chat-check-twice = Se tira dos veces y se queda la más alta: la probabilidad es la de cualquiera de las dos.
chat-check-after-roll = { $profile } cambia el resultado después de la tirada: la probabilidad es la de la tirada antes del cambio.
chat-spec-against = vs 15, vs medium, o seed=N private
chat-spec-roll = Tira dados de DBU: cada dado, críticos y pifias.
chat-spec-roll-dice = Los dados y un comentario, p. ej. 1d10+ToP+5 Golpe contra Vegeta.
chat-spec-roll-options = { $options } (seed: repetir una tirada)
chat-spec-rr = Tira los mismos dados de DBU varias veces.
chat-spec-rr-count = Cuántas tiradas (de 1 a { $most }).
chat-spec-rr-dice = Los dados y un comentario, p. ej. 1d10+4 Golpe.
chat-spec-odds = Probabilidad exacta de una tirada: de alcanzar un NO o una dificultad, o de ganar un Choque.
chat-spec-odds-dice = La tirada, p. ej. 1d10+ToP+4.
chat-spec-odds-against = tn=N, difficulty=medium, o vs y la tirada del defensor
chat-spec-sheet = Un personaje: el tuyo, el de alguien, un ejemplo; sheet set guarda el tuyo.
chat-spec-sheet-character = set, clear, @alguien, un ejemplo; vacío: el tuyo.
chat-spec-check = Prueba de Habilidad o de Atributo de tu personaje guardado, con su probabilidad exacta.
chat-spec-check-skill = Una Habilidad o un Atributo, p. ej. perception.
chat-spec-save = Tirada de Salvación de tu personaje guardado, con su probabilidad exacta.
chat-spec-save-which = impulsive, corporeal, cognitive o morale.
chat-spec-strike = Tirada de Golpe de tu personaje guardado, con su probabilidad exacta.
chat-spec-strike-attack = Una Técnica Característica o un Perfil; vacío: Simple.
chat-spec-dodge = Tirada de Esquiva de tu personaje guardado, con su probabilidad exacta.
chat-spec-help = Los comandos de DBU y cómo escribirlos.
chat-sheet-no-longer-reads = el personaje guardado ya no se puede leer ({ $problem }): vuelve a guardarlo

## Un combate de DBU o una partida del Torneo del Poder en una mesa del chat (!fight, !top)
chat-game-dbu = Dragon Ball Universe
chat-game-top = Torneo del Poder
chat-or = { $first } o { $last }
chat-sorry = Lo siento: { $problem }
chat-table-spec = { $game } en la mesa de este canal: { $help } lista los comandos
chat-table-channel-ids = Los identificadores de canal tienen de 1 a { $most } caracteres imprimibles.
chat-table-player-ids = Los identificadores de jugador tienen de 1 a { $most } caracteres.
chat-table-several = Juegas en varias mesas: responde con los botones de la que te pregunta, o en su canal.
chat-table-help = Comandos de { $game }:
chat-table-already-open = Ya hay una mesa abierta en este canal ({ $status } la muestra; quien la abrió o un moderador puede cerrarla con { $end }).
chat-table-none = No se ha abierto ninguna mesa en este canal: { $new } abre una.
chat-table-over = La última partida de aquí terminó: { $new } abre la siguiente.
chat-table-started = La partida ya empezó; { $status } la muestra.
chat-table-not-started = La partida aún no ha empezado: nadie elige ahora.
chat-table-paused = La partida está en pausa: nadie elige ahora.
chat-table-damaged = La mesa de este canal está dañada (su registro guardado ya no se puede reproducir); se ha apartado para el operador. { $new } abre otra.
chat-table-no-examples = ninguno (este servidor no tiene carpeta de ejemplos)
chat-table-examples = Encuentros de ejemplo: { $names }. { $new } <encuentro> abre uno.
chat-usage-new-example = Uso: { $cmd } new <encuentro> [semilla]
chat-table-no-example = No hay ningún encuentro de ejemplo '{ $typed }'. Ejemplos: { $examples }
chat-table-what-example = el encuentro { $encounter }
chat-usage-new-top = Uso: { $cmd } new [jugadores 2-6] [rondas { $rounds }] [semilla]
chat-what-players = El número de jugadores
chat-table-what-top = { $n ->
    [one] una partida de { $players } jugadores y { $rounds } ronda
   *[other] una partida de { $players } jugadores y { $rounds } rondas
}
chat-table-seed-chosen = (semilla { $seed }, elegida por quien abre: cualquiera que la conozca puede prever los dados)
chat-table-opens = { $who } abre una mesa de { $game }: { $what }{ $note }.
chat-table-sides = Bandos: { $sides }.
chat-table-opens-how = { $join } [bando] toma un bando, { $bot } <bando> se lo da a un bot, { $start } empieza.
chat-table-end-who = Solo quien abrió la mesa o un moderador puede cerrarla.
chat-table-ended = { $who } termina la partida: sin ganador. { $new } abre otra.
chat-table-rounds = Una partida dura { $rounds } rondas, no '{ $typed }' (la semilla va después de las rondas).
chat-table-asks-all = Una partida de { $game } pregunta todas las decisiones.
chat-table-not-playing = No juegas en esta mesa.

## Reacciones (!fight react, !fight pass)
chat-react-nothing-to-pass = Ahora no se te pregunta ninguna reacción que puedas dejar pasar.
chat-react-passes = { $who } deja pasar { $family } durante el resto de este turno.
chat-usage-react = Uso: { $cmd } react <familia> ask|never|always [respuesta]
chat-react-set = Hecho: { $policy }.
chat-react-head = Cuándo te pregunta la mesa tus reacciones ({ $fighters }):
chat-react-change = Para cambiar una: { $cmd } react <familia> <modo> [respuesta].

## Leer los comandos de una mesa; las líneas de ayuda de `!fight help` y `!top help`
chat-table-too-long = Ese mensaje es demasiado largo ({ $size } caracteres; los comandos tienen como mucho { $most }).
chat-table-no-command = No hay ningún comando { $command } '{ $typed }': { $help } los lista.
chat-whole-number = { $what } es un número entero de { $low } a { $high }, no '{ $typed }'.
chat-what-seed = La semilla
chat-what-page-history = La página del historial
chat-what-page-choices = La página de opciones
chat-page-one-history = Indica una sola página del historial (de 1 a { $pages }).
chat-page-one-choices = Indica una sola página de opciones (de 1 a { $pages }).
chat-usage-dbu-new = { $cmd } new [encuentro] [semilla]  (sin encuentro: lista los ejemplos)
chat-usage-react-line = { $cmd } react [familia ask|never|always [respuesta]]  (cuándo preguntarte tus reacciones)
chat-usage-pass = { $cmd } pass  (deja pasar este tipo de reacción durante el resto del turno)
chat-usage-note = { $cmd } note <texto>  (para todos, si la mesa deja escribir notas a los jugadores)
chat-usage-roll = { $cmd } roll <dados> [vs N], o roll <luchador> <Habilidad o Tirada de Salvación> [vs N]
chat-usage-gm = { $cmd } gm <comando>  (los del director de juego, como { $gm } <comando>: { $gm } help)
chat-usage-top-new = { $cmd } new [jugadores 2-6] [rondas 5|10] [semilla]
chat-usage-join = { $cmd } join [bando]  (el primer bando libre si no se nombra ninguno)
chat-usage-bot = { $cmd } bot <bando> [{ $kinds }]  (un bot juega ese bando)
chat-usage-unbot = { $cmd } unbot <bando>  (saca al bot del bando)
chat-usage-leave = { $cmd } leave  (devuelve tu bando, antes de empezar)
chat-usage-start = { $cmd } start  (los bandos que nadie tomó los juegan bots codiciosos)
chat-usage-status = { $cmd } status  (la partida y de quién es el turno)
chat-usage-options = { $cmd } options [página]  (tus opciones como lista numerada)
chat-usage-choose = { $cmd } choose [decisión] <número>, o choose <palabras>[, <siguiente respuesta>...]  (una elección secreta: en privado)
chat-usage-history = { $cmd } history [página]
chat-usage-end = { $cmd } end  (quien abrió la mesa o un moderador termina la partida)
chat-usage-help = { $cmd } help

## La sala de espera: bandos tomados, dados a bots, devueltos; el comienzo
chat-and = { $first } y { $last }
chat-a-bot = un bot { $kind }
chat-lobby-no-side = No tienes ningún bando en esta mesa.
chat-lobby-gives-back = { $who } devuelve { $side }. { $free }
chat-lobby-who = Solo quien abrió la mesa, sus jugadores o un moderador pueden cambiar la sala de espera: primero toma un bando con { $join }.
chat-lobby-no-bot = Ningún bot juega { $side }.
chat-lobby-bot-leaves = El bot deja { $side }. { $free }
chat-lobby-already = Ya juegas { $side } aquí ({ $leave } lo devuelve).
chat-lobby-all-taken = Todos los bandos están tomados.
chat-lobby-already-one = Ya juegas un bando aquí.
chat-lobby-taken-now = Alguien acaba de tomar { $side }. { $free }
chat-lobby-plays = { $who } juega { $side }. { $free }
chat-usage-bot-side = Uso: { $cmd } bot <bando> [{ $kinds }]
chat-lobby-bot-plays = Un bot { $kind } juega { $side }. { $free }
chat-lobby-nobody = Aún no juega nadie: primero toma un bando con { $join }.
chat-lobby-begins = Empieza la partida.
chat-lobby-sides-to-bots = Los bandos que nadie tomó los juegan bots codiciosos: { $sides }.
chat-lobby-fighters-to-bots = Los luchadores que nadie juega los juegan bots codiciosos: { $names }.
chat-lobby-none-typed = (nada)
chat-lobby-no-side-named = Aquí no hay ningún bando '{ $typed }'. Bandos: { $sides }.
chat-lobby-played-by-bot = Un bot ya juega { $side }.
chat-lobby-played-by = { $who } ya juega { $side }.
chat-lobby-free = libre
chat-lobby-not-started = La mesa de { $game } no ha empezado.
chat-lobby-sides = Bandos: { $sides }. { $start } empieza.

## Lo que muestra una mesa: estado, historial, de quién es el turno, el ganador
chat-view-yours = Lo que ves tú:
chat-view-nothing-yet = Aún no ha pasado nada.
chat-view-history = Historial, página { $page } de { $pages }:
chat-view-paused = La partida está en pausa.
chat-view-the-table = la mesa
chat-view-waiting = Esperando a { $who }.
chat-view-press-secret = Pulsa una opción aquí, o envía { $cmd } choose <número> al bot en un mensaje directo: escrita en el canal, una elección secreta se rechaza.
chat-view-press = Pulsa una opción o escribe { $cmd } choose <número o palabras> ({ $cmd } options las lista).
chat-view-your-turn-secret = { $who }, tu turno: una elección secreta, que se te ofrece en privado.
chat-view-your-turn = { $who }, tu turno.
chat-view-over-ended = La partida terminó: se cerró antes de que nadie ganara.
chat-view-over-draw = La partida terminó: empate.
chat-view-over-won = { $n ->
    [one] La partida terminó: gana { $winners }.
   *[other] La partida terminó: ganan { $winners }.
}
chat-view-earlier = { $n ->
    [one] ({ $count } línea anterior: { $cmd } history)
   *[other] ({ $count } líneas anteriores: { $cmd } history)
}

## El tablero como imagen: su leyenda (dibujada en la imagen) y su descripción
chat-board-more = ... y más: el texto los nombra a todos.
chat-board-piece = { $letters } { $name } ({ $owner }) en { $square }
chat-board-piece-defeated = { $letters } { $name } ({ $owner }) en { $square }, derrotado
chat-board-alt = El tablero, de { $width } por { $height } casillas: { $pieces }.
chat-board-alt-empty = El tablero, de { $width } por { $height } casillas, aún sin nadie.
chat-board-legend = { $name } ({ $owner }) en { $square }
chat-board-legend-acting = { $name } ({ $owner }) en { $square }, actuando
chat-board-legend-defeated = { $name } ({ $owner }) en { $square }, derrotado
chat-board-spaces = Espacios: R rojo, Y amarillo, B azul, G verde (la letra en la esquina del espacio).
chat-board-features = Bloques grises: elementos del terreno (el número es su Rango de Dureza).
chat-board-items = Rombos dorados: objetos en el suelo.
chat-board-vehicles = Cuadros con borde: vehículos.

## El estado de un combate de DBU, una línea por luchador:
## [K] Kale (bando A) en C3: Vida 248/260, Ki 86/120, Capacidad 0/40; Magullado; Guardia baja
chat-status-round = Ronda { $round }.
chat-status-head = { $name } (bando { $side }) en { $square }
chat-status-side = bando { $side }
chat-status-defeated = { $head }: derrotado
chat-status-form = Forma: { $name }
chat-status-enhancement = Potenciación: { $name }
chat-status-aura = Aura: { $name }
chat-status-charging = cargando { $charge }
chat-status-numbers-hidden = números ocultos
chat-status-life = Vida
chat-status-ki = Ki
chat-status-capacity = Capacidad
chat-status-hidden = { $pool } oculta

## Las opciones ofrecidas: los menús en que se agrupan las opciones de DBU
chat-group-attack = Ataques
chat-group-destination = Casillas a las que moverse
chat-group-move = Movimiento
chat-group-wager = Apuesta de Ki
chat-group-flare-wager = Apuesta de Estallido de Poder
chat-group-duel-wager = Apuesta de Ki secreta
chat-group-defend = Defensas
chat-group-signature = Técnicas Características
chat-group-transform = Transformaciones
chat-group-revert = Revertir
chat-group-triggered = Maniobras desencadenadas
chat-group-exploit = Aprovechamientos
chat-group-modifier = Maniobras Modificadoras
chat-choice-best = { $label } (la mejor)

## Responder: options, choose
chat-what-choice = Tu elección
chat-choose-no-match = Ahora ninguna opción coincide con '{ $typed }'.
chat-choose-and-more = y { $count } más
chat-choose-several = '{ $typed }' encaja con { $count } opciones ({ $names }): di algo más de la que quieres, o da su número.
chat-choose-secret = una elección secreta
chat-choose-not-your-turn = No es tu turno. { $turn }
chat-choose-page = { $prompt } (opciones, página { $page } de { $pages })
chat-choose-stop-turn = { $more }: ya no es tu turno.
chat-choose-stop-secret = { $more }: la siguiente elección es secreta. { $how }
chat-choose-not-applied = No aplicado: { $why }
chat-choose-meanwhile = Esa decisión se respondió mientras tanto. { $status } muestra la partida.
chat-choose-none-matches = Ahora ninguna opción coincide con '{ $typed }'. { $options } muestra tus opciones.
chat-usage-choose-short = Uso: { $cmd } choose [decisión] <número>, o { $cmd } choose <palabras>.
chat-what-decision = La decisión
chat-choose-moved-on = Esa elección era para una decisión anterior; la partida ha avanzado. { $options } muestra tus opciones de ahora.
chat-choose-has-chosen = { $who } ya eligió.
chat-choose-secretly = Elegiste (en secreto): { $choices }
chat-choose-how-privately = Respóndela en privado: pulsa su botón bajo el mensaje que solo ves tú ({ $options } lo vuelve a enviar), envía el comando al bot en un mensaje directo, o usa la página web de tu puesto ({ $link } te envía su dirección).
chat-choose-secret-refused = Esa elección es secreta, así que no se tomó nada del canal. { $how }
chat-choose-last-answer = No aplicado: tu última respuesta
chat-choose-last-answers = { $n ->
    [one] No aplicado: tu última { $count } respuesta
   *[other] No aplicado: tus últimas { $count } respuestas
}

## Un combate de personajes guardados (!fight new saved ...)
chat-saved-fight-race = Se abrió otra mesa aquí en el mismo momento: vuelve a intentarlo.
chat-usage-new-saved = Uso: { $cmd } new saved [@alguien ...] vs @alguien [...] [on <encuentro>]
chat-saved-fight-server-id = Los identificadores de servidor tienen como mucho { $most } caracteres.
chat-saved-fight-none = No tienes un personaje guardado aquí: primero { $set } (o nombra a los jugadores de los dos bandos, y abre la mesa sin personaje).
chat-saved-fight-twice = { $who } aparece dos veces.
chat-saved-fight-most = Un bando tiene como mucho { $most } personajes guardados.
chat-saved-fight-theirs = { $who } no tiene un personaje guardado en este servidor ({ $set } guarda uno): no se abrió ninguna mesa.
chat-saved-fight-opens = { $who } abre una mesa de { $game } con personajes guardados en el campo de batalla { $where }{ $note }.
chat-saved-fight-seated = Cada persona nombrada está sentada como su personaje: { $start } empieza ({ $leave } devuelve el tuyo; lo juega un bot).

## Los comandos del director de juego (!gm), las notas y tiradas de un jugador
chat-gm-not-here = Una mesa de { $game } no tiene comandos de director de juego en el chat.
chat-gm-not-gm = Solo quien abrió la mesa o un moderador puede dictar reglas.
chat-gm-who = { $who } (director de juego)
chat-gm-ruling = Decisión de { $who }:
chat-gm-note = Nota de { $who }: { $note }
chat-gm-no-notes = Una mesa de { $game } no admite notas ni tiradas en el chat.
chat-gm-write-note = Escribe la nota: { $cmd } note <texto>.
chat-gm-no-choice = Ahora no elige ningún luchador del director de juego.
chat-gm-played-by = { $fighter } (jugado por el director de juego)
chat-gm-secret-choice = { $who }: una elección secreta; { $options } la muestra en privado.
chat-gm-press = Quien abrió la mesa o un moderador pulsa una opción o escribe { $cmd } choose <número>.
chat-gm-chooses = { $who } elige.
chat-gm-noted-seat = Anotado solo para ese puesto: { $note }
chat-gm-tells-you = El director de juego te dice, en privado: { $note }
chat-gm-told = Se lo dijiste a { $who }, en privado: { $note }
chat-gm-secret-roll = Tirada secreta, que solo ve el director de juego: { $roll }
chat-gm-undo-dice = Se tiraron dados en lo que se desharía: { $again } keep los conserva (las mismas elecciones dan la misma tirada), { $again } again los vuelve a tirar.
chat-gm-undo-anew = ; los dados desde ahí se vuelven a tirar
chat-gm-undo-one = { $who } deshace la última decisión{ $anew }.
chat-gm-undo = { $n ->
    [one] { $who } deshace la última { $count } decisión{ $anew }.
   *[other] { $who } deshace las últimas { $count } decisiones{ $anew }.
}
chat-gm-to-gm = el director de juego ({ $options } lista sus opciones)
chat-gm-gives = { $who } da { $fighter } a { $whom }.
chat-gm-rolls = { $who } tira { $what }: { $dice }.
chat-gm-chance = (probabilidad { $chance })
chat-gm-rolls-made = { $who } tira { $what } contra { $tn }{ $chance }: { $dice }: lo consigue.
chat-gm-rolls-missed = { $who } tira { $what } contra { $tn }{ $chance }: { $dice }: falla.
chat-gm-usage = Los comandos del director de juego (quien abrió la mesa o un moderador; un nombre con espacios puede ir entre comillas, { $example }):
chat-gm-usage-life = { $cmd } life|ki|capacity|actions|counters <luchador> <valor> [motivo]
chat-gm-usage-condition = { $cmd } condition <luchador> <condición> [acumulaciones] [for N rounds] [motivo]
chat-gm-usage-uncondition = { $cmd } uncondition <luchador> <condición> [acumulaciones] [motivo]  (la quita)
chat-gm-usage-move = { $cmd } move <luchador> <casilla, como D4> [motivo]
chat-gm-usage-note = { $cmd } note <texto>  (para todos)
chat-gm-usage-whisper = { $cmd } whisper <jugador> <texto>  (a un jugador, en privado)
chat-gm-usage-roll = { $cmd } roll <dados, como 2d10+3> [vs N] [secret]
chat-gm-usage-save = { $cmd } save <luchador> <Tirada de Salvación o Habilidad> [vs N] [secret]
chat-gm-usage-undo = { $cmd } undo [cuántas] [keep|again]  (again: los dados de después se vuelven a tirar)
chat-gm-usage-give = { $cmd } give <luchador> <jugador|gm|bot [tipo]>
chat-gm-usage-options = { $cmd } options [página]  (las opciones de un luchador que juega el director de juego)
chat-gm-usage-choose = { $cmd } choose [decisión] <número>
chat-gm-usage-help = { $cmd } help
chat-usage-line = Uso: { $usage }
chat-gm-usage-give-bot = Uso: { $cmd } give <luchador> bot [{ $kinds }]
chat-gm-no-command = No hay ningún comando de director de juego '{ $typed }': { $help } los lista.
chat-gm-only-secret = Solo el director de juego tira en secreto.
chat-gm-give-value = Da el valor: { $cmd } { $stat } <luchador> <valor> [motivo].
chat-gm-what-new = El nuevo valor de { $stat }
chat-gm-what-stacks = El número de acumulaciones
chat-gm-what-rounds = El número de Rondas de Combate
chat-gm-what-undo = Cuántas decisiones deshacer
chat-gm-what-target = El número que alcanzar
chat-gm-nothing = nada
chat-gm-square = Nombra la casilla como la etiqueta la cuadrícula, como { $example } (no { $typed }).
chat-gm-square-off = La casilla { $square } está fuera del campo de batalla.
chat-gm-write-whisper = Escribe lo que quieres decirle: { $cmd } whisper <jugador> <texto>.
chat-gm-type-dice = Escribe los dados que tirar, como { $example }.
chat-gm-not-understood = No entendí '{ $typed }' después de { $after }.
chat-gm-the-player = el jugador
chat-gm-give-whom = Di a quién dar { $fighter }: a un jugador, a gm o a bot.
chat-gm-odd-characters = Ese comando { $problem }; no se cambió nada.
chat-gm-name-fighter = Nombra al luchador.
chat-gm-name-player = Nombra al jugador.
chat-gm-name-condition = Nombra la condición.
chat-gm-name-check = Nombra la Tirada de Salvación o la Habilidad.
chat-gm-no-fighter = Aquí no hay ningún luchador '{ $typed }'. Luchadores: { $known }.
chat-gm-no-player = Aquí no hay ningún jugador '{ $typed }'. Jugadores: { $known }.
chat-gm-no-condition = Aquí no hay ninguna condición '{ $typed }'. Condiciones: { $known }.
chat-gm-no-check = Aquí no hay ninguna Tirada de Salvación ni Habilidad '{ $typed }'. Tiradas de Salvación y Habilidades: { $known }.
chat-gm-not-at-table = El jugador mencionado no juega en esta mesa.
chat-gm-reason = Un motivo tiene como mucho { $most } caracteres (este tiene { $size }).
chat-gm-after-vs = Después de vs va el número que alcanzar (de 0 a { $most }).
chat-gm-stat-life = Vida
chat-gm-stat-ki = Ki
chat-gm-stat-capacity = Capacidad
chat-gm-stat-actions = Acciones
chat-gm-stat-counters = Counter Actions
chat-game-ddc = Dungeon DICE Combat

## !link: la página web de tu puesto
chat-link-none = Este bot no tiene dirección de la mesa web ({ $variable } no está definida).
chat-link-yours = Tu puesto en la mesa de { $game } de este canal: { $link } (guárdalo para ti: juega tu puesto).
chat-link-no-seat = No tienes puesto en ninguna mesa de este canal: primero únete a una.
chat-table-spec-command = p. ej. status, join, help
chat-gm-spec = Las decisiones del director de juego en el combate de este canal: { $help } las lista
chat-gm-spec-command = p. ej. life Goku 120 una semilla del ermitaño
chat-link-spec = La página de tu puesto en la mesa web, solo para ti

## Los archivos enviados con un mensaje
chat-files-kb = { $size } KB
chat-files-bytes = { $size } bytes
chat-files-too-big = { $names } (más de { $size })
chat-files-unread = { $names } (no se pudo leer)
chat-files-more = { $n ->
    [one] { $count } archivo más (solo se leen los { $most } primeros)
   *[other] { $count } archivos más (solo se leen los { $most } primeros)
}
chat-files-left-out = Se dejó fuera de tu mensaje: { $parts }.
chat-files-a-file = un archivo

## Las líneas propias del bot de Discord
chat-discord-busy = Todavía estoy con comandos anteriores de este canal: vuelve a intentarlo en un momento.
chat-discord-not-here = No juego en este canal.
chat-discord-failed = Ese comando falló de mi lado (el registro del bot tiene los detalles); no se dijo nada.
chat-discord-answered-privately = Respondido en privado.
chat-discord-more-choices = Más opciones:
chat-discord-image-alt = El tablero
chat-discord-no-dms = No puedo enviarte mensajes directos, así que se retuvo una respuesta privada: usa el comando de barra (escribe /) para recibirla aquí, visible solo para ti.
chat-discord-cannot-post = Hecho, pero no puedo publicar en el canal de la mesa (ya no existe, o no puedo escribir ahí), así que no se avisó a sus jugadores: pide a un moderador que me deje publicar ahí.
chat-discord-posted-in = Publicado en { $channel }.
chat-discord-left-out = { $n ->
    [one] … ({ $count } mensaje más se dejó fuera: demasiado largo para una respuesta)
   *[other] … ({ $count } mensajes más se dejaron fuera: demasiado largo para una respuesta)
}
