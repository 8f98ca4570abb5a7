## Dungeon DICE Combat: the fighters' levels (the game's content).
ddc-level-rookie = rookie
ddc-level-champion = champion
ddc-level-armor = armor
ddc-level-ultimate = ultimate
ddc-level-mega = mega
ddc-level-super-ultimate = super ultimate
ddc-level-burst = burst
