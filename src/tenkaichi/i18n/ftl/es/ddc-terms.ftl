## Dungeon DICE Combat: los niveles de los luchadores (el contenido del juego).
ddc-level-rookie = novato
ddc-level-champion = campeón
ddc-level-armor = armadura
ddc-level-ultimate = ultra
ddc-level-mega = mega
ddc-level-super-ultimate = súper ultra
ddc-level-burst = burst
