## Os dados: `tenkaichi roll` e `tenkaichi odds`, e uma rolagem mostrada no chat.

roll-line = { $expression }: { $body } = { $total }
roll-line-floored = { $expression }: { $body } = { $total } (bruto { $raw }, mínimo 0)
roll-seed = (semente { $seed }; repita com --seed { $seed })
roll-botch = falha crítica { $penalty }
roll-dropped = { $count } descartados
roll-more-dice = … mais { $count }
roll-criticals = { $n ->
    [one] { $count } crítico
   *[other] { $count } críticos
}
roll-botches = { $n ->
    [one] { $count } falha crítica
   *[other] { $count } falhas críticas
}
roll-floored = bruto { $raw }, mínimo 0
roll-summary = { $n ->
    [one] { $count } dado em { $terms } termos
   *[other] { $count } dados em { $terms } termos
}

odds-at-tier = { $expression } no Tier { $tier }
odds-base = (base { $base })
odds-proficient = proficiente
odds-exact = exato
odds-sampled = estimado por amostras
odds-summary = { $head }: média { $mean }, desvio { $sd }, mediana { $median }, faixa { $low }..{ $high } ({ $how })
odds-at-least = P(resultado >= { $tn }{ $label }) = { $fraction } = { $percent }
odds-clash = Confronto contra { $vs }: o iniciador vence { $win }, empate { $tie } (o defensor vence empates), o defensor vence { $lose }; margem média { $margin }
odds-too-many = { $rows } totais para listar, demais (o limite é { $limit }); --json lista todos
odds-score = resultado
odds-wrote = gravado { $path }
odds-percentile = p{ $q } { $score }
odds-percentiles = Percentis: { $parts } (média { $mean })
odds-unlikely = { $n ->
    [one] { $count } total improvável
   *[other] { $count } totais improváveis
}
odds-of-chance = { $share } da chance
odds-left-below = { $count } abaixo de { $low } ({ $chance })
odds-left-above = { $count } acima de { $high } ({ $chance })
odds-left-both = { $count } ({ $chance }): { $below } abaixo de { $low } ({ $below_share }), { $above } acima de { $high } ({ $above_share })
odds-left-out = Foram omitidos { $where }; --all lista todos os totais
odds-initiator = { $text } (iniciador)
odds-defender = { $text } (defensor)
odds-both = ambos
odds-per-column = (cada coluna soma { $count } totais)
