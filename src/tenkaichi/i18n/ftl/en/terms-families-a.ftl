## Game terms only the DBU engine families of part A use (dbu-families-a.ftl): names these
## families give to effects' sources, Exploit's reasons and roll parts, read by the rules as
## terms (tenkaichi.i18n.Term). English renders each unchanged.

term-power-duel = Power Duel
term-leaving-surging = leaving Surging
term-full-empowerment = Full Empowerment
term-miracle-empowerment = Miracle Empowerment
term-four-empowerments = four Empowerments
term-united-attack-ki-wager = United Attack Ki Wager
term-a-failed-blockade = a failed Blockade
term-a-failed-stress-test = a failed Stress Test
term-raging-aspect = Raging Aspect
term-mindful-aspect = Mindful Aspect
term-battle-born = Battle Born
term-super-stack = Super Stack
