## Edición dbu-1 de DBU, las reglas antiguas (tenkaichi.dbu.combat.editions.dbu1): opciones,
## preguntas y eventos de sus maniobras. Los nombres de luchadores, aliados, objetos y piezas del
## terreno llegan tal cual; los de maniobras, Perfiles, habilidades, armas y condiciones llegan
## como términos de juego (terms-*.ftl). $n junto a $count es el mismo número, para el plural.

## Piezas comunes de la edición.

dbu-legacy-uses = { $fighter } usa { $option }
dbu-legacy-squares = { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
dbu-legacy-shots = { $n ->
    [one] { $count } disparo
   *[other] { $count } disparos
}
dbu-legacy-energy-charges = { $n ->
    [one] { $count } Carga de Energía
   *[other] { $count } Cargas de Energía
}
dbu-legacy-kp = { $kp } KP
dbu-legacy-cost-two-actions = 2 Acciones
dbu-legacy-cost-instant = Acción Instantánea
dbu-legacy-success = éxito
dbu-legacy-failure = fallo

## Movimiento, Recuperación en Combate y Orden.

dbu-legacy-movement-normal = Movimiento (Velocidad Normal)
dbu-legacy-movement-boosted = Movimiento (Velocidad Potenciada, { $kp } KP por casilla más allá de la Velocidad Normal)
dbu-legacy-destination = a la { $square }, { $squares }
dbu-legacy-destination-kp = a la { $square }, { $squares }, { $kp } KP
dbu-legacy-nowhere-to-move = { $fighter } no tiene adónde moverse
dbu-legacy-ask-where-to-move = { $fighter }: ¿adónde te mueves?
dbu-legacy-recovery-option = Recuperación en Combate (2 Acciones: 2d10(T) sólidos de Vida y Ki)
dbu-legacy-recovers = { $fighter } se recupera: 2d10(T) sólidos = { $total }
dbu-legacy-recovers-exploited = { $fighter } se recupera: 2d10(T) sólidos = { $total } (acertó un Exploit: no recupera nada)
dbu-legacy-command-option = Dar una Orden a { $minion } (1 Acción: gana 2 Acciones)
dbu-legacy-source-command = Orden de { $fighter }
dbu-legacy-commands = { $fighter } da una Orden a { $minion }: 2 Acciones, una para un Movimiento o una Contraacción

## Pruebas contra un Número Objetivo y Pruebas de Habilidad Enfrentadas. $what es el nombre de
## la prueba, $why para qué es, $roll cómo se hizo (dados, bonos y total).

dbu-legacy-check = { $what } de { $fighter } ({ $why }): { $roll } contra { $tn } { $target }: { $result }
dbu-legacy-skill-check = Prueba de { $skill }
dbu-legacy-tn-medium = TN Media
dbu-legacy-tn-hard = TN Difícil
dbu-legacy-tn-lift = TN de Levantamiento
dbu-legacy-tn = TN { $difficulty }
dbu-legacy-opposed = { $why }: { $skill } de { $fighter } { $roll } contra { $defender_skill } de { $defender } { $defender_roll }: gana { $winner }

## Embestida, Aterrorizar, Tratamiento, Disparar y Recarga.

dbu-legacy-blitz-option = Embestida ({ $profile }) contra { $target }: carga { $squares } ({ $cost }, { $kp } KP)
dbu-legacy-part-blitz = Embestida { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
dbu-legacy-terrify-option = Aterrorizar a { $target } (Intimidación contra Intuición)
dbu-legacy-terrify-out-of-reach = Aterrorizar de { $fighter }: { $target } está fuera de alcance
dbu-legacy-source-terrify = Aterrorizar de { $fighter }
dbu-legacy-treatment-revive = Tratamiento: reanimar a { $ally }
dbu-legacy-treatment-cure = Tratamiento: curar el Veneno de { $ally }
dbu-legacy-treatment-of = Tratamiento de { $ally }
dbu-legacy-why-treatment-rolled = Tratamiento de { $fighter } (1d10(bT) { $total })
dbu-legacy-why-treatment = Tratamiento de { $fighter }
dbu-legacy-cured-of-poison = { $fighter } se cura del Veneno
dbu-legacy-shoot-option = Disparar { $weapon } { $aim } ({ $shots }/{ $ammo } disparos)
dbu-legacy-shoots = { $fighter } usa { $option }: { $n ->
    [one] queda { $count } disparo
   *[other] quedan { $count } disparos
}
dbu-legacy-reload-option = Recargar { $weapon } ({ $shots }/{ $ammo } disparos, 1 Contraacción)
dbu-legacy-why-reload = Recargar { $weapon }
dbu-legacy-reloads = { $fighter } recarga { $weapon }: { $shots }

## Ataque Unido, Intervenir, Escape del Duelo y Agarre.

dbu-legacy-part-united-bonuses = ½ bonos de Herida de { $ally } (Unido)
dbu-legacy-part-united-wager = Apuesta de Ki de { $ally } (Unido)
dbu-legacy-intervene-ask = { $fighter }: el ataque de { $attacker } alcanza a { $ally }. ¿Intervienes?
dbu-legacy-intervene-no = No intervenir
dbu-legacy-intervene-attempt = Intervenir: Salvación Impulsiva, TN Media (1 Contraacción); eliges la opción si la superas
dbu-legacy-intervene-for = Intervenir por { $ally }
dbu-legacy-intervene-passed = { $fighter }: superas la Salvación. ¿Qué opción de Intervenir para { $ally }?
dbu-legacy-intervene-no-option = Ninguna opción (la Contraacción queda gastada)
dbu-legacy-intervene-failed = { $fighter } no logra Intervenir y no puede volver a intentarlo esta ronda
dbu-legacy-escape-failed = { $fighter } no logra escapar: el Duelo sigue
dbu-legacy-escapes-duel = { $fighter } escapa del Duelo: el ataque queda anulado (sus Acciones y KP siguen gastados); { $fighter } puede volver a atacar en el acto
dbu-legacy-escape-attack-ask = { $fighter }: ¿atacas de nuevo tras el Escape del Duelo (Acción Instantánea)?
dbu-legacy-no-attack = Sin ataque
dbu-legacy-free-signature = { $technique }: { $free }
dbu-legacy-grapple-moved-away = { $grappled } queda libre: a { $grappler } lo mueven lejos

## Levantar Terreno, su escudo y lo que se lanza.

dbu-legacy-part-modifier = Modificador de { $attribute }
dbu-legacy-part-half-score = ½ Puntuación de { $attribute }
dbu-legacy-lift-square-option = Levantar Terreno: arrancar la { $square } (Atletismo TN { $tn })
dbu-legacy-lift-feature-option = Levantar Terreno: levantar { $feature } (Atletismo TN { $tn })
dbu-legacy-lift-occupied = Levantar Terreno de { $fighter }: la { $square } ya está ocupada
dbu-legacy-lifts = { $fighter } levanta { $feature } (Rango de Dureza { $rank })
dbu-legacy-shield-ask = { $fighter }: el ataque de { $attacker } te alcanza. ¿Usas { $feature } como escudo?
dbu-legacy-shield-use = Usar { $feature } como escudo (-{ $value } Daño; se rompe si aún pasa Daño)
dbu-legacy-shield-keep = Dejar { $feature } fuera (no sufre daño)
dbu-legacy-shield-held = { $fighter } se cubre con { $feature } como escudo
dbu-legacy-shield-kept = { $fighter } deja { $feature } fuera del ataque
dbu-legacy-shield-note = escudo { $feature }: Valor de Dureza { $value }
dbu-legacy-shield-shatters = { $feature } se hace añicos: el Daño pasó
dbu-legacy-thrown-destroyed = { $thing } se destruye con el impacto
dbu-legacy-source-thrust = Empuje de { $fighter }
dbu-legacy-break-value-drops = el Valor de Rotura de { $item } baja a { $value }
dbu-legacy-break-value-breaks = el Valor de Rotura de { $item } baja a { $value }: se rompe

## Potenciar.

dbu-legacy-empower-option = Potenciar a { $ally } (1 Acción, Tirada de Potenciación)
dbu-legacy-empowerment-maximum = { $value } (resultados máximos en Alcance Cuerpo a Cuerpo){ $parts }
dbu-legacy-empowerment-rolled = { $total } = { $dice } { $rolled }{ $parts }
dbu-legacy-empowerment = Tirada de Potenciación de { $fighter } { $roll }: hasta { $cap } KP
dbu-legacy-empower-ask = { $fighter }: ¿cuánto Ki para { $ally }?
dbu-legacy-transfers = { $fighter } transfiere { $kp } KP a { $ally }
dbu-legacy-why-empower = Potenciar de { $fighter }

## Carga de Energía. $release son las palabras de la propia opción de liberar.

dbu-legacy-release-option = { $release }, +{ $kp } KP por las cargas
dbu-legacy-stop-charging-option = Dejar de cargar (Instantánea, { $kp } KP)
dbu-legacy-charges-benefit = { $fighter } aprovecha { $used } de { $charges } (½ Modificador)

## Las Tiradas de Herida enfrentadas del Duelo.

dbu-legacy-part-ally-wager = Apuesta de Ki de { $ally }
dbu-legacy-part-united-attribute = { $attribute } de { $ally } (Unido)
dbu-legacy-duel-roll = Herida de { $fighter } { $score } = { $dice }{ $extra } { $draws }{ $parts }{ $note }
dbu-legacy-late-critical = {" "}+ Crítico { $extra } (Tirada de Herida de { $name }: Objetivo de Crítico { $target })

## El Ataque Dirigido de 2 Acciones. $effect es el efecto duradero del punto.

dbu-legacy-called-shot-option = Ataque Dirigido (1 Acción más: -1(T) al Golpe en Alcance Cuerpo a Cuerpo, -2(T) a distancia; +1 Categoría de Daño)
dbu-legacy-called-shot-damage-option = Ataque Dirigido (1 Acción más: -1(T) al Golpe en Alcance Cuerpo a Cuerpo, -2(T) a distancia; +1 Categoría de Daño; punto vulnerable: +3(T) Daño)
dbu-legacy-called-shot-spot-option = Ataque Dirigido (1 Acción más: -1(T) al Golpe en Alcance Cuerpo a Cuerpo, -2(T) a distancia; +1 Categoría de Daño; punto vulnerable: { $spot }, { $effect })
dbu-legacy-part-called-shot-range = distancia del Ataque Dirigido ({ $far } x 4 casillas)
dbu-legacy-note-vulnerable-spot = punto vulnerable +{ $bonus }

## Contención, Sentir y Detectar Contención. Lo que solo el bando de quien se contiene puede leer
## se quita de los eventos que leen los demás bandos (dbu-legacy-pays-ki es lo que leen de un
## pago de Ki).

dbu-legacy-pays-ki = { $fighter } paga Ki por { $why }
dbu-legacy-stacks = { $n ->
    [one] { $count } acumulación
   *[other] { $count } acumulaciones
}
dbu-legacy-stops-holding = { $fighter } deja la Contención ({ $why })
dbu-legacy-holding-why-instant = una Acción Instantánea
dbu-legacy-holding-why-no-stacks = no le quedan acumulaciones
dbu-legacy-holding-why-tier-rose = subió su Tier of Power
dbu-legacy-end-holding-option = Terminar la Contención ({ $stacks })
dbu-legacy-holding-option = Contención: { $stacks } (Tier { $tier })
dbu-legacy-holding-option-full = Contención: { $stacks } (Tier { $tier }, -1(bT) a las Tiradas de Combate)
dbu-legacy-holds-back = { $fighter } se contiene: { $stacks }, Tier { $tier }
dbu-legacy-holding-at-threshold = Contención en un Umbral de Salud
dbu-legacy-loses-stack = { $fighter } pierde una acumulación de Contención: { $n ->
    [one] le queda { $count }
   *[other] le quedan { $count }
}
dbu-legacy-sense-option = Sentir (Instantánea: Clarividencia contra cada Oponente)
dbu-legacy-detect-option = ¿Se contiene { $target }? (Instantánea: Clarividencia contra Ocultación)
dbu-legacy-sense-roll = { $fighter } usa Sentir: Clarividencia { $roll }
dbu-legacy-detect-roll = { $fighter } mira si { $target } se contiene: Clarividencia { $roll }
dbu-legacy-concealment-found = Ocultación de { $fighter } { $roll }: descubierto
dbu-legacy-concealment-unseen = Ocultación de { $fighter } { $roll }: inadvertido
dbu-legacy-sees-holding = { $fighter } ve que { $target } se contiene con { $stacks }
dbu-legacy-sees-not-holding = { $fighter } ve que { $target } no se contiene
dbu-legacy-learns-nothing = { $fighter } no averigua nada sobre { $target }

## La capa de juego (tenkaichi.dbu.play.why_not): por qué una Técnica Característica o una
## transformación no está en un menú. $away es dbu-play-why-nearest.

dbu-play-why-not-now = ahora no: se usa con una Acción en tu propio turno
dbu-play-why-no-actions = no quedan Acciones este turno
dbu-play-why-sleeping = Dormido: sin Maniobras
dbu-play-why-spectator = un Espectador no hace Maniobras
dbu-play-why-charging-for = cargando una Carga de Energía para { $attack }: solo puede usarse ese ataque
dbu-play-why-charging-basic = cargando una Carga de Energía para un Ataque Básico { $profile }: solo puede usarse ese ataque
dbu-play-why-pinned = Inmovilizado: sin ataques
dbu-play-why-transfigured = Transfigurado: sin Técnicas Características
dbu-play-why-minion = un secuaz ataca una vez por ronda: ya atacó
dbu-play-why-once-a-round = una vez por ronda: ya se usó una Técnica Característica esta ronda
dbu-play-why-magic-score = el Perfil { $profile } necesita una Puntuación de Magia de { $need }, tiene { $has }
dbu-play-why-profile-not-allowed = el Perfil { $profile } no está permitido aquí
dbu-play-why-ki = necesita { $kp } KP, tiene { $ki } de Ki
dbu-play-why-capacity = necesita { $kp } KP, le queda { $capacity } de Capacidad esta ronda
dbu-play-why-compelled = Obligado: solo puede atacar a { $by }, que está fuera de su alcance
dbu-play-why-not-available = no disponible en este momento
dbu-play-why-no-opponent = no queda ningún Oponente al que apuntar
dbu-play-why-nearest = Oponente más cercano: { $opponent }, a { $n ->
    [one] { $squares } casilla
   *[other] { $squares } casillas
}
dbu-play-why-within = necesita un Oponente a { $n ->
    [one] { $squares } casilla
   *[other] { $squares } casillas
} o menos ({ $away })
dbu-play-why-within-area = necesita un Oponente a { $n ->
    [one] { $squares } casilla
   *[other] { $squares } casillas
} o menos para su { $area } ({ $away })
dbu-play-why-no-square = ninguna casilla antes del Largo Alcance pone a un Oponente en su { $area } ({ $away })
dbu-play-why-melee = necesita un Oponente en Alcance Cuerpo a Cuerpo para un ataque Físico ({ $away })
dbu-play-why-no-reach = ningún Oponente a su alcance ({ $away })
dbu-play-why-awakening = un Despertar: siempre activo
dbu-play-why-already-in-it = ya está en ella
dbu-play-why-charging = cargando una Carga de Energía: solo puede usarse el ataque declarado
dbu-play-why-stress-exhaustion = Agotamiento por Tensión: sin transformaciones hasta que termine
dbu-play-why-tier = necesita Tier of Power { $need }, tiene { $has }
dbu-play-why-locked = no puede volver a usarse hasta el final de tu próximo turno
dbu-play-why-revert-first = ya está en { $form }: revierte primero
dbu-play-why-actions = necesita { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}, tiene { $has }

## Los bots de la capa de juego (tenkaichi.dbu.play.bot_names, search_bot). random, greedy y
## search son los nombres que admite --bot, los mismos en todos los idiomas.

dbu-play-bot-seconds = search ({ $n ->
    [one] { $count } segundo
   *[other] { $count } segundos
} por decisión)
dbu-play-bot-futures = search ({ $n ->
    [one] { $count } futuro muestreado
   *[other] { $count } futuros muestreados
} por decisión)
dbu-play-unknown-bot = bot desconocido { $name }; elige uno de: { $bots } (search:20 explora 20 futuros muestreados por decisión, search:0.5s piensa medio segundo)
dbu-play-search-iterations = el bot search necesita al menos 1 iteración, recibió { $got }
dbu-play-search-seconds = el bot search necesita un tiempo mayor que 0 segundos, recibió { $got }
dbu-play-search-budget = el presupuesto del bot search debe ser un número de futuros muestreados por decisión (search:20, como mucho { $most }) o un tiempo (search:0.5s, como mucho { $seconds }s), recibió { $got }
