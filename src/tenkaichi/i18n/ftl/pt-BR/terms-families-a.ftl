## Termos de jogo que só as famílias do motor de DBU da parte A usam (dbu-families-a.ftl):
## nomes que essas famílias dão às origens dos efeitos, aos motivos de Exploit e às partes
## das rolagens.

term-power-duel = Power Duel
term-leaving-surging = ao sair de Surging
term-full-empowerment = Full Empowerment
term-miracle-empowerment = Miracle Empowerment
term-four-empowerments = quatro Empowers
term-united-attack-ki-wager = Ki Wager do United Attack
term-a-failed-blockade = um Blockade falho
term-a-failed-stress-test = um Teste de Estresse falho
term-raging-aspect = Aspecto Raging
term-mindful-aspect = Aspecto Mindful
term-battle-born = Battle Born
term-super-stack = Super Stack
