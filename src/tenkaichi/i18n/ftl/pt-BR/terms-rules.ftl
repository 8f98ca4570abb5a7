## Termos de jogo das regras centrais do motor de DBU (tenkaichi.i18n.Term), pelo nome em
## inglês: os Limiares de Vida, os Surtos, partes de uma rolagem e as origens das condições
## que as regras nomeiam.

## Limiares de Vida
term-healthy = Saudável
term-bruised = Machucado
term-injured = Ferido
term-critical = Crítico

## Pelo que se recupera ou se paga Ki e Vida
term-healing-surge = Surto de Cura
term-ki-surge = Surto de Ki
term-power-flare-ki-wager = Ki Wager do Power Flare
term-spectator-rest = descanso do Espectador

## As partes de uma rolagem
term-proficient-1-t = proficiente 1(T)
term-punching-up-1d4-t = Punching Up 1d4(T)
term-punching-down-1d8-t = Punching Down 1d8(T)

## Condições e de onde vieram
term-hobbled-called-shot-leg = Hobbled (Ataque Mirado: Perna)
term-surprised = surpreendido
term-spectate = Assistir
term-gm-ruling = decisão do Mestre
