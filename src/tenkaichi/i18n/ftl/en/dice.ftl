## The dice: `tenkaichi roll` and `tenkaichi odds`, and a roll shown in chat.
## Every number arrives already written the reader's way (tenkaichi.i18n.numbers);
## $n beside a $count is the same number, for choosing a plural form.

roll-line = { $expression }: { $body } = { $total }
roll-line-floored = { $expression }: { $body } = { $total } (raw { $raw }, minimum 0)
roll-seed = (seed { $seed }; replay with --seed { $seed })
roll-botch = botch { $penalty }
roll-dropped = { $count } dropped
roll-more-dice = … { $count } more
roll-criticals = { $count } critical
roll-botches = { $count } botch
roll-floored = raw { $raw }, minimum 0
roll-summary = { $n ->
    [one] { $count } die in { $terms } terms
   *[other] { $count } dice in { $terms } terms
}

odds-at-tier = { $expression } at tier { $tier }
odds-base = (base { $base })
odds-proficient = proficient
odds-exact = exact
odds-sampled = estimated from samples
odds-summary = { $head }: mean { $mean }, sd { $sd }, median { $median }, range { $low }..{ $high } ({ $how })
odds-at-least = P(score >= { $tn }{ $label }) = { $fraction } = { $percent }
odds-clash = Clash vs { $vs }: initiator wins { $win }, tie { $tie } (defender wins ties), defender wins { $lose }; mean margin { $margin }
odds-too-many = { $rows } totals to list, too many (the limit is { $limit }); --json lists them all
odds-score = score
odds-wrote = wrote { $path }
odds-percentile = { $q }th { $score }
odds-percentiles = Percentiles: { $parts } (mean { $mean })
odds-unlikely = { $n ->
    [one] { $count } unlikely total
   *[other] { $count } unlikely totals
}
odds-of-chance = { $share } of the chance
odds-left-below = { $count } below { $low } ({ $chance })
odds-left-above = { $count } above { $high } ({ $chance })
odds-left-both = { $count } ({ $chance }): { $below } below { $low } ({ $below_share }), { $above } above { $high } ({ $above_share })
odds-left-out = Left out { $where }; --all lists every total
odds-initiator = { $text } (initiator)
odds-defender = { $text } (defender)
odds-both = both
odds-per-column = (each column adds up { $count } totals)
