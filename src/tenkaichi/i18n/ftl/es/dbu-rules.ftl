## Las reglas centrales del motor de DBU: lo que dice el registro de un combate, las opciones que
## se ofrecen a un luchador y las preguntas que se le hacen. Los nombres (luchadores, bandos,
## casillas, dados) llegan tal cual; los términos de juego llegan traducidos (terms-*.ftl).
## $n junto a $count es el mismo número, para elegir la forma plural.

## Partes de una tirada y dados
dbu-part-spectating = { $fighter } como espectador
dbu-part-doubled = { $label } ×2 ({ $why })
dbu-part-recovering = { $label } (Recuperación en Combate -{ $value })
dbu-dice-botch = { $dice } pifia -{ $penalty }

## Pruebas y Tiradas de Salvación
dbu-check-roll = { $dice } { $rolled }{ $critical }{ $parts } = { $total }
dbu-critical-on = {" "}(Crítico con { $value }+)
dbu-part-score = Puntuación de { $attribute }
dbu-part-half-score = ½ Puntuación de { $attribute }
dbu-part-ranks = { $n ->
    [one] { $count } rango
   *[other] { $count } rangos
} x 2

## Casillas
dbu-square = casilla { $square }

## Condiciones, Ki y Capacidad
dbu-condition-gained = { $fighter } obtiene { $condition } ({ $source })
dbu-condition-gained-stacks = { $fighter } obtiene { $condition } ({ $n ->
    [one] { $count } acumulación
   *[other] { $count } acumulaciones
}) ({ $source })
dbu-condition-lost = { $fighter } pierde { $condition }
dbu-condition-stack-lost = { $fighter } pierde una acumulación de { $condition }
dbu-condition-ended = { $fighter } pierde { $condition } (terminó { $source })
dbu-kp-paid = { $fighter } paga { $kp } KP por { $why } (Ki { $ki }, Capacidad { $capacity })
dbu-ki-regained = { $fighter } recobra { $ki } KP{ $capped }{ $capacity } ({ $why })
dbu-ki-up-to-max = {" "}(hasta el máximo)
dbu-ki-and-capacity = {" "}y { $capacity } de Capacidad

## Daño, Umbrales de Salud, Firmeza, Derrota e Ímpetu
dbu-steadfast-tn-risen = { $tn } ({ $base } +{ $step } por cada Tier tras el primero)
dbu-damage-wound = Herida { $wound }
dbu-damage-dr = {" "}- RD { $dr }
dbu-damage-soak = {" "}- Soak { $soak }
dbu-damage-half-soak = {" "}- ½ Soak { $soak }
dbu-damage-broken = {" "}+ Quebrado { $broken }
dbu-damage-broken-soak = {" "}(Quebrado -{ $broken })
dbu-damage-less = {" "}- { $value }
dbu-damage-more = {" "}+ { $value }
dbu-damage-total = {" "}({ $category }) = { $damage }
dbu-life-lost = { $fighter } pierde { $amount } de Vida ({ $why }): le quedan { $life }/{ $top }
dbu-will-to-survive-waits = { $fighter } está a 0 de Vida pero aún no está derrotado (Voluntad de Sobrevivir): puede curarse por encima de 0
dbu-defeated = { $fighter } queda derrotado
dbu-threshold-drops = { $fighter } cae al umbral { $threshold }
dbu-threshold-recovers = { $fighter } se recupera al umbral { $threshold }
dbu-steadfast-massive = { $fighter } falla la Prueba de Firmeza del umbral { $threshold } (Daño Masivo)
dbu-steadfast-passed = Prueba de Firmeza de { $fighter } por el umbral { $threshold }: { $check } contra { $tn }: la supera
dbu-steadfast-failed = Prueba de Firmeza de { $fighter } por el umbral { $threshold }: { $check } contra { $tn }: falla, -1(bT) a las Tiradas de Combate
dbu-bonus-momentum = { $fighter } gana Ímpetu Adicional: +1 Acción
dbu-reduced-momentum = { $fighter } sufre Ímpetu Reducido: 1 Acción menos la próxima ronda
dbu-revived = { $fighter } es reanimado por { $by } con { $life } de Vida (Voluntad de Sobrevivir) y perderá su próximo turno
dbu-healed = { $fighter } recobra { $amount } de Vida ({ $why }): { $life }/{ $top }

## Acciones y Contraacciones
dbu-action-converted = { $fighter } convierte una Acción Estándar en una Contraacción
dbu-counter-paid = { $fighter } responde con { $why } (1 Contraacción)

## Maniobras que no atacan, Impulsos, Orden, mantenimiento del Aura, el Espectador
dbu-named = { $name }
dbu-option-charge-basic-attack = un Ataque Básico { $profile } ({ $foundation })
dbu-charge-dropped = { $fighter } deja de cargar y pierde { $n ->
    [one] { $count } Carga de Energía
   *[other] { $count } Cargas de Energía
} ({ $why })
dbu-healing-surge = { $fighter } usa un Impulso de Curación: 2d10(T) { $roll } + Surgencia { $surgency }
dbu-ki-surge = { $fighter } usa un Impulso de Ki: ¼ Ki Máx. + Surgencia { $surgency } = { $ki } KP, ¼ Capacidad Máx. = { $capacity }
dbu-command = { $fighter } da la orden a { $minions }
dbu-charge-declared = { $fighter } declara { $attack } para la Carga de Energía
dbu-nowhere-to-move = { $fighter } no tiene adónde moverse
dbu-option-destination = a la { $square }, { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
dbu-ask-destination = { $fighter }: ¿adónde te mueves?
dbu-charge-no-attack = La Carga de Energía de { $fighter } no tiene ataque que potenciar
dbu-ask-charge-attack = { $fighter }: ¿qué ataque potenciará la Carga de Energía?
dbu-charge-nothing-to-add = La Carga de Energía de { $fighter } no tiene carga a la que sumarse
dbu-charge-holds = { $fighter } tiene ahora { $n ->
    [one] { $count } Carga de Energía
   *[other] { $count } Cargas de Energía
}
dbu-aura-activated = { $fighter } activa el aura { $aura }
dbu-ask-aura-upkeep = { $fighter }: ¿mantienes el aura { $aura } por { $kp } KP?
dbu-option-keep-aura = Pagar { $kp } KP para mantener { $aura }
dbu-option-drop-aura = Dejar que { $aura } termine
dbu-ask-spectator = { $fighter } es espectador: ¿sales o descansas este turno?
dbu-option-leave-spectator = Dejar el estado de Espectador y actuar
dbu-option-spectator-rest = Quedarte: pierdes tus Acciones y recuperas 2d10(bT) de Vida y de Ki
dbu-aura-ends = Termina el aura { $aura } de { $fighter }
dbu-why-aura-upkeep = mantener { $aura }
dbu-spectator-rests = { $fighter } descansa como Espectador: 2d10(bT) = { $roll }

## Ventanas Instantáneas, Movimiento, Aprovechar, Recuperación en Combate, Control Instantáneo
dbu-option-healing-surge = Impulso: Impulso de Curación
dbu-option-ki-surge = Impulso: Impulso de Ki
dbu-trigger-attack = ataque ({ $attack })
dbu-ask-instant = { $fighter }: ¿usas una Maniobra Instantánea antes de que se resuelva { $trigger } de { $actor }?
dbu-option-no-instant = Ninguna Maniobra Instantánea
dbu-does-not-move = { $fighter } no se mueve
dbu-leaves-melee-range = { $fighter } sale del Alcance Cuerpo a Cuerpo de { $provokers } en la { $square } (desde la { $before }) y provoca la maniobra Aprovechar
dbu-stays = { $fighter } no se mueve (sigue en la { $square })
dbu-moves = { $fighter } se mueve { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
} hasta la { $square }
dbu-move-stopped = { $move } y se detiene allí: Aprovechar le causó Daño
dbu-ask-exploit = { $fighter }: { $provoker } provocó Aprovechar ({ $reason }). ¿Atacas?
dbu-option-let-it-go = Dejarlo pasar
dbu-reason-leaving-melee = al salir del Alcance Cuerpo a Cuerpo
dbu-provokes = { $why } provoca la maniobra Aprovechar de { $provokers }
dbu-recovers = { $fighter } se recupera: { $spent }×1d10(bT) = { $roll }
dbu-recovers-hit = { $fighter } se recupera: { $spent }×1d10(bT) = { $roll } (Aprovechar acertó: no recupera Vida)
dbu-condition-recovery-passed = Prueba de Firmeza de Recuperación de Condición de { $fighter }: { $check } contra { $tn }: la supera
dbu-condition-recovery-failed = Prueba de Firmeza de Recuperación de Condición de { $fighter }: { $check } contra { $tn }: falla
dbu-condition-recovery-hit = Prueba de Firmeza de Recuperación de Condición de { $fighter }: { $check } contra { $tn }: falla (recibió el golpe de Aprovechar)
dbu-ask-condition-recovery = { $fighter }: ¿qué condición eliminas?
dbu-option-remove = Eliminar { $condition }
dbu-option-no-spectate = Conservar tus Acciones restantes
dbu-option-spectate = Ser espectador: gastas { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} y animas a { $ally } (+1(bT) a sus Tiradas de Combate)
dbu-option-spectate-alone = Ser espectador: gastas { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}, sin aliado a quien animar (descansas al inicio de tus turnos)
dbu-ask-spectate = { $fighter }: ¿entras en el estado de Espectador?
dbu-becomes-spectator = { $fighter } gasta { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} y se vuelve Espectador de { $ally }
dbu-becomes-spectator-alone = { $fighter } gasta { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} y se vuelve Espectador (sin aliado a quien animar)
dbu-retargets = { $fighter } dirige el ataque contra { $target } (Control Instantáneo)
dbu-homing-follows = El ataque de { $fighter } persigue a { $target } fuera de alcance (Teledirigido)
dbu-attack-taken-back = { $fighter } retira el ataque y recupera { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} y { $kp } KP (Control Instantáneo)

## Zonas del Ataque Dirigido y Fundamentos
dbu-spot-head = cabeza
dbu-spot-eyes = ojos
dbu-spot-arm = brazo
dbu-spot-leg = pierna
dbu-spot-gut = vientre
dbu-foundation-physical = físico
dbu-foundation-energy = energía
dbu-foundation-magic = magia
dbu-called-shot-source = Ataque Dirigido: { $spot }

## Declarar un ataque: Maniobras Modificadoras, Apuesta de Ki, Control Instantáneo
dbu-option-no-modifier = Ninguna Maniobra Modificadora
dbu-option-absorbing-attack = Ataque Absorbente (+1 Categoría de Daño, drena Vida y Ki)
dbu-option-called-shot = Ataque Dirigido: { $spot } (+1 Categoría de Daño, -2(T) al Golpe; { $effect })
dbu-called-shot-head = Impedimento hasta el inicio del próximo turno del atacante
dbu-called-shot-eyes = Cegado hasta el final del próximo turno del objetivo
dbu-called-shot-arm = Guardia Baja hasta el inicio del próximo turno del atacante
dbu-called-shot-leg = Velocidades y Valor de Defensa a la mitad hasta el inicio del próximo turno del atacante
dbu-called-shot-gut = queda Derribado
dbu-option-called-shot-absorbing = Ataque Dirigido: { $spot } y Ataque Absorbente
dbu-ask-modifier = { $fighter }: ¿aplicas una Maniobra Modificadora?
dbu-option-wager = Apuesta de Ki { $kp }
dbu-option-no-wager = Sin Apuesta de Ki
dbu-ask-wager = { $fighter }: Apuesta de Ki en la Tirada de Herida (hasta { $cap })
dbu-left-the-area = { $gone } salió del área; el ataque sigue contra { $valid } (Control Instantáneo)
dbu-option-refund = Retirar la maniobra (recuperas sus Acciones y KP)
dbu-option-retarget = Cambiar el objetivo a { $target }
dbu-ask-control = { $fighter }: el objetivo se escapó. ¿Retiras el ataque o cambias de objetivo?
dbu-got-out-of-reach = { $away } quedó fuera de alcance; el ataque sigue contra { $valid } (Control Instantáneo)
dbu-adds-modifier = { $fighter } añade { $modifier }
dbu-will-dodge = { $fighter } esquivará

## El Choque de un ataque
dbu-option-dodge = Esquiva (sin Contramaniobra)
dbu-option-defend-parry = Defensa: Parada (tu Golpe contra el suyo)
dbu-option-defend-direct-hit = Defensa: Impacto Directo (lo recibes, +½ Soak)
dbu-option-defend-power-flare = Defensa: Estallido de Poder (Herida contra Herida)
dbu-option-defend-cross-counter = Defensa: Contragolpe Cruzado (½ Valor de Defensa, luego contraatacas)
dbu-option-defend-guard = Defensa: Guardia (reduce la Herida a la mitad, -1 Categoría de Daño)
dbu-option-kp = { $option } { $kp } KP
dbu-option-energy-cancel-drop = Cancelación de Energía (sueltas tus Cargas de Energía)
dbu-ask-reaction = { $fighter }: { $attacker } te ataca con { $attack }. ¿Cómo respondes?
dbu-dice-part = {" "}+ { $label } { $dice }
dbu-part-energy-charges = { $n ->
    [one] { $count } Carga de Energía
   *[other] { $count } Cargas de Energía
}
dbu-rolled-twice = {" "}({ $why }: se tiró dos veces y se quedó la más alta; la otra tirada { $rolled } = { $total })
dbu-strike = Golpe de { $fighter } { $score } = { $dice }{ $hooked } { $rolled }{ $parts }{ $notes }
dbu-forgoes-dodge = { $fighter } renuncia a la Tirada de Esquiva: el ataque de { $attacker } impacta
dbu-auto-hit = El ataque de { $attacker } impacta a { $fighter } ({ $why })
dbu-defence-hit = { $roll } de { $fighter } { $score } = { $dice } { $rolled }{ $parts }: impacto
dbu-defence-miss = { $roll } de { $fighter } { $score } = { $dice } { $rolled }{ $parts }: fallo
dbu-defence-tie = { $roll } de { $fighter } { $score } = { $dice } { $rolled }{ $parts }: fallo (los empates son para el defensor)
dbu-strike-again-hit = Golpe de { $attacker } { $strike } contra { $roll } de { $fighter } { $score }: impacto
dbu-strike-again-miss = Golpe de { $attacker } { $strike } contra { $roll } de { $fighter } { $score }: fallo
dbu-strike-again-tie = Golpe de { $attacker } { $strike } contra { $roll } de { $fighter } { $score }: fallo (los empates son para el defensor)
dbu-combination = Combinación de { $fighter }: Golpes extra { $scores }{ $more } contra { $score }: { $n ->
    [one] { $count } éxito
   *[other] { $count } éxitos
}, +{ $wound }(T) a la Herida
dbu-option-no-cross = Sin contraataque (la maniobra se gasta)
dbu-ask-cross-counter = { $fighter }: ataque de Contragolpe Cruzado contra { $attacker }

## La Tirada de Herida y el Daño
dbu-ask-flare-wager = { $fighter }: Estallido de Poder contra Herida { $wound }: Apuesta de Ki (hasta { $cap })
dbu-part-again = { $label } otra vez ({ $why })
dbu-wound-charges = {" "}+ { $n ->
    [one] { $count } carga
   *[other] { $count } cargas
} { $dice }
dbu-wound = Herida de { $fighter } { $score } = { $dice }{ $charges }{ $hooked } { $rolled }{ $parts }{ $notes }
dbu-power-flare-beats = Estallido de Poder de { $fighter } { $score } = { $dice } { $rolled }{ $parts } contra Herida { $wound }: sin Daño
dbu-power-flare-short = Estallido de Poder de { $fighter } { $score } = { $dice } { $rolled }{ $parts } contra Herida { $wound }: no alcanza
dbu-note-called-shot = Ataque Dirigido +1
dbu-note-absorbing = Absorbente +1
dbu-note-prone = Derribado +1
dbu-note-guard = Guardia -1, Herida a la mitad
dbu-note-direct-hit = Impacto Directo Soak ×1,5
dbu-note-pinpoint = Pinpoint ignora { $soak } de Soak
dbu-damage-line = Daño a { $fighter }: { $how }
dbu-damage-line-noted = Daño a { $fighter }: { $how } [{ $notes }]

## Opciones de ataque y sus objetivos
dbu-option-basic-attack = Ataque Básico ({ $profile }, { $foundation }) { $aim }
dbu-option-basic-attack-area = Ataque Básico ({ $profile } en { $area }, { $foundation }) { $aim }
dbu-option-signature = { $technique } ({ $profile }) { $aim }
dbu-area-minor-sphere = esfera menor
dbu-area-sphere = esfera
dbu-area-wave = onda
dbu-area-cone = cono
dbu-area-line = línea
dbu-uncounted = { $technique } no cuenta para el límite: { $why }
dbu-basic-attack = Ataque Básico ({ $profile }, { $foundation })
dbu-attacks = { $fighter } ataca a { $targets } con { $attack }{ $charges }{ $oos }
dbu-attack-charges = , { $n ->
    [one] { $count } Carga de Energía
   *[other] { $count } Cargas de Energía
}
dbu-out-of-sequence = {" "}(Fuera de Secuencia)
dbu-aim-on = contra { $target }
dbu-aim-at = apuntado a { $target }
dbu-aim-around = a tu alrededor (alcanza a { $hits })
dbu-aim-square = en la { $square } (alcanza a { $hits })
dbu-aim-square-toward = en la { $square } hacia el { $direction } (alcanza a { $hits })
dbu-heading-north = norte
dbu-heading-east = este
dbu-heading-south = sur
dbu-heading-west = oeste

## Choques fuera de los ataques
dbu-clash-score = { $roll } { $score } = { $dice } { $draws }{ $critical }{ $parts }
dbu-ask-clash-roll = { $fighter }: { $initiator } inicia un Choque ({ $why }). ¿Qué tirada haces?
dbu-clash = { $why }: { $initiator } { $initiator_roll } contra { $defender } { $defender_roll }: gana { $winner }
dbu-clash-tie = { $why }: { $initiator } { $initiator_roll } contra { $defender } { $defender_roll }: gana { $winner } (los empates son para el defensor)

## La decisión del turno
dbu-ask-turn-one = { $fighter }: elige una maniobra (te queda { $count } Acción)
dbu-ask-turn = { $fighter }: elige una maniobra (te quedan { $count } Acciones)
dbu-option-charge = Carga de Energía (carga { $charge })
dbu-option-cancel-charge = Sin Esfuerzo: cancelar la Carga de Energía
dbu-option-energy-cancel = Cancelación de Energía (Contraacción)
dbu-option-power-up = Aumento de Poder (Poder { $now } -> { $then })
dbu-option-stand-up = Levantarse (1 Acción)
dbu-option-convert = Convertir una Acción Estándar en una Contraacción
dbu-option-end-turn = Terminar el turno
dbu-charged-basic-attack = Ataque Básico { $profile }
dbu-option-release = Liberar { $attack } ({ $n ->
    [one] { $count } carga
   *[other] { $count } cargas
}) { $aim }
dbu-option-charge-declare = Carga de Energía (declarar el ataque que cargarás)
dbu-option-aura = Aura: { $aura } ({ $kp } KP)
dbu-option-recovery = Recuperación en Combate ({ $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
})
dbu-option-condition-recovery = Recuperación en Combate ({ $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}), Recuperación de Condición
dbu-option-command = Dar la orden a { $n ->
    [one] { $count } secuaz
   *[other] { $count } secuaces
} ({ $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
})
dbu-ends-turn-early = { $fighter } termina su turno antes de tiempo
dbu-uses = { $fighter } usa { $maneuver }

## Modos de Movimiento
dbu-move-mode-normal = Movimiento (Velocidad Normal)
dbu-move-mode-boosted = Movimiento (Velocidad Aumentada, 3(T) KP)
dbu-move-mode-rapid = Movimiento (Velocidad Normal, Rápido +2(T) KP)
dbu-move-mode-boosted-rapid = Movimiento (Velocidad Aumentada, Rápido, 5(T) KP)

## Iniciativa, rondas y turnos
dbu-initiative-modifier = { $who } tira Iniciativa: d10 sólido { $natural } + ½ Modificador de Agilidad { $bonus } = { $score }{ $group }
dbu-initiative-score = { $who } tira Iniciativa: d10 sólido { $natural } + ½ Puntuación de Agilidad { $bonus } = { $score }{ $group }
dbu-initiative-group = {" "}(una tirada para { $count })
dbu-initiative-order = Orden de Iniciativa: { $order }
dbu-roll-off = { $fighter } desempata: d10 { $rolled } = { $total }
dbu-advantage-initiative = Iniciativa 10+ por encima del mejor enemigo
dbu-advantage-tiers = { $n ->
    [one] { $count } Tier
   *[other] { $count } Tiers
} por encima del enemigo más fuerte
dbu-initiative-advantage = { $fighter } tiene Ventaja de Iniciativa: +{ $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} cada turno ({ $why })
dbu-skip-defeated = { $fighter } está derrotado
dbu-skip-surprised = { $fighter } está sorprendido
dbu-skip-will-to-survive = { $fighter } pierde este turno (Voluntad de Sobrevivir)
dbu-skip-command = { $fighter } espera una Orden
dbu-skip-other = { $fighter } pierde el turno: { $reason }
dbu-surprise-round-ends = Termina la ronda sorpresa
dbu-round-ends = Termina la ronda { $round }
dbu-actions-lost = { $ended }; se pierden las acciones sin gastar ({ $fighters })

## Voluntad de Sobrevivir
dbu-ask-will-to-survive = { $fighter } está a 0 de Vida (Voluntad de Sobrevivir): ¿te curas o quedas derrotado?
dbu-option-fall = Quedar derrotado
dbu-survives = { $fighter } vuelve a tener más de 0 de Vida ({ $life }) y sigue en el combate (Voluntad de Sobrevivir)
dbu-option-survival-surge = Impulso de Curación (Voluntad de Sobrevivir)

## Las decisiones del director de juego
dbu-ruling = DJ: { $ruling }{ $why }
dbu-ruling-why = {" "}({ $reason })
dbu-ruling-set-life = la Vida de { $fighter } pasa a { $value }
dbu-ruling-set-ki = el Ki de { $fighter } pasa a { $value }
dbu-ruling-set-capacity = la Capacidad de { $fighter } pasa a { $value }
dbu-ruling-set-actions = las Acciones de { $fighter } pasan a { $value }
dbu-ruling-set-counters = las Contraacciones de { $fighter } pasan a { $value }
dbu-ruling-revived = { $fighter } vuelve al combate (decisión del DJ)
dbu-ruling-no-longer = { $fighter } ya no tiene { $condition }
dbu-ruling-loses-stacks = { $fighter } pierde { $n ->
    [one] { $count } acumulación
   *[other] { $count } acumulaciones
} de { $condition }{ $left }
dbu-ruling-stacks-left = {" "}(le { $n ->
    [one] queda { $count } acumulación
   *[other] quedan { $count } acumulaciones
})
dbu-ruling-is = { $fighter } recibe { $condition }{ $level }{ $stacks }{ $lasting }
dbu-ruling-stacks = {" "}({ $n ->
    [one] { $count } acumulación
   *[other] { $count } acumulaciones
})
dbu-ruling-for-rounds = {" "}durante { $n ->
    [one] { $count } Ronda de Combate
   *[other] { $count } Rondas de Combate
}
dbu-ruling-moved = { $fighter } pasa de la { $before } a la { $square }
dbu-ruling-order = el Orden de Iniciativa queda así: { $order }
dbu-ruling-joins = { $fighters } { $n ->
    [one] se une
   *[other] se unen
} al combate en el bando { $side }, en la { $square } (Iniciativa { $initiative })
dbu-ruling-initiative = { $fighter } tira Iniciativa: d10 sólido { $natural } + ½ Agilidad { $bonus } = { $score }
dbu-ruling-leaves = { $fighter } abandona el combate

## El encuentro
dbu-encounter-starts = Encuentro en un campo de batalla de { $width }x{ $height }: { $fighters }
dbu-placed = { $fighter } (bando { $side }) en la { $square }

## Tamaño en los ataques
dbu-note-punching-down = Golpear Hacia Abajo: Estándar cuenta como Directo
