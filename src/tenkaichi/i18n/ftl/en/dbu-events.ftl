## DBU fight events (tenkaichi.dbu.combat). Fighters' and sides' names arrive as they are.

dbu-round-begins = Round { $round } begins
dbu-surprise-round-begins = Surprise round begins
dbu-turn-starts = { $fighter }'s turn: { $actions ->
    [one] { $actions } Action
   *[other] { $actions } Actions
}, { $counters ->
    [one] { $counters } Counter Action
   *[other] { $counters } Counter Actions
}, Life { $life }, Ki { $ki }, Capacity { $capacity }
dbu-turn-ends = { $fighter } ends their turn
dbu-side-wins = Side { $side } wins after { $n ->
    [one] { $count } round
   *[other] { $count } rounds
}
dbu-draw = Draw: no side left standing after { $n ->
    [one] { $count } round
   *[other] { $count } rounds
}
dbu-safety-stop = Stopped: the simulation's safety limit of { $n ->
    [one] { $count } round
   *[other] { $count } rounds
} was reached (not a rule); no side won
