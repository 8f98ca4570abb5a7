## Términos de juego que solo usan las familias del motor DBU de la parte B (ver
## dbu-families-b.ftl): Cualidades de los Elementos, el suelo arrancado ("suelo 2"), la
## acumulación Inminente de una técnica Diferida y por qué alguien provocó Aprovechar.

term-rubbery = Elástico
term-fragile = Frágil
term-bouncy = Rebotante
term-dangerous = Peligroso
term-ground = suelo
term-tail-restraint = Sujeción por la Cola
term-imminent = Inminente
term-a-failed-grapple = un Agarre fallido
term-a-failed-disarm = un Desarme fallido
