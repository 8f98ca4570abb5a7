## Eventos de un combate de DBU.

dbu-round-begins = Empieza la ronda { $round }
dbu-surprise-round-begins = Empieza la ronda sorpresa
dbu-turn-starts = Turno de { $fighter }: { $actions ->
    [one] { $actions } Acción
   *[other] { $actions } Acciones
}, { $counters ->
    [one] { $counters } Contraacción
   *[other] { $counters } Contraacciones
}, Vida { $life }, Ki { $ki }, Capacidad { $capacity }
dbu-turn-ends = { $fighter } termina su turno
dbu-side-wins = El bando { $side } gana tras { $n ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
dbu-draw = Empate: ningún bando sigue en pie tras { $n ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
dbu-safety-stop = Detenido: se alcanzó el límite de seguridad de la simulación de { $n ->
    [one] { $count } ronda
   *[other] { $count } rondas
} (no es una regla); ningún bando gana
