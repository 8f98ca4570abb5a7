## Términos de juego que solo usan las familias del motor de DBU de la parte A
## (dbu-families-a.ftl): nombres que estas familias dan a los orígenes de los efectos, a los
## motivos de Aprovechar y a las partes de las tiradas.

term-power-duel = Duelo de Poder
term-leaving-surging = al salir de Desbordante
term-full-empowerment = Potenciación Total
term-miracle-empowerment = Potenciación Milagrosa
term-four-empowerments = cuatro Potenciaciones
term-united-attack-ki-wager = Apuesta de Ki del Ataque Unido
term-a-failed-blockade = un Bloqueo fallido
term-a-failed-stress-test = una Prueba de Tensión fallida
term-raging-aspect = Aspecto Furioso
term-mindful-aspect = Aspecto Sereno
term-battle-born = Nacido para Luchar
term-super-stack = Súper Acumulación
