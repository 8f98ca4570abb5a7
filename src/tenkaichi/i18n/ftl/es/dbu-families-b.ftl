## Familias de maniobras DBU, parte B: movimiento forzado, agarres, el campo de batalla y sus
## maniobras, objetos y las Ventajas de las Técnicas Características
## (tenkaichi.dbu.combat.families). Los nombres de luchadores, los ids de los elementos del
## terreno y los nombres de los objetos llegan tal cual; los nombres de maniobras, Ventajas,
## objetos y condiciones llegan como términos de juego (terms-*.ftl).

## Piezas que comparten estas familias

dbu-fb-square = casilla { $name }
dbu-fb-heading = { $heading ->
    [north] norte
    [north-east] noreste
    [east] este
    [south-east] sureste
    [south] sur
    [south-west] suroeste
    [west] oeste
    [north-west] noroeste
   *[other] { $heading }
}
dbu-fb-squares = { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
dbu-fb-uses = { $fighter } usa { $what }
dbu-fb-of = { $what } de { $fighter }
dbu-fb-stay = Quedarse
dbu-fb-at-square = en la { $square }
dbu-fb-to-square = a la { $square }
dbu-fb-or = { $first } o { $rest }
dbu-fb-uncounted = { $technique }: { $why }

## Movimiento forzado y Frenado Súbito (forced.py)

dbu-forced-fewer = {" "}({ $count } menos)
dbu-forced-sudden-move = { $stop }: moverte { $squares } hasta la { $square }{ $fewer }
dbu-forced-sudden-stay = { $stop }: quedarte en la { $square }{ $fewer }
dbu-forced-sudden-collide = { $stop }, chocar con { $obstacle } por { $amount }
dbu-forced-sudden-collide-ignoring = { $stop }, chocar con { $obstacle } por { $amount } ignorando sus Cualidades
dbu-forced-sudden-clear = { $stop }, sin Colisión (y luego un Movimiento Fuera de Secuencia)
dbu-forced-oos-mode = { $mode } Fuera de Secuencia
dbu-forced-not-moved = { $fighter } no se mueve ({ $why })
dbu-forced-sudden-ask = { $fighter }: { $by } te mueve { $squares } hacia el { $heading } ({ $why }). ¿Usas { $stop } (1 Contraacción)?
dbu-forced-no-sudden-stop = Sin { $stop }
dbu-forced-oos-ask = { $fighter }: { $stop } terminó sin Colisión. ¿Te mueves Fuera de Secuencia?
dbu-forced-moved-fewer = {" "}({ $stop }: { $count } menos de { $of })
dbu-forced-edge = : lo detiene el borde del campo de batalla
dbu-forced-moved = { $fighter } es movido { $squares } hacia el { $heading } de la { $start } a la { $end }{ $fewer } ({ $why }){ $edge }
dbu-forced-stays = { $fighter } no es movido hacia el { $heading } (sigue en la { $start }){ $fewer } ({ $why }){ $edge }
dbu-forced-where-ask = { $fighter }: ¿adónde te mueves (Fuera de Secuencia, después de { $stop })?
dbu-forced-to-square = a la { $square }, { $squares }
dbu-forced-oos-uses = { $fighter } usa { $mode } como Maniobra Fuera de Secuencia ({ $stop })

## El campo de batalla: obstáculos y Colisión (terrain/battlefield.py)

dbu-terrain-edge = el borde del campo de batalla
dbu-terrain-ground-at = el suelo de la { $square }
dbu-terrain-thing = { $kind ->
    [feature] el elemento
    [vehicle] el vehículo
    [weapon] el arma
    [item] el objeto
   *[other] { $kind }
} { $name }
dbu-terrain-rank = Rango { $rank }
dbu-terrain-rank-glass = Rango { $rank } + 1 (Vidrio)
dbu-terrain-hardness-base = Valor de Dureza { $value } ({ $rank }: 1(bT), bT { $bt })
dbu-terrain-hardness = Valor de Dureza { $value } (2 x { $rank } x bT { $bt })
dbu-terrain-times = {" "}x { $factor }
dbu-terrain-halves = {" "}x 0,5 ({ $quality })
dbu-terrain-doubles = {" "}x 2 ({ $quality })
dbu-terrain-qualities-ignored = {" "}(Cualidades ignoradas: { $stop })
dbu-terrain-how = { $how } = { $total }
dbu-terrain-halved = { $why }, reducido a la mitad por { $stop }
dbu-terrain-collides = { $fighter } choca con { $obstacle } ({ $why }): { $how }
dbu-terrain-collision-with = Colisión con { $obstacle }
dbu-terrain-cover-note = Cobertura { $feature }: 2 x Valor de Dureza { $value }

## Levantar Terreno y Colocar (terrain/lift.py)

dbu-terrain-lift-tear-option = { $lift }: arrancar el suelo de la { $square }
dbu-terrain-lift-option = { $lift }: levantar { $feature }
dbu-terrain-place-option = Colocar { $feature } en la { $square } (Instantánea)
dbu-terrain-placed = { $fighter } deja { $feature } en la { $square } (Colocar, una Maniobra Instantánea)
dbu-terrain-lift-out-of-reach = { $lift } de { $fighter }: { $feature } está fuera de alcance
dbu-terrain-lift-occupied = { $lift } de { $fighter }: la { $square } ya está ocupada
dbu-terrain-lifts = { $fighter } levanta { $feature } (Rango de Dureza { $rank }) (Modificador de Fuerza { $force } > 3 x Valor de Dureza { $value } = { $triple })
dbu-terrain-tears-up = { $fighter } arranca el suelo de la { $square }: { $feature }, un Elemento de 1 casilla con Rango de Dureza { $rank } (Modificador de Fuerza { $force } > 3 x Valor de Dureza { $value } = { $triple })
dbu-terrain-drops = { $fighter } suelta { $feature } en la { $square }

## Arrojar (terrain/throw.py)

dbu-terrain-throw-option = { $throw } { $thing } ({ $kind ->
    [feature] elemento
    [weapon] arma
    [item] objeto
   *[other] { $kind }
}, Rango de Dureza { $rank }) contra { $target }
dbu-terrain-land-ask = { $fighter }: ¿dónde cae { $thing } junto a { $target }?
dbu-terrain-lands = { $thing } cae en la { $square } ({ $where })
dbu-terrain-next-to = junto a { $fighter }
dbu-terrain-end-of-throw = al final del lanzamiento

## Empuje y Empuje de Elemento (terrain/thrust.py)

dbu-terrain-thrust-option = { $thrust } contra { $target }
dbu-terrain-feature-thrust-option = { $thrust }: empujar { $feature } { $squares }
dbu-terrain-thrust-no-target = { $thrust } de { $fighter } no encuentra objetivo: { $target } está fuera de alcance
dbu-terrain-knock-prone-option = Derribar (Impulsiva contra Corpórea)
dbu-terrain-push-back-option = Hacer Retroceder { $squares } (Colisión doble)
dbu-terrain-thrust-effect-ask = { $fighter }: tu { $thrust } alcanza a { $target }. ¿Qué efecto eliges?
dbu-terrain-thrust-push-why = { $thrust } de { $fighter }: Hacer Retroceder
dbu-terrain-feature-thrust-out-of-reach = { $thrust } de { $fighter }: { $feature } está fuera de alcance
dbu-terrain-stopped-by = , lo detiene { $obstacle }
dbu-terrain-thrust-into-at = { $fighter } empuja { $feature } en la { $end } contra { $victim }
dbu-terrain-thrust-stays = { $fighter } empuja { $feature }, pero se queda en la { $end }{ $why }
dbu-terrain-thrust-moves = { $fighter } empuja { $feature } { $squares } de la { $start } a la { $end }{ $why }
dbu-terrain-thrust-moves-into = { $fighter } empuja { $feature } { $squares } de la { $start } a la { $end }, contra { $victim }
dbu-terrain-flies-ask = { $fighter }: { $feature } vuela hacia ti. ¿Gastas una Contraacción en un Choque de Potencia contra { $by } para detenerlo?
dbu-terrain-take-collision = Recibir la Colisión ({ $life } de Vida)
dbu-terrain-block-option = Choque de Potencia (1 Contraacción)
dbu-terrain-feature-stopped = { $fighter } detiene { $feature } en la casilla contigua
dbu-terrain-block-why = un Choque de Potencia contra el Elemento
dbu-terrain-stops-why = { $fighter } detiene { $feature }
dbu-terrain-knock-prone-why = { $thrust }: Derribar
dbu-terrain-failed-thrust = { $thrust } fallido de { $fighter }

## Agarres (grapple/)

dbu-grapple-starts = { $grappler } agarra a { $grappled }: ambos sufren Guardia Baja mientras dure el Agarre
dbu-grapple-starts-tail = { $grappler } agarra a { $grappled } por la cola (sin Ataque de Cola en este Agarre): ambos sufren Guardia Baja mientras dure el Agarre
dbu-grapple-ends = Termina el Agarre de { $grappler } sobre { $grappled } ({ $why })
dbu-grapple-out-of-reach = { $grappled } está fuera del Alcance Cuerpo a Cuerpo de { $grappler }
dbu-grapple-defeated = { $fighter } está Derrotado
dbu-grapple-gigantic-grip = Agarre Gigantesco +{ $n }(T)
dbu-grapple-check-grapple = Prueba de Agarre (Agarre)
dbu-grapple-check-escape = Prueba de Agarre (Escape)
dbu-grapple-check-launch = Prueba de Agarre (Lanzamiento)
dbu-grapple-grappling-a-grapple = Agarrar a alguien ya agarrado ({ $grappler } sujeta a { $grappled })
dbu-grapple-escaping = Escapando de un Agarre
dbu-grapple-movement = Movimiento en un Agarre
dbu-grapple-moving-a-character = Mover a un Personaje en un Agarre ({ $grappler } sujeta a { $grappled })
dbu-grapple-keep-option = Mantener el Agarre (sin lanzar)
dbu-grapple-throw-option = Lanzar a { $target } hacia el { $heading }
dbu-grapple-launch-ask = { $fighter }: ¿{ $launch } de { $target }? (hasta { $might } casillas)
dbu-grapple-distance-ask = { $fighter }: ¿a qué distancia lanzas a { $target } hacia el { $heading }?
dbu-grapple-distance-option = { $squares } hacia el { $heading }
dbu-grapple-keeps-hold = { $fighter } sigue sujetando a { $target }
dbu-grapple-launches = { $fighter } lanza a { $target }
dbu-grapple-escape-word = Escape
dbu-grapple-fails = { $what } de { $fighter } falla: { $why } (su coste sigue gastado)
dbu-grapple-no-longer-in-reach = { $target } ya no está en Alcance Cuerpo a Cuerpo
dbu-grapple-already = { $fighter } ya está en un Agarre
dbu-grapple-keeps-hold-why = { $fighter } no suelta
dbu-grapple-broke-in = { $grappled } escapa: { $fighter } irrumpió
dbu-grapple-lost-check = { $fighter } perdió la Prueba de Agarre: provoca la maniobra Aprovechar de { $target }
dbu-grapple-no-longer-grappled = ya no está agarrado
dbu-grapple-stays-grappled = { $fighter } sigue agarrado
dbu-grapple-escapes = { $fighter } escapa
dbu-grapple-no-longer-grappler = ya no es quien agarra
dbu-grapple-launch-failed = { $fighter } escapa: el { $launch } falló
dbu-grapple-pin-failed = { $fighter } escapa: la { $pin } falló
dbu-grapple-pinned = { $fighter } está Inmovilizado: le queda 1 Acción
dbu-grapple-no-longer-pinned = ya no está Inmovilizado
dbu-grapple-breaks-pin = { $fighter } rompe la { $pin } y escapa
dbu-grapple-first-clash = {" "}(primero un Choque de Potencia contra { $fighter })
dbu-grapple-option = { $grapple } sobre { $target }{ $note }
dbu-grapple-tail-option = { $grapple } sobre { $target } por la cola (Sujeción por la Cola, -2(T)){ $note }
dbu-grapple-end-option = Terminar el Agarre sobre { $target } (Instantánea)
dbu-grapple-launch-option = { $launch } de { $target } (Prueba de Agarre)
dbu-grapple-pin-option = { $pin } de { $target } (Choque de Potencia)
dbu-grapple-escape-option = Escapar del Agarre ({ $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}{ $more })
dbu-grapple-escape-more = , +{ $more }(T)
dbu-grapple-escape-pin-option = Escapar de la Inmovilización (Choque de Potencia contra { $target })
dbu-grapple-ends-instant = { $fighter } termina el Agarre (Instantánea)
dbu-grapple-lets-go = { $fighter } suelta
dbu-grapple-placed = { $fighter } es movido de la { $start } a la { $end } ({ $why })
dbu-grapple-pull-ask = { $fighter }: ¿a qué casilla atraes a { $target }?
dbu-grapple-pull-option = { $pulled }: Choque de Potencia para atraer a { $target } a tu lado (Instantánea)
dbu-grapple-tries-pull = { $fighter } intenta atraer a { $target } (Instantánea)
dbu-grapple-pinned-stays = { $fighter } está Inmovilizado y no puede moverse
dbu-grapple-dragged-by = arrastrado por { $fighter } en el Agarre
dbu-grapple-cannot-drag = { $fighter } no puede arrastrar más a { $target } y se detiene
dbu-grapple-in-the-way = { $fighter } se detiene: { $target } le cierra el paso
dbu-grapple-dragged-along = arrastrado junto con { $fighter } en el Agarre
dbu-grapple-held = { $fighter } no es movido: lo sujeta el Agarre de { $grappler }, solo se puede mover a quien agarra
dbu-grapple-moved-away = { $grappled } escapa: { $fighter } mueve a { $mover }

## Objetos: Pruebas de Habilidad, Sin Esfuerzo, Desarmar, Lanzar Objeto, un objeto perdido (items/)

dbu-item-skill-check = { $fighter }: Prueba de { $skill } ({ $category }) ({ $why }): { $roll } contra TN { $tn }: { $outcome }
dbu-item-success = éxito
dbu-item-failure = fallo
dbu-item-effort-sheathe = { $effort }: envainar { $item }
dbu-item-effort-replace = { $effort }: cambiar { $item } por { $other }
dbu-item-effort-draw = { $effort }: desenvainar { $item }
dbu-item-effort-drop = { $effort }: soltar { $item }
dbu-item-effort-pickup = { $effort }: recoger { $item } en la { $square }
dbu-item-effort-pickup-feet = { $effort }: recoger { $item } a tus pies
dbu-item-effort-activate = { $effort }: activar { $on }
dbu-item-effort-deactivate = { $effort }: desactivar { $off }
dbu-item-effort-swap = { $effort }: desactivar { $off } y activar { $on }
dbu-item-sheathes = { $fighter } envaina { $item } ({ $effort })
dbu-item-replaces = { $fighter } cambia { $old } por { $item } ({ $effort })
dbu-item-draws = { $fighter } desenvaina { $item } ({ $effort })
dbu-item-picks-up = { $fighter } recoge { $item } ({ $hand }; { $effort })
dbu-item-in-hand = en la mano
dbu-item-carried = lo lleva encima
dbu-item-activates = { $fighter } activa { $item } ({ $effort })
dbu-item-deactivates = { $fighter } desactiva { $item } ({ $effort })
dbu-item-disarm-option = { $disarm } a { $target } ({ $item }): Golpe contra Golpe/Esquiva
dbu-item-toss-option = { $toss }: { $item } a { $target }
dbu-item-find-option = Buscar el objeto perdido { $item } (1 Acción, Prueba de { $skill } ({ $category }))
dbu-item-looks-for = { $fighter } busca el objeto perdido { $item }
dbu-item-finding = al buscar { $item }
dbu-item-not-found = { $fighter } no encuentra { $item }: sigue perdido
dbu-item-found = { $fighter } encuentra { $item } ({ $hand })
dbu-item-land-ask-next-to = { $fighter }: ¿dónde cae { $item } (junto a { $near })?
dbu-item-land-ask-yours = { $fighter }: ¿dónde cae { $item } (en tu casilla o junto a ella)?
dbu-item-drops = { $fighter } suelta { $item }: cae en la { $square } ({ $effort })
dbu-item-knocks-away = { $fighter } hace saltar { $item }: cae en la { $square }
dbu-item-takes-back = { $fighter } retira la maniobra { $maneuver } y recupera 1 Acción ({ $why }; Control Instantáneo)
dbu-item-no-longer-target = { $target } ya no es un objetivo
dbu-item-disarm-lost = { $fighter } pierde el Choque de { $disarm } y provoca la maniobra Aprovechar de { $target }
dbu-item-disarms = { $fighter } desarma a { $target }: { $item } se le escapa de las manos
dbu-item-out-of-reach = ya no se puede alcanzar a { $target }
dbu-item-catching = al atrapar { $item }
dbu-item-catches = { $fighter } atrapa { $item } que le lanza { $by }
dbu-item-lost = { $item } pasa de largo junto a { $target } y se pierde (una Prueba de { $skill } lo encuentra)

## Las Ventajas de las Técnicas Características (advantages/)

dbu-adv-ranked = { $name } (rango { $rank })
dbu-adv-source = { $advantage }: { $what }
dbu-adv-named-technique = { $advantage } ({ $technique })
dbu-adv-of-technique = { $advantage } de { $fighter } ({ $technique })
dbu-adv-on-ask = { $fighter }: ¿{ $what } sobre { $target }?
dbu-adv-the-attack = el ataque
dbu-adv-plus-note = { $advantage } +{ $more }
dbu-adv-defender-wins = gana { $fighter }
dbu-adv-defender-wins-tie = gana { $fighter } (los empates son para quien defiende)

# Teledirigido y Rebote
dbu-adv-homing-part = { $homing } ({ $n ->
    [one] { $count } fallo
   *[other] { $count } fallos
} hasta ahora)
dbu-adv-homing-several = { $homing } de { $fighter } no da una nueva tirada a un ataque contra varios objetivos
dbu-adv-homing-out-of-reach = { $homing } de { $fighter } no da una nueva tirada: { $target } está fuera de alcance
dbu-adv-homing-again = +{ $bonus }(T); nueva tirada { $turn } de { $of }
dbu-adv-homing-option = { $homing }: repetir la Tirada de Golpe ({ $again }): { $chance }{"\u00A0"}% de superar la { $defence } { $score } de { $target }
dbu-adv-rebound-option = { $rebound }: repetir la Tirada de Golpe contra { $target } en su lugar ({ $again }; { $target } responde)
dbu-adv-let-miss-option = Dejar que falle
dbu-adv-homing-ask = { $fighter }: { $attack } falló contra { $target }.
dbu-adv-homing-rolls = { $fighter } repite la Tirada de Golpe contra { $target } ({ $homing }, +{ $bonus }(T))
dbu-adv-rebound-turns = El ataque de { $fighter } pasa de { $target } a { $new } ({ $rebound }: otra Tirada de Golpe, { $homing } +{ $bonus }(T))
dbu-adv-lets-miss = { $fighter } deja que el ataque falle contra { $target }
dbu-adv-homing-keep-on-option = Mantener el ataque sobre { $target }, fuera de alcance ({ $homing }: sin nueva tirada si falla)

# Dados: Montones de Ataques, Ataque de Bajo Riesgo, Ataque Engañoso, Embestida Brutal
dbu-adv-alotta-note = {" "}({ $name }: { $n ->
    [one] { $count } Tirada de Golpe más
   *[other] { $count } Tiradas de Golpe más
})
dbu-adv-low-stakes = { $low_stakes }: este uso no cuenta para el límite de la Maniobra de Técnica Característica
dbu-adv-trick = { $trick } ({ $attack }): { $fighter } { $skill } { $roll } contra { $target } { $against } { $defence }: { $outcome }
dbu-adv-trick-won = gana { $fighter }, +{ $bonus } a la Tirada de Golpe contra { $target }
dbu-adv-trick-strike = El Golpe de { $fighter } contra { $target } es { $score } (Golpe { $strike } + { $trick } { $bonus })
dbu-adv-brutal-blitz = { $agility } ({ $blitz }: una carga con toda la Velocidad Aumentada; { $instead } { $value })

# Movimientos: Golpe en Dos Tiempos, Golpear y Huir, Voltereta Hacia Atrás, Carrera a Alta Velocidad
dbu-adv-move-ask = { $fighter }: ¿{ $advantage } con { $technique }?
dbu-adv-two-step-option = { $two_step }: { $thrust } contra { $target }, Hacer Retroceder { $squares } si acierta
dbu-adv-no-two-step-option = Sin { $two_step }
dbu-adv-two-step-uses = { $fighter } usa { $two_step }: un { $thrust } contra { $target } fuera de secuencia
dbu-adv-two-step-why = { $two_step } ({ $thrust })
dbu-adv-dash-speed = { $dash }: Velocidad Aumentada { $speed }, sin Aprovechar
dbu-adv-normal-speed = Velocidad Normal { $speed }
dbu-adv-no-run-option = Quedarse (sin movimiento de { $run })
dbu-adv-run-option = { $run }: { $squares } hacia el { $heading } hasta la { $square }
dbu-adv-back-flip-note = {" "}({ $back_flip }, antes del ataque)
dbu-adv-run-uses = { $fighter } usa { $run }{ $back_flip }: { $squares } hacia el { $heading } hasta la { $square } ({ $how })

# Boleto Exprés
dbu-adv-ticket-full = {" "}(toda tu Velocidad Aumentada: { $target } pierde { $life } de Vida si no lo detienen)
dbu-adv-ticket-option = { $ticket }: llevar a { $target } { $squares } hacia el { $heading }, tú hasta la { $square }{ $full }
dbu-adv-ticket-stay-option = Quedarse (sin viaje de { $ticket } para { $target })
dbu-adv-ticket-ask = { $fighter }: ¿{ $ticket } ({ $technique }) sobre { $target }?
dbu-adv-ticket-no-line = { $fighter } no tiene una línea recta libre para llevarse a { $target } ({ $ticket })
dbu-adv-ticket-rides = { $fighter } avanza { $squares } de la { $start } a la { $end } llevándose a { $target } ({ $ticket }, Velocidad Aumentada { $speed })
dbu-adv-ticket-full-ride = { $ticket } ({ $technique }): un viaje con toda la Velocidad Aumentada sin Colisión, 1/2 de la Potencia de { $fighter }

# Powerbomb y Azote contra el Terreno
dbu-adv-powerbomb-keep-option = Mantener el Agarre sobre { $target } (sin { $powerbomb })
dbu-adv-powerbomb-option = { $powerbomb }: terminar el Agarre sobre { $target } tras el ataque (+{ $bonus } a su Tirada de Herida; sin Maniobra de Agarre hasta tu próximo turno)
dbu-adv-powerbomb-no-grapple = { $fighter } no puede usar la Maniobra de Agarre hasta el inicio de su próximo turno ({ $powerbomb })
dbu-adv-powerbomb-uses = { $fighter } usa { $powerbomb } ({ $technique }): el Agarre sobre { $target } termina tras el ataque, y su Tirada de Herida gana +{ $bonus }
dbu-adv-slam-feature = el Elemento { $feature }
dbu-adv-slam-option = { $slam }: estrellar a { $target } contra { $where } (Rango de Dureza { $rank }: { $amount } de daño por Colisión)
dbu-adv-slammed = { $fighter } es estrellado desde la { $start } sobre { $onto } ({ $why })
dbu-adv-slam-nowhere = { $fighter } no tiene ningún Elemento ni casilla libre al lado contra la que estrellarlo ({ $what })

# Efectos: Último Aliento, Perforante, Golpe Demoledor, Destructor de Secuaces, Ventajas sin efecto
dbu-adv-last-legs-ignores = { $last_legs } ignora los Umbrales de Salud
dbu-adv-last-legs-below = { $last_legs } ({ $n ->
    [one] { $count } Umbral de Salud
   *[other] { $count } Umbrales de Salud
} por debajo)
dbu-adv-armor-piercing-note = { $armor_piercing } ignora { $lowered } de Reducción de Daño
dbu-adv-unplayed = { $technique }: { $names } no { $n ->
    [one] tiene
   *[other] tienen
} efecto en juego

# Bomba Personal y Diferido
dbu-adv-bomb-everyone-option = Todos en el Área de Efecto ({ $targets })
dbu-adv-bomb-only-option = Solo { $target } ({ $bomb }: el área estalla a su alrededor más tarde)
dbu-adv-bomb-ally-option = Solo { $target } (tu aliado) ({ $bomb }: el área estalla a su alrededor más tarde)
dbu-adv-bomb-ask = { $fighter }: ¿{ $technique } contra todos en su área, o contra un solo objetivo?
dbu-adv-bomb-aims = { $fighter } apunta { $technique } solo contra { $target } ({ $bomb })
dbu-adv-delayed-held = { $fighter } aún no recibe Daño ({ $delayed }): { $attacker } guarda la Herida { $wound } de { $technique }
dbu-adv-detonate-bomb = , y su Área de Efecto estalla alrededor de { $target } ({ $bomb })
dbu-adv-detonate-option = Detonar { $technique } ({ $delayed }, Maniobra Instantánea): Herida { $wound } contra { $targets }{ $bomb }
dbu-adv-detonates = { $fighter } detona { $technique } ({ $delayed }, Maniobra Instantánea): Herida { $wound } contra { $targets }; se retira { $imminent }
dbu-adv-bomb-goes-off = { $technique } estalla alrededor de { $target } ({ $bomb }): un nuevo Golpe contra { $targets }, Herida { $wound }

# Al impactar: Condición, Sostenido, Lanzamiento Potente, Golpe Preciso, Precisión Milimétrica
dbu-adv-condition-already = Condición ({ $fighter } ya tiene { $condition })
dbu-adv-sustained-again = El Daño Continuo de { $fighter } por { $sustained } ({ $stacks } acumulaciones) vuelve a empezar sus { $rounds } Rondas de Combate
dbu-adv-sustained-source = { $sustained }: { $technique }, { $rounds } Rondas de Combate
dbu-adv-precise-strike-note = { $precise } con un Golpe Crítico: { $squares } x1,5 = { $longer }
dbu-adv-pinpoint-called-shot-option = { $called_shot }: { $spot } (+1 Categoría de Daño, -2(T) al Golpe; { $effect }; { $pinpoint }: +1 { $broken } al impactar)

# Objetivos: Divisor, Asalto Extendido, Ráfaga Controlada
dbu-adv-split-option = Apuntar también a { $target } (Tirada de Herida { $penalty } contra cada objetivo)
dbu-adv-split-done = No más objetivos
dbu-adv-split-done-penalty = No más objetivos (Tirada de Herida { $penalty })
dbu-adv-split-ask = { $fighter }: { $splitting }: ¿apuntas { $technique } también a otro Oponente? ({ $now } de hasta { $most } objetivos)
dbu-adv-splits = { $fighter } divide { $technique }: apunta a { $targets } ({ $splitting }: { $n ->
    [one] { $count } objetivo
   *[other] { $count } objetivos
} además del primero, { $penalty } a la Tirada de Herida)
dbu-adv-split-part = { $splitting } ({ $n ->
    [one] { $count } objetivo
   *[other] { $count } objetivos
} además del primero)
dbu-adv-widespread-on = {" "}en la { $square }
dbu-adv-widespread = { $technique }: { $widespread } le da un Área de Efecto de { $shape }{ $where } ({ $squares })
dbu-adv-controlled-allies = ; también { $n ->
    [one] tu aliado
   *[other] tus aliados
} { $allies }
dbu-adv-controlled-aim = desde la { $square } hacia el { $heading } ({ $controlled }; alcanza a { $hits }{ $allies })
dbu-adv-controlled-note = { $technique }: { $controlled }: el { $cone } empieza en la { $square } y apunta hacia el { $heading }

# Números: Apuesta Total, Golpe Perfecto, Cargas de Energía ganadas, Asalto Instantáneo, Lluvia de Golpes
dbu-adv-full-wager-option = Apuesta de Ki { $kp } ({ $full })
dbu-adv-perfect-strike = { $technique }: { $perfect }: el coste de { $kp } KP solo resta { $taken } de Capacidad (Capacidad { $capacity })
dbu-adv-boost-reason = { $boost } (en { $form })
dbu-adv-concentrated-reason = { $concentrated } (solo { $target } en el área)
dbu-adv-terror-reason = { $terror } (todos los objetivos { $shaken })
dbu-adv-gains-charges = { $technique } gana { $n ->
    [one] { $count } Carga de Energía
   *[other] { $count } Cargas de Energía
}: { $reasons } ({ $total ->
    [one] { $total } Carga de Energía
   *[other] { $total } Cargas de Energía
} en total)
dbu-adv-instant-assault = { $attack }: { $instant }: ninguna Maniobra Instantánea puede responderlo
dbu-adv-peppering = { $fighter }: { $peppering } ({ $n ->
    [one] { $count } rango
   *[other] { $count } rangos
}) añade { $stacks ->
    [one] { $stacks } acumulación de Defensa Menguante
   *[other] { $stacks } acumulaciones de Defensa Menguante
} ({ $all } en total)

# Fintas: Finta, Ataque Envolvente
dbu-adv-fake-out = { $fake_out } ({ $attack }): { $fighter } { $bluff } { $roll } contra { $target } { $intuition } { $defence }: { $outcome }
dbu-adv-fake-out-won = gana { $fighter }: { $target } solo puede Esquivar o usar Guardia contra { $attack }
dbu-adv-fake-out-lost = gana { $target } y puede responder a { $attack } como siempre
dbu-adv-fake-out-lost-tie = gana { $target } (los empates son para quien defiende) y puede responder a { $attack } como siempre
dbu-adv-encompassing-guard-option = { $guard } { $kp } KP (Guardia { $base } + { $named } { $more })
dbu-adv-encompassing-option = { $option } { $kp } KP ({ $named })
dbu-adv-fake-out-technique-option = { $technique } ({ $profile }, { $kp } KP) { $aim }
dbu-adv-fake-out-ask = { $fighter }: { $fake_out } ({ $attack }): ¿atacas fuera de secuencia a { $dodgers }, que lo esquivó?
dbu-adv-no-oos-attack-option = Sin ataque fuera de secuencia

# Ataque Unido: prestar Ventajas
dbu-adv-lend-option = Prestar un rango de { $advantage }
dbu-adv-lend-ask = { $fighter }: presta Ventajas de { $technique } al ataque de { $attacker } ({ $n ->
    [one] queda { $count } rango
   *[other] quedan { $count } rangos
})
dbu-adv-lend-no-more-option = No prestar más
dbu-adv-lends = { $fighter } presta al ataque de { $attacker } un rango de { $advantage } de { $technique }: ahora tiene { $has }

# Armas: Técnica Arrojadiza
dbu-adv-throw-technique-option = { $throw } { $weapon } con { $technique } ({ $profile }, { $kp } KP; { $throwing }) contra { $target }
dbu-adv-throw-technique-uses = { $fighter } usa { $throw } con { $technique } ({ $throwing }): arroja { $weapon } contra { $target }

# Momento: Técnica Oportunista, Contraataque, Última Oportunidad
dbu-adv-exploit-option = { $technique } ({ $profile }) contra { $target } ({ $exploiting })
dbu-adv-exploit-why = { $exploit } con { $technique } ({ $exploiting })
dbu-adv-counter-option = { $defend }: { $cross_counter } con { $technique } ({ $counter }: Valor de Defensa completo, y luego contraatacas con ella)
dbu-adv-counter-why = { $defend }: { $cross_counter } con { $technique } ({ $counter })
dbu-adv-counter-not-halved = { $counter }: Valor de Defensa sin reducir a la mitad
dbu-adv-counter-attack-option = { $technique } contra { $target } ({ $counter })
dbu-adv-final-chance-option = Apuesta de Ki { $kp } + { $final }: bajar { $life } de Vida a 0 (Apuesta de Ki { $total })
dbu-adv-final-chance = { $fighter } baja { $life } de Vida a 0 ({ $final }): Apuesta de Ki { $kp } + { $life } = { $total }; { $fighter } no queda Derrotado hasta que termine el ataque

# Estallido de Transformación
dbu-adv-flare-stay-option = Quedarte como estás
dbu-adv-flare-option = { $option }, fuera de secuencia: sin Acción
dbu-adv-flare-ask-attack = { $fighter }: { $flare } ({ $technique }): ¿usas la Maniobra de { $transformation } fuera de secuencia antes de la Tirada de Herida? La dejas en cuanto termine el ataque.
dbu-adv-flare-ask-duel = { $fighter }: { $flare } ({ $technique }): ¿usas la Maniobra de { $transformation } fuera de secuencia antes de la primera tirada del Duelo? La dejas en cuanto termine el Duelo.
dbu-adv-flare-uses = { $fighter } usa la Maniobra de { $transformation } como Maniobra Fuera de Secuencia ({ $flare }: { $technique }): { $form }, sin Acción
dbu-adv-flare-over-attack = { $flare }: el ataque terminó
dbu-adv-flare-over-duel = { $flare }: el Duelo terminó
