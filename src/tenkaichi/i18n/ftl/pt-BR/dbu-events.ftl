## Eventos de uma luta de DBU.

dbu-round-begins = Começa a rodada { $round }
dbu-surprise-round-begins = Começa a rodada surpresa
dbu-turn-starts = Turno de { $fighter }: { $actions ->
    [0] { $actions } Ações
    [one] { $actions } Ação
   *[other] { $actions } Ações
}, { $counters ->
    [0] { $counters } Contra-Ações
    [one] { $counters } Contra-Ação
   *[other] { $counters } Contra-Ações
}, Vida { $life }, Ki { $ki }, Capacidade { $capacity }
dbu-turn-ends = { $fighter } encerra o turno
dbu-side-wins = O lado { $side } vence após { $n ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
}
dbu-draw = Empate: nenhum lado de pé após { $n ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
}
dbu-safety-stop = Interrompido: atingido o limite de segurança da simulação de { $n ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
} (não é uma regra); nenhum lado venceu
