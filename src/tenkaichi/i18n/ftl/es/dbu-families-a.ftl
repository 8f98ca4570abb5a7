## Familias del motor de DBU, parte A (tenkaichi.dbu.combat.families: vehículos, duelos,
## condiciones, juego en equipo, maniobras preparadas, transformaciones, efectos de Perfil).
## Los nombres de luchadores y bandos llegan tal cual; los de maniobras, Perfiles, condiciones,
## transformaciones y vehículos llegan como términos de juego (terms-*.ftl).
## $n junto a $count es el mismo número, para elegir la forma del plural.

## Piezas comunes de estas familias.

dbu-fa-square = casilla { $square }
dbu-fa-uses = { $fighter } usa { $option }
dbu-fa-actions = { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}
dbu-fa-squares = { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
dbu-fa-counter-actions = { $n ->
    [one] { $count } Contraacción
   *[other] { $count } Contraacciones
}

## Vehículos: la maniobra Montar y el pilotaje.

dbu-ride-gets-out = { $fighter } sale de { $vehicle } a la { $square } ({ $why })
dbu-ride-knocked-out = { $fighter } cae de { $vehicle }
dbu-ride-no-longer-in = { $fighter } ya no está en { $vehicle }
dbu-ride-no-pilot = { $vehicle } se queda sin Piloto
dbu-ride-enter-as-pilot = { $ride }: subir a { $vehicle } como Piloto
dbu-ride-enter-as-passenger = { $ride }: subir a { $vehicle } como pasajero
dbu-ride-leave = { $ride }: bajar de { $vehicle }
dbu-ride-stop-piloting = { $ride }: dejar de pilotar { $vehicle }
dbu-ride-take-controls-from = { $ride }: quitarle los mandos de { $vehicle } a { $pilot }
dbu-ride-take-controls-free = { $ride }: tomar los mandos de { $vehicle } (nadie lo pilota)
dbu-ride-provokes = { $ride } provoca { $exploit } por parte de { $fighters }
dbu-ride-cannot-get-in = { $fighter } ya no puede subir a { $vehicle } y recupera 1 Acción (Control Instantáneo)
dbu-ride-gets-in = { $fighter } sube a { $vehicle } en la { $square }
dbu-ride-gets-in-as-pilot = { $fighter } sube a { $vehicle } en la { $square } como Piloto
dbu-ride-to = a la { $square }
dbu-ride-no-free-square = { $fighter } no encuentra una casilla libre para bajar de { $vehicle }
dbu-ride-ask-where-out = { $fighter }: ¿por dónde bajas de { $vehicle }?
dbu-ride-stops-piloting = { $fighter } deja de pilotar { $vehicle }
dbu-ride-ask-which-inside = { $fighter }: ¿qué casilla dentro de { $vehicle }?
dbu-ride-ask-hand-over = { $pilot }: { $fighter } quiere pilotar { $vehicle }. ¿Le cedes los mandos?
dbu-ride-hand-over = Cederle los mandos a { $fighter } (intercambiar casillas)
dbu-ride-refuse = Negarse (Choque: Golpe Físico contra Golpe Físico/Esquiva)
dbu-ride-becomes-pilot = { $fighter } pasa a ser Piloto de { $vehicle }
dbu-ride-becomes-pilot-swaps = { $fighter } pasa a ser Piloto de { $vehicle } e intercambia casillas con { $other }
dbu-ride-let-stay = Dejar que { $fighter } siga en { $vehicle }
dbu-ride-put-out-at = Echar a { $fighter } a la { $square }
dbu-ride-ask-put-out = { $winner }: ¿echas a { $fighter } de { $vehicle }?
dbu-ride-refuses = { $fighter } se niega a ceder { $vehicle }
dbu-ride-put-out-by = a manos de { $fighter }
dbu-ride-moves-inside = { $fighter } se mueve a la { $square } dentro de { $vehicle }

## Duelos.

dbu-fa-foundation-physical = física
dbu-fa-foundation-energy = energía
dbu-fa-foundation-magic = magia
dbu-fa-ki-wager = Apuesta de Ki { $kp }
dbu-fa-no-ki-wager = Sin Apuesta de Ki
dbu-duel-with-signature = Duelo con { $signature } ({ $profile }, { $foundation }), { $kp } KP
dbu-duel-with-basic = Duelo con un Ataque Básico de { $profile } ({ $foundation }), { $kp } KP
dbu-duel-power-duel = Duelo de Poder (sin Ataque Iniciador, 0 KP)
dbu-duel-answers = { $fighter } responde al ataque de { $attacker } con un Duelo: { $option }
dbu-duel-free-signature = { $signature }: { $free }
dbu-duel-lapses = El Duelo se anula: uno de los duelistas ha sido derrotado
dbu-duel-starts = Duelo: { $attackers } contra { $defenders }, al mejor de 3 Choques de Duelo ({ $primary } juega por los defensores)
dbu-duel-ask-wager = { $fighter }: Apuesta de Ki secreta para el Choque de Duelo { $clash } (hasta { $cap }); nadie más la conoce antes del Choque de Duelo
dbu-duel-revealed = Choque de Duelo { $clash }: se revelan las Apuestas de Ki: { $wagers }
dbu-duel-clash-won = Choque de Duelo { $clash }: { $attacker } contra { $defender }: gana { $winner }
dbu-duel-clash-tied = Choque de Duelo { $clash }: { $attacker } contra { $defender }: empate
dbu-duel-safety-stop = Detenido: se alcanzó el límite de seguridad de la simulación de { $n ->
    [one] { $count } Choque de Duelo repetido
   *[other] { $count } Choques de Duelo repetidos
} seguidos (no es una regla): el Duelo termina como terminaría un tercer Choque de Duelo empatado
dbu-duel-redone = Se repite el Choque de Duelo { $clash }
dbu-duel-score = Choques de Duelo ganados: { $attacker } { $attacker_wins }, { $defender } { $defender_wins }
dbu-duel-tie = El Duelo termina en empate: todos pierden ½ de los { $total } KP apostados = { $loss } de Vida
dbu-duel-won = { $fighter } gana el Duelo { $won }-{ $lost } (Apuestas de Ki en total: { $total })
dbu-duel-enters = { $fighter } entra en el Duelo: { $option }
dbu-duel-committed = { $fighter } registra una Apuesta de Ki secreta de { $kp } para el Choque de Duelo { $clash }
dbu-duel-side-roll = { $fighter } { $score } = { $dice } { $draws }{ $parts }{ $note }
dbu-duel-wound = Herida de Duelo de { $fighter } { $score } = { $dice }{ $charges } { $draws }{ $parts }{ $notes }
dbu-duel-wound-charges = {" "}+ { $n ->
    [one] { $count } carga
   *[other] { $count } cargas
} { $extra }
dbu-duel-power-wound = Herida del Duelo de Poder de { $fighter } { $wound } = Potencia { $might } + Apuestas de Ki { $total }
dbu-duel-shaken-ends = { $fighter } deja de estar { $shaken } ({ $winner }, que ganó el Duelo de Poder, cayó por debajo de un Umbral de Salud)
dbu-duel-ask-escape = { $fighter }: { $initiator } responde a tu ataque con un Duelo. ¿Intentas escapar?
dbu-duel-accept = Aceptar el Duelo
dbu-duel-escape-option = { $escape } (1 Contraacción): Choque Impulsivo contra { $initiator }
dbu-duel-escape-fails = { $fighter } no logra escapar: el Duelo sigue
dbu-duel-escaped = { $fighter } escapa del Duelo: el ataque se anula y { $fighter } recupera { $actions } (sus { $kp } KP siguen gastados)
dbu-duel-ask-join = { $fighter }: { $initiator } responde con un Duelo al ataque de { $attacker }. ¿Entras tú también en el Duelo (un Duelo Unido, 1 Contraacción)?
dbu-duel-stay-out = Quedarse fuera (responder al ataque como siempre)
dbu-duel-ask-primary = { $fighter }: ¿quién juega el Duelo Unido? (los demás apuestan hasta 1/10 de su Capacidad Máxima por Choque de Duelo)
dbu-duel-primary = { $fighter } es quien lleva el duelo
dbu-fa-no-united = Sin { $united }
dbu-duel-united = { $united } (1 Acción, { $kp } KP): unirse al Duelo de { $primary }
dbu-duel-united-lending = { $united } con { $signature } (1 Acción, { $kp } KP): unirse al Duelo de { $primary } y prestar hasta { $n ->
    [one] { $count } rango
   *[other] { $count } rangos
} de sus Ventajas
dbu-duel-ask-united = { $fighter }: { $primary } responde con un Duelo al ataque de { $attacker }. ¿Te unes con { $united }?
dbu-duel-joins-united = { $fighter } se une al Duelo de { $primary } con { $united } (1 Acción)
dbu-duel-joins-united-with = { $fighter } se une al Duelo de { $primary } con { $united } y { $signature } (1 Acción)
dbu-duel-why-refund = el Duelo devuelve la Apuesta de Ki
dbu-duel-why-initiating = el Ataque Iniciador del Duelo
dbu-duel-why-with = Duelo con { $signature }
dbu-duel-why-wager = Apuesta de Ki del Choque de Duelo { $clash }
dbu-duel-why-tie-refund = devolución por Choque de Duelo empatado
dbu-duel-why-tied = Duelo empatado
dbu-duel-part-states = Estados { $states }
dbu-duel-part-allies = { $n ->
    [one] { $count } aliado de Duelo Unido
   *[other] { $count } aliados de Duelo Unido
}
dbu-duel-part-super-stacks = { $n ->
    [one] { $count } Súper Acumulación
   *[other] { $count } Súper Acumulaciones
}{ $why }
dbu-duel-part-burst = {" "}({ $power_burst })
dbu-duel-part-burst-from = {" "}({ $burst } de { $power_burst })
dbu-duel-part-ally-wager = Apuesta de Ki de { $fighter }
dbu-duel-part-united = { $fighter } Unido ¼ { $attribute }

## Condiciones de Combate y Estados.

dbu-cond-slowed-fewer = { $fighter } está { $slowed }: { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} menos esta ronda
dbu-cond-is = { $fighter } está { $condition }
dbu-cond-slowed-skip = está { $slowed } (3 acumulaciones): sin Maniobras este turno
dbu-cond-part-impaired = { $impaired } ×{ $stacks } (Resultado Natural)
dbu-cond-note-broken = { $broken } ×{ $stacks }: -{ $soak }(bT) de Soak
dbu-cond-why-compelled = { $compelled }: { $spent } de { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} gastadas en atacar a { $fighter }
dbu-state-karma-cost = {" "}(1 Punto de Karma)
dbu-state-raise = { $state } { $now } -> { $next }{ $cost }
dbu-state-enter-surging = Entrar en { $state }, con Foco en { $focus }{ $cost }
dbu-state-enter-option = Entrar en { $state }{ $cost }
dbu-state-leave-option = Salir de { $state }
dbu-state-rises = El Estado { $state } de { $fighter } sube al nivel { $level }
dbu-state-enters = { $fighter } entra en el Estado { $state }{ $focus }{ $karma }
dbu-state-focus = {" "}(Foco: { $focus })
dbu-state-karma-left = ; { $n ->
    [one] le queda { $count } Punto de Karma
   *[other] le quedan { $count } Puntos de Karma
}
dbu-state-holds-on = { $fighter } resiste con 1 de Vida ({ $undying })
dbu-state-leaves = { $fighter } sale del Estado { $state }
dbu-state-loses-next-turn = { $fighter } perderá su próximo turno (al salir de { $determined })
dbu-state-defeated-undying = Derrota de { $fighter } (salió de { $undying } con { $life } de Vida)
dbu-state-oos-raging = { $state } (nivel 3)
dbu-state-oos-arms = { $state } (2 Contraacciones)
dbu-state-oos-attack = { $fighter } ataca a { $target } fuera de secuencia: { $why }
dbu-state-liquid-heal-option = { $liquid }: Impulso de Curación (1 Acción, 1/Ronda)
dbu-state-liquid-heals = { $fighter } se recompone ({ $liquid }): Impulso de Curación 2d10(T) { $roll } + Surgencia { $surgency }
dbu-state-surging-charge = { $surging }: el ataque contra { $focus } gana 1 Carga de Energía
dbu-state-surging-immune = { $fighter } está en { $surging }: inmune a { $compelled }
dbu-state-undying-survive = Entrar en el Estado { $undying } (1 Punto de Karma): Vida 1 (Voluntad de Sobrevivir)
dbu-state-liquid-survive = { $liquid }: Impulso de Curación (1 Acción; Voluntad de Sobrevivir)
dbu-state-why-liquid = Impulso de Curación de { $liquid }

## Juego en equipo: Potenciar, Respaldado, Ataque Unido.

dbu-team-empower-option = { $empower } a { $ally } ({ $actions }, hasta { $kp } KP)
dbu-team-full-empowerment-option = Potenciación Total de { $ally } ({ $actions }: Capacidad a 0, { $fatigued } e { $impediment }, cualquier cantidad hasta { $kp } KP)
dbu-team-ask-amount = { $fighter }: ¿cuánto Ki le transfieres a { $ally } (hasta { $cap })?
dbu-team-transfer = Transferir { $kp } KP
dbu-team-full-empowerment = { $fighter } usa Potenciación Total: su Capacidad baja a 0
dbu-team-transfers = { $fighter } transfiere { $kp } KP a { $ally } (Ki { $ki }; la Capacidad no cambia)
dbu-team-why-full = Potenciación Total
dbu-team-why-four = cuatro Potenciaciones
dbu-team-miracle-fails-own = La Potenciación Milagrosa ({ $why }) no funciona con { $ally }: ya entró en { $entrusted } en este encuentro
dbu-team-miracle-fails-side = La Potenciación Milagrosa ({ $why }) no funciona con { $ally }: un aliado ya entró en { $entrusted } en este encuentro
dbu-team-entrusted = { $ally } entra en el Estado Especial { $entrusted }: Dados Mayores en las Tiradas de Combate, +1 al Bonificador de Tensión, un Ataque Básico a Todo o Nada con Apuesta Total
dbu-team-entrusted-action = { $ally } entra en el Estado Especial { $entrusted }: Dados Mayores en las Tiradas de Combate, +1 al Bonificador de Tensión, +1 Acción ahora, un Ataque Básico a Todo o Nada con Apuesta Total
dbu-team-entrusted-attack = { $entrusted }: restablecer la Capacidad, a Todo o Nada con Apuesta Total: { $attack }
dbu-team-entrusted-resets = { $fighter } ({ $entrusted }) restablece su Capacidad a { $capacity } para un ataque a Todo o Nada
dbu-team-ask-wager = { $fighter }: Apuesta de Ki en la Tirada de Herida de { $attacker } (hasta { $cap })
dbu-team-half-force = +½ de Fuerza a la Herida
dbu-team-half-magic = +½ de Magia a la Herida
dbu-team-united = { $united } (1 Acción, { $kp } KP): { $power }
dbu-team-united-lending = { $united } con { $signature } (1 Acción, { $kp } KP): { $power }, y prestar hasta { $n ->
    [one] { $count } rango
   *[other] { $count } rangos
} de sus Ventajas
dbu-team-ask-united = { $fighter }: ¿te unes al ataque de { $attacker } ({ $what }) con { $united }?
dbu-team-joins = { $fighter } se une al ataque de { $attacker } con { $united } (1 Acción)
dbu-team-joins-with = { $fighter } se une al ataque de { $attacker } con { $united } y { $signature } (1 Acción)
dbu-team-why-empower = { $empower } de { $fighter }
dbu-team-part-united = { $fighter } Unido ½ { $attribute }
dbu-team-part-united-wager = Apuesta de Ki de { $fighter } Unido

## Juego en equipo: Intervenir, Muro Defensivo, Reflejo, Bloqueo.

dbu-team-wall-from = { $intervene }: Muro Defensivo desde la { $square } (recibir la Herida, +½ de Soak)
dbu-team-wall-swap = { $intervene }: Muro Defensivo, empujar a { $ally } hacia atrás a la { $square } y ocupar su lugar
dbu-team-deflect-from = { $intervene }: Desvío desde la { $square }, { $kp } KP (Choque de Potencia)
dbu-team-distant-deflect = { $intervene }: Desvío a Distancia, { $kp } KP (Choque de Potencia desde aquí)
dbu-team-ask-intervene = { $fighter }: el ataque de { $attacker } alcanza a { $ally }. ¿Intervienes?
dbu-team-no-intervene = No { $intervene }
dbu-team-pushes-back = { $fighter } empuja a { $ally } hacia atrás a la { $back } y ocupa su lugar en la { $old }
dbu-team-takes-wound = { $fighter } recibe la Herida en lugar de { $ally } (Muro Defensivo, +½ de Soak)
dbu-team-moves-to-intervene = { $fighter } se mueve de la { $before } a la { $after } para intervenir
dbu-team-deflects = { $fighter } desvía el ataque de { $attacker } lejos de todos sus objetivos ({ $targets })
dbu-team-deflect-fails = { $fighter } no logra el Desvío y recibe la Herida en lugar de { $ally } (+1 Categoría de Daño)
dbu-team-distant-fails = { $fighter } falla el Desvío a Distancia: el ataque sigue hacia { $ally }
dbu-team-note-wall = Soak del Muro Defensivo +{ $extra }
dbu-team-note-deflect = Desvío fallido +1
dbu-team-why-overflow = desborde del Muro Defensivo
dbu-fa-notes = {" "}[{ $notes }]
dbu-team-wall-held = El ataque no derrota a { $fighter }: ningún Daño sobrante llega a { $ally } (Muro Defensivo)
dbu-team-wall-excess = { $ally }: Daño sobrante { $excess } que atraviesa el Muro Defensivo de { $fighter }: { $how }{ $notes }
dbu-team-ask-reflect = { $fighter }: ¿usar { $reflect } con { $attack } de { $attacker } ({ $kp } KP)?
dbu-team-no-reflect = Sin { $reflect }
dbu-team-reflect-at = { $reflect } contra { $target } ({ $kp } KP)
dbu-team-reflects = { $fighter } refleja el ataque de { $attacker } contra { $target }
dbu-team-reflect-clash = { $reflect }: Golpe de { $fighter } { $strike } = { $strike_dice } { $strike_shown }{ $strike_parts } contra Esquiva de { $target } { $dodge } = { $dodge_dice } { $dodge_shown }{ $dodge_parts }: { $outcome }
dbu-team-reflect-hit = impacto
dbu-team-reflect-miss = fallo
dbu-team-reflect-miss-tie = fallo (los empates favorecen al defensor)
dbu-team-ask-blockade = { $fighter }: { $mover } empieza a moverse. ¿{ $blockade }?
dbu-team-no-blockade = Sin { $blockade }
dbu-team-blockade-option = { $blockade } ({ $kp } KP, Choque Impulsivo)
dbu-team-ask-step = { $fighter }: ¿te pones junto a { $mover }?
dbu-team-stay = Quedarte donde estás
dbu-team-move-to = Moverte a la { $square }
dbu-team-blockade-fails = El { $blockade } de { $fighter } falla: { $mover } sigue y puede usar { $exploit } contra { $fighter }
dbu-team-blocks = { $fighter } bloquea a { $mover }: el movimiento se detiene; { $mover } recupera 1 Acción y no puede volver a usar Movimiento este turno
dbu-team-blocks-kp = { $fighter } bloquea a { $mover }: el movimiento se detiene; { $mover } recupera 1 Acción y { $kp } KP y no puede volver a usar Movimiento este turno

## La Maniobra Modificadora Preparada.

dbu-trig-offer-actions = { $triggered }: gastar ahora las Acciones de una maniobra y usarla cuando se cumpla un desencadenante
dbu-trig-offer-pay = { $triggered }: pagar ahora una maniobra y usarla cuando se cumpla un desencadenante
dbu-trig-when-damage = cuando { $fighter } reciba Daño
dbu-trig-when-movement = cuando { $fighter } vaya a moverse
dbu-trig-when-attack = cuando { $fighter } use una Maniobra de Ataque
dbu-trig-when-turn-end = cuando { $fighter } termine su turno
dbu-trig-when-gains = cuando { $fighter } gane { $condition }
dbu-trig-ask-maneuver = { $fighter }: ¿qué maniobra retrasas con { $triggered }?
dbu-trig-ask-trigger = { $fighter }: ¿qué desencadena { $option }?
dbu-trig-provokes = { $triggered } provoca { $exploit } por parte de { $fighters } (Esfera de { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
})
dbu-trig-cancelled = El ataque de oportunidad ({ $exploit }) dañó a { $fighter }: la maniobra { $label } ({ $triggered }) se cancela y { $fighter } gana { $counters }
dbu-trig-waits = La maniobra { $label } ({ $triggered }) de { $fighter } espera: { $trigger }
dbu-trig-delays = { $fighter } retrasa { $label } con { $triggered } ({ $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}, { $kp } KP ahora; { $trigger })
dbu-trig-delays-kp-later = { $fighter } retrasa { $label } con { $triggered } ({ $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
} ahora, sus KP al usarla; { $trigger })
dbu-trig-use-now = Usar { $label } ahora (Fuera de Secuencia)
dbu-trig-use-other = Usarla contra otro objetivo: { $option }
dbu-trig-take-back = Retirar { $label } (recuperar sus Acciones)
dbu-trig-take-back-kp = Retirar { $label } (recuperar sus Acciones y KP)
dbu-trig-hold = Ahora no: seguir esperando el desencadenante
dbu-trig-ask-fire = { $fighter }: tu maniobra { $label } ({ $triggered }) se desencadena ({ $trigger }).
dbu-trig-keeps-waiting = { $fighter } deja en espera su maniobra { $triggered }
dbu-trig-takes-back = { $fighter } retira la maniobra { $label } ({ $triggered }) y recupera { $actions } y { $kp } KP (Control Instantáneo)
dbu-trig-fires = La maniobra { $label } ({ $triggered }) de { $fighter } se activa como Maniobra Fuera de Secuencia ({ $paid })
dbu-trig-paid = { $n ->
    [one] su { $count } Acción se pagó
   *[other] sus { $count } Acciones se pagaron
} al prepararla
dbu-trig-paid-kp = { $n ->
    [one] su { $count } Acción
   *[other] sus { $count } Acciones
} y { $kp } KP se pagaron al prepararla
dbu-trig-after = (Ki { $ki }, Capacidad { $capacity })
dbu-trig-pays-beyond = { $fighter } paga { $kp } KP por { $why } además de los { $paid } KP pagados al preparar la maniobra { $triggered } { $after }
dbu-trig-regains = { $fighter } recupera { $back } KP y { $back } de Capacidad: { $why } cuesta ahora { $kp } KP, y se pagaron { $paid } al preparar la maniobra { $triggered } { $after }
dbu-trig-lapses = La maniobra { $label } ({ $triggered }) de { $fighter } caduca ({ $why })
dbu-trig-why-turn-start = al empezar su turno
dbu-trig-why-defeated = derrota
dbu-trig-kind = { $kind }
dbu-trig-why-spend = { $label } ({ $triggered })

## Transformaciones, Aspectos y el Otro Mundo.

dbu-fa-and = { $first } y { $second }
dbu-form-option = Transformación: { $form } (Prueba de Tensión { $needed }{ $how }{ $extra })
dbu-form-option-extra = { $enhancement }{ $long }
dbu-form-enhancement = , Potenciación
dbu-form-provokes = , provoca { $exploit }
dbu-form-long = , { $actions } Acciones, provoca { $exploit }
dbu-form-revert-from = { $revert } de { $form }
dbu-form-stacked = {" "}({ $form } { $form_needs } + { $kept } { $kept_needs })
dbu-form-stress-test = Prueba de Tensión de { $fighter } para { $what }: { $check } contra { $needed }{ $how }: { $outcome }
dbu-form-transforms = se transforma
dbu-form-holds = resiste
dbu-form-fails = falla
dbu-form-why = {" "}({ $why })
dbu-form-reverts = { $fighter } deja { $left }{ $why }
dbu-form-leaves-for = { $fighter } deja { $left } por { $new }{ $why }
dbu-form-locked-out = { $fighter } no puede volver a entrar en { $form } hasta el final de su próximo turno ({ $why })
dbu-form-breakthrough = { $fighter } cuenta su Tier of Power como { $tier } ({ $source }, Avance); los costes en Puntos de Ki y los Números Objetivo siguen en Tier { $base }
dbu-form-drain-how = 3 × mayor Requisito de Tier { $tier } × nivel { $level } = { $amount }
dbu-form-drain-how-halved = 3 × mayor Requisito de Tier { $tier } × nivel { $level } = { $amount }, la mitad en el Otro Mundo = { $halved }
dbu-form-drains = { $fighter } pierde { $lost } KP por { $draining } ({ $how }); Ki { $ki }
dbu-form-straining = { $forms } ({ $straining })
dbu-form-permit-cut = El tiempo de { $fighter } en el mundo de los vivos se acorta { $hours } horas ({ $form }, { $draining } { $level }): { $left }
dbu-form-permit-left = le quedan { $minutes } min { $seconds } s
dbu-form-permit-none = no le queda nada (vuelve en la próxima ronda)
dbu-form-permit-over = Se acabó el tiempo de { $fighter } en el mundo de los vivos: vuelve al Otro Mundo
dbu-form-long-fails = Un ataque de oportunidad ({ $exploit }) hizo caer a { $fighter } por debajo de un Umbral de Salud: la Prueba de Tensión para { $form } falla ({ $long })
dbu-form-exhausted = { $fighter } no puede entrar en { $form } bajo { $exhaustion }
dbu-form-note-armored = { $armored } -1 Categoría de Daño

## Lo que hacen los Perfiles de ataque: Asalto en Carga, efectos elementales, Retroceso, Metal, Vegetación.

dbu-fa-heading-north = norte
dbu-fa-heading-north-east = noreste
dbu-fa-heading-east = este
dbu-fa-heading-south-east = sureste
dbu-fa-heading-south = sur
dbu-fa-heading-south-west = suroeste
dbu-fa-heading-west = oeste
dbu-fa-heading-north-west = noroeste
dbu-fa-heading-nowhere = ninguna parte
dbu-profile-charge-option = { $charging }: { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
} hasta la { $square }
dbu-profile-charge-stay = Quedarse (sin { $charging })
dbu-profile-charge-ask = { $fighter }: ¿{ $charging } hacia { $target }?
dbu-profile-rushes = { $fighter } se lanza { $n ->
    [one] { $count } casilla
   *[other] { $count } casillas
} hacia { $target } ({ $charging }, Velocidad Aumentada { $boosted }, Velocidad Normal { $normal })
dbu-profile-life-wager = Apuesta de Ki { $kp } pagada con Puntos de Vida
dbu-profile-unmodelled = { $fighter } ganaría { $condition } ({ $source }), una Condición de Combate que este motor aún no modela
dbu-profile-sweeping = { $fighter } recibe { $n ->
    [one] { $count } acumulación más
   *[other] { $count } acumulaciones más
} de Defensa Menguante ({ $sweeping } las duplica al hacer Daño): { $stacks }
dbu-profile-knockback-ask = { $fighter }: ¿{ $knockback } a { $target } ({ $source })?
dbu-profile-knockback-option = { $knockback }: Choque de Potencia contra { $target }
dbu-profile-no-knockback = Sin { $knockback }
dbu-profile-push = Empujar a { $target } { $squares } hacia el { $heading }
dbu-profile-push-ask = { $fighter }: empujar a { $target } hasta { $squares }{ $note }
dbu-profile-note = {" "}({ $note })
dbu-profile-metallic = { $feature } se vuelve Metálico y Afilado, Rango de Dureza { $hardness } ({ $profile })
dbu-profile-grow-nothing = No hacer crecer nada
dbu-profile-grow-at = Hacer crecer un Elemento en la { $square }
dbu-profile-fill = Llenar el área con { $n ->
    [one] { $count } Elemento
   *[other] { $count } Elementos
}
dbu-profile-plant-ask = { $fighter }: ¿haces crecer Elementos vegetales?
dbu-profile-grows = { $fighter } hace crecer { $feature } en la { $square }: Rango de Dureza { $hardness }, Astillante ({ $profile })
dbu-profile-note-charges = { $n ->
    [one] { $count } carga
   *[other] { $count } cargas
}
dbu-profile-note-strike-critical = Crítico en el Golpe
dbu-profile-note-category = { $profile } ({ $why }) +{ $shift }
dbu-profile-note-clearing = {" "}({ $clearing }: Resultado Natural { $natural } -> 5)
dbu-profile-note-cutting = {" "}({ $cutting }: sin Crítico, así que Pifia -{ $penalty })
dbu-profile-wound-roll-of = Tirada de Herida de { $name }
dbu-profile-late-critical = {" "}+ Crítico { $extra } ({ $why }: Objetivo de Crítico { $target })
dbu-profile-why-life-wager = Apuesta de Vida de { $profile }
