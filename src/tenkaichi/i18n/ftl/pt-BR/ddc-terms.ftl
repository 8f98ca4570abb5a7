## Dungeon DICE Combat: os níveis dos lutadores (o conteúdo do jogo).
ddc-level-rookie = novato
ddc-level-champion = campeão
ddc-level-armor = armadura
ddc-level-ultimate = supremo
ddc-level-mega = mega
ddc-level-super-ultimate = super supremo
ddc-level-burst = burst
