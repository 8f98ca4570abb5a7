## Los dados: `tenkaichi roll` y `tenkaichi odds`, y una tirada mostrada en el chat.

roll-line = { $expression }: { $body } = { $total }
roll-line-floored = { $expression }: { $body } = { $total } (en bruto { $raw }, mínimo 0)
roll-seed = (semilla { $seed }; repítela con --seed { $seed })
roll-botch = pifia { $penalty }
roll-dropped = { $count } descartados
roll-more-dice = … { $count } más
roll-criticals = { $n ->
    [one] { $count } crítico
   *[other] { $count } críticos
}
roll-botches = { $n ->
    [one] { $count } pifia
   *[other] { $count } pifias
}
roll-floored = en bruto { $raw }, mínimo 0
roll-summary = { $n ->
    [one] { $count } dado en { $terms } términos
   *[other] { $count } dados en { $terms } términos
}

odds-at-tier = { $expression } con Tier { $tier }
odds-base = (base { $base })
odds-proficient = competente
odds-exact = exacto
odds-sampled = estimado con muestras
odds-summary = { $head }: media { $mean }, desv. { $sd }, mediana { $median }, rango { $low }..{ $high } ({ $how })
odds-at-least = P(resultado >= { $tn }{ $label }) = { $fraction } = { $percent }
odds-clash = Choque contra { $vs }: gana el iniciador { $win }, empate { $tie } (el defensor gana los empates), gana el defensor { $lose }; margen medio { $margin }
odds-too-many = { $rows } totales que listar, demasiados (el límite es { $limit }); --json los lista todos
odds-score = resultado
odds-wrote = escrito { $path }
odds-percentile = p{ $q } { $score }
odds-percentiles = Percentiles: { $parts } (media { $mean })
odds-unlikely = { $n ->
    [one] { $count } total improbable
   *[other] { $count } totales improbables
}
odds-of-chance = { $share } de la probabilidad
odds-left-below = { $count } por debajo de { $low } ({ $chance })
odds-left-above = { $count } por encima de { $high } ({ $chance })
odds-left-both = { $count } ({ $chance }): { $below } por debajo de { $low } ({ $below_share }), { $above } por encima de { $high } ({ $above_share })
odds-left-out = Se omiten { $where }; --all lista todos los totales
odds-initiator = { $text } (iniciador)
odds-defender = { $text } (defensor)
odds-both = ambos
odds-per-column = (cada columna suma { $count } totales)
