## Termos de jogo que só as famílias do motor DBU da parte B usam (veja dbu-families-b.ftl):
## Qualidades dos Elementos, o chão arrancado ("chão 2"), o stack Imminent de uma técnica
## Delayed e por que alguém provocou Exploit.

term-rubbery = Elástico
term-fragile = Frágil
term-bouncy = Saltitante
term-dangerous = Perigoso
term-ground = chão
term-tail-restraint = Tail Restraint
term-imminent = Imminent
term-a-failed-grapple = um Grapple falho
term-a-failed-disarm = um Disarm falho
