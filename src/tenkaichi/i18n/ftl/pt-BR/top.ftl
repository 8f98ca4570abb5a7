## Torneio do Poder (semente 002): o que o jogo diz a um assento, feito quando ele lê
## (tenkaichi.top.text, text_content, text_events, text_status).

## Conteúdo: cartas, poderes, casas e guerreiros.

top-no-dice = nenhum dado
top-no-space = sem casa
top-no-effect = sem efeito
top-a-card = uma carta
top-and = {" "}e{" "}
top-kind-event = Evento
top-kind-power = poder
top-kind-space = casa
top-kind-warrior = guerreiro
top-inset-none = nenhuma defesa possível
top-inset-cards = defesa só com cartas
top-inset-cards-or-dice = defesa com cartas ou dados
top-inset-invulnerable = defesa só com cartas invulneráveis
top-event-none = nada acontece neste turno
top-event-move-range = mova até { $n } casas neste turno
top-event-rerolls = { $signed } nova rolagem para os guerreiros do jogador da vez
top-event-no-support = ninguém tem dados de apoio neste turno
top-event-draw = compre { $n } carta(s) à sua escolha no fim do turno
top-event-transform-bonus = { $signed } nas rolagens de transformação neste turno
top-event-extra-combat = um segundo combate neste turno
top-event-heal = cada um dos seus guerreiros cura até { $n } de dano
top-card-attack-text = forme { $combo } para { $damage } de dano{ $sphere }; { $inset }{ $extra }
top-card-sphere-note = {" "}(um ataque de esfera)
top-card-extra-note = ; um segundo combate neste turno
top-against-sphere = um ataque de esfera
top-against-attack = um ataque
top-card-proof-note = , mesmo um invulnerável
top-card-defence-text = contra { $against }{ $proof }: forme { $combo } e ela { $does }
top-defence-negate = para o ataque
top-defence-halve = corta pela metade o dano do ataque
top-defence-counter = recebe o golpe e depois revida
top-card-rescue-text = quando um dos seus guerreiros é eliminado, ele volta com { $n } de Resistência
top-card-transform-text = depois de uma rolagem de transformação que falhou, role mais uma vez (a carta é gasta de qualquer jeito)
top-start-recover = no início do seu turno, cure um dos seus guerreiros em até { $n } de dano
top-start-extra-combat = no início do seu turno: um segundo combate neste turno
top-start-instant-move = no início do seu turno, em vez de mover, leve um guerreiro a qualquer casa vermelha, amarela ou azul livre
top-start-fuse = no início do seu turno, funda dois parceiros de fusão que estejam na mesma casa
top-space-green-text = lute contra um guerreiro fora do jogo; quem vence compra 2 cartas à sua escolha
top-space-draw-text = compre { $card } no fim do seu turno
top-form-summary = { $name }: Poder { $power }, Técnica { $technique }{ $ability }
top-ability-note = , { $ability }
top-warrior-text = Resistência { $endurance }. { $forms }

## Acontecimentos.

top-ev-unknown = Aconteceu algo que esta versão não sabe descrever
top-ev-defends-card = { $who } se defende com { $card }
top-ev-defends-dodge = { $who } tenta uma rolagem de Dodge
top-ev-defends-hit = { $who } recebe o golpe
top-ev-defence-dodge-works = O Dodge de { $who } funciona
top-ev-defence-dodge-fails = O Dodge de { $who } falha
top-ev-defence-card-works = A defesa de { $who } funciona
top-ev-defence-card-fails = A defesa de { $who } falha
top-ev-attack = { $who } ataca{ $card } com { $damage } de dano{ $speed }
top-ev-attack-card = {" "}usando { $card }
top-ev-attack-lightning = {" "}(um ataque relâmpago: sem defesa)
top-ev-attack-rolls = {" "}depois de { $rolls } rolagens
top-ev-dealt-nothing = { $seat } não recebe nada: o baralho de { $deck } está vazio
top-ev-dealt = { $seat } recebe { $card } do baralho de { $deck }
top-ev-drew-nothing = { $seat } não compra nada: o baralho de { $deck } está vazio
top-ev-drew = { $seat } compra { $card } do baralho de { $deck }
top-ev-eliminated = { $who } é eliminado
top-ev-eliminated-fusion = { $who } é eliminado (uma fusão: dois guerreiros perdidos)
top-ev-combat-duel = Duelo de desempate: { $one } contra { $other }
top-ev-combat-green = { $one } luta contra { $other } numa casa verde
top-ev-combat-attack = Combate: { $one } ataca { $other }
top-ev-combat-over-both = O combate acabou: os dois guerreiros continuam de pé
top-ev-combat-over-attacker = O combate acabou: só o atacante continua de pé
top-ev-combat-over-defender = O combate acabou: só o defensor continua de pé
top-ev-combat-over-neither = O combate acabou: nenhum guerreiro continua de pé
top-ev-score = { $player } { $count }
top-ev-scores = Guerreiros que restam no tabuleiro: { $scores }
top-ev-game-over-none = A partida acabou: ninguém vence
top-ev-game-over-one = A partida acabou: { $winner } vence
top-ev-game-over-shared = A partida acabou: { $winners } dividem a vitória
top-ev-healed = { $who } cura { $damage } de dano{ $why }
top-ev-healed-health = {" "}(o seu poder Saúde)
top-ev-healed-recovery = {" "}(uma carta de Recuperação)
top-ev-healed-event = {" "}(o Evento { $card })
top-ev-fusion-roll-works = { $seat } tira { $roll } para a fusão: a fusão funciona
top-ev-fusion-roll-fails = { $seat } tira { $roll } para a fusão: sem fusão
top-ev-decks-shuffled = Os baralhos de Ataque, Defesa, Especial e Evento são embaralhados
top-ev-draft-begins = Uma rolagem de dado: { $seat } escolhe primeiro
top-ev-drafted = { $seat } escolhe { $name }
top-ev-unplayed-stack = Os { $count } guerreiros que ninguém escolheu são embaralhados numa pilha
top-ev-placed = { $seat } coloca { $name } em { $where }
top-ev-first-player = { $seat } joga primeiro
top-ev-turn = Round { $round }: vez de { $seat }
top-ev-discarded = { $seat } descarta { $card } embaixo do baralho de { $deck }
top-ev-event = Evento para { $seat }: { $card }
top-ev-played = { $seat } joga { $card }
top-ev-moved = { $who } vai de { $start } para { $end }
top-ev-instant-move = { $who } vai na hora de { $start } para { $end }
top-ev-stepped = { $who } passa de { $start } para { $end }
top-ev-green = { $name } sai da pilha fora do jogo, jogado por { $seat }
top-ev-duel-attack = Ataque { $number } do duelo: { $one } ataca { $other }
top-ev-fused = Os parceiros de fusão de { $seat } viram { $name }
top-ev-transformed = { $who } tira { $roll } e se transforma em { $form }
top-ev-transform-failed = { $who } tira { $roll }: sem transformação
top-ev-rolled = { $who } rola { $dice } (rolagem { $number })
top-ev-extra-combat = { $seat } ganha um segundo combate neste turno ({ $card })
top-ev-shielded = O Escudo de { $who } para a esfera ({ $damage } de dano)
top-ev-reflected = { $who } devolve a esfera ({ $damage } de dano)
top-ev-defence-rolled = { $who } rola { $dice } para se defender
top-ev-damaged = { $who } sofre { $damage } de dano ({ $total } no total)
top-ev-rescued = { $who } é salvo por { $card } (restam { $damage } de dano nele)
top-ev-fled = { $who } foge com o Taiyoken de { $start } para { $end }
top-ev-counter-attack = { $who } revida na hora
top-ev-form-cost = { $who } paga { $cost } de Resistência pela sua transformação
top-ev-returned = O guerreiro fora do jogo volta para baixo da pilha
top-ev-duel-guard = Ninguém é eliminado depois de { $count } ataques: o limite do motor encerra o duelo
top-ev-extra-round = Mais de dois jogadores empatados: o jogo segue até o round { $round }
top-ev-time-up = Acabou o tempo: o round { $round } é o último

## Nomes, casas e opções.

top-unplayed-stack = a pilha fora do jogo
top-unplayed-warrior = { $name } fora do jogo
top-whose = { $name } de { $player }
top-space = { $name } ({ $colour })
top-card-nothing = nada (o baralho está vazio)
top-player = Jogador { $number }
top-warrior-summary = { $name }, { $left } de { $endurance } de Resistência, Poder { $power }, Técnica { $technique }{ $ability }
top-to-attack = { $space }: atacar { $enemy }
top-to-fight-unplayed = { $space }: lutar contra um guerreiro fora do jogo
top-keep-nothing = Não guardar nada e rolar de novo { $n ->
    [one] { $count } dado
   *[other] os { $count } dados
}
top-keep = Guardar { $dice } e rolar de novo { $count } { $n ->
    [one] dado
   *[other] dados
}
top-draft-label = { $name }: Resistência { $endurance }, Poder { $power }, Técnica { $technique }{ $ability }{ $forms }
top-forms-note = , { $count } { $n ->
    [one] transformação
   *[other] transformações
}
top-place-on = Colocar em { $space }
top-move-to = Mover { $warrior } para { $to }
top-instant-move-to = Teletransportar { $warrior } para { $to }
top-discard = Descartar { $card } ({ $kind })
top-play-card = Jogar { $card }: { $text }
top-draw-a-card = Comprar { $card }
top-heal = Curar { $warrior } ({ $damage } de dano sofrido)
top-duel-with = Duelar com { $warrior }
top-flee-to = Fugir para { $space } com o Taiyoken
top-stay-on = Ficar em { $space }
top-step-to = Passar para { $to }
top-sum-of-symbols = A soma dos símbolos
top-play-named = Jogar { $card }
top-combo-named = Combo { $combo }
top-resolve = { $name }: { $damage } de dano, { $kind }, { $inset }
top-take-hit = Receber o golpe ({ $damage } de dano)
top-roll-dodge = Rolar um Dodge (precisa de { $count } { $n ->
    [one] teleporte
   *[other] teleportes
})
top-the-warrior = o guerreiro
top-yes = Sim
top-no = Não
top-yes-no-fuse-fuse = Tentar a fusão (uma rolagem de { $fuse } ou mais)
top-yes-no-fuse-no = Não tentar a fusão
top-yes-no-transform-yes = Tentar transformar { $who }
top-yes-no-transform-no = Lutar na forma atual
top-yes-no-transform-card-yes = Jogar uma carta de Transformação: rolar mais uma vez
top-yes-no-transform-card-no = Não jogar carta
top-yes-no-rescue-yes = Jogar Resgate: { $who } volta
top-yes-no-rescue-no = Sem Resgate: { $who } é eliminado
top-yes-no-flee-no = Continuar no combate
top-yes-no-start-pass = Não jogar carta
top-yes-no-move-pass = Ficar (nenhum guerreiro pode se mover)
top-yes-no-instant-pass = Ficar (nenhuma casa livre)
top-yes-no-bonus-pass = Não comprar nada (os baralhos estão vazios)
top-yes-no-reroll-stop = Parar e usar estes dados
top-yes-no-defend-roll-stop = Parar: a defesa falha

## Perguntas e quem decide.

top-rerolls-left = { $n ->
    [one] resta { $count } nova rolagem
   *[other] restam { $count } novas rolagens
}
top-ask-draft = Escolher qual guerreiro?
top-ask-start = Início do seu turno: jogar uma carta?
top-ask-recover = Recuperação: curar qual guerreiro?
top-ask-instant = Teletransporte: mover qual guerreiro, para qual casa livre?
top-ask-duel = Duelo de desempate: qual dos seus guerreiros luta?
top-ask-fuse = Tentar a rolagem de fusão para os seus parceiros de fusão (só sem carta de Fusão)?
top-ask-transform-card = A rolagem de transformação falhou: jogar uma carta de Transformação?
top-ask-place = Colocar { $warrior } em qual casa?
top-ask-discard = Você tem mais de { $limit } cartas: descartar qual?
top-ask-move = Mover qual guerreiro (até { $range } casas)?
top-your-warrior = o seu guerreiro
top-ask-step = Depois do combate: para onde vai { $warrior }?
top-ask-bonus = Compre uma carta à sua escolha ({ $count } para comprar): de qual baralho?
top-ask-transform = Tentar transformar { $warrior }?
top-ask-reroll = { $warrior } tirou { $dice }: guardar quais dados? ({ $rerolls })
top-ask-resolve = Qual ataque { $warrior } faz contra { $target }?
top-ask-defend = { $target } sofre um ataque de { $damage } de dano: como se defende?
top-ask-defend-roll = { $target } tirou { $dice } e precisa de { $need }: guardar quais dados? ({ $rerolls })
top-ask-rescue = { $target } ficou sem Resistência: jogar uma carta de Resgate?
top-ask-flee = { $target } tem menos de 10 de Resistência: fugir com o Taiyoken?
top-ask-choose = Escolha
top-the-enemy = o inimigo
top-game-is-over = A partida acabou
top-doing-deciding = { $player } está decidindo
top-doing-draft = { $player } está escolhendo um guerreiro
top-doing-place = { $player } está colocando um guerreiro
top-doing-discard = { $player } está descartando uma carta
top-doing-start = { $player } decide se joga uma carta
top-doing-recover = { $player } escolhe um guerreiro para curar
top-doing-move = { $player } está se movendo
top-doing-instant = { $player } está fazendo um Teletransporte
top-doing-step = { $player } passa de casa depois do combate
top-doing-bonus = { $player } escolhe de qual baralho comprar
top-doing-duel = { $player } escolhe um guerreiro para o duelo
top-doing-fuse = { $player } decide sobre uma rolagem de fusão
top-doing-transform = { $player } decide sobre uma transformação
top-doing-transform-card = { $player } decide sobre uma carta de Transformação
top-doing-reroll = { $player } escolhe quais dados rolar de novo
top-doing-resolve = { $player } escolhe um ataque
top-doing-defend = { $player } escolhe uma defesa
top-doing-defend-roll = { $player } escolhe quais dados rolar de novo
top-doing-rescue = { $player } decide sobre uma carta de Resgate
top-doing-flee = { $player } decide se foge

## Menus sobre as opções (tenkaichi.top.menus) e o que uma nova rolagem busca.

top-aim-defence = a defesa
top-aim-combo = combo { $name }
top-aim-card = carta { $name }
top-menu-mover = { $warrior }, em { $space }
top-menu-mover-ask = Mover { $warrior } de { $space } para qual casa?
top-menu-row = Linha { $row }: { $spaces }
top-menu-row-ask = Qual casa da linha { $row }?
top-menu-row-only = Linha { $row }: só { $space }
top-menu-worth-damage = dano esperado { $value }, contando à parte uma eliminação
top-menu-worth-defend = chance de se defender { $chance }
top-menu-best-stop = Melhor jogada: parar aqui ({ $worth })
top-menu-keep = guardar { $dice }
top-menu-reroll-all = rolar de novo todos os dados
top-menu-best = Melhor jogada: { $what } ({ $worth })
top-under-one-percent = menos de 1%
top-over-99-percent = mais de 99%
top-percent = { $value }%
top-menu-formed = formado
top-menu-note = { $name } ({ $need }): { $have }
top-menu-aim-formed = { $label }: { $aim } formado
top-menu-no-combo = { $label }: nenhum combo formado
top-menu-aim-chance = { $label }: { $chance } para { $aim }
top-menu-more = Outros dados para guardar ({ $count } a mais)
top-symbol-sum = Soma dos símbolos
top-symbol-sum-doubled = Soma dos símbolos (em dobro)
top-any-dice = quaisquer dados

## O painel de estado (tenkaichi.top.text_status).

top-warriors-drafted = { $count } { $n ->
    [one] guerreiro escolhido
   *[other] guerreiros escolhidos
}
top-warriors-placed = { $placed } de { $count } { $n ->
    [one] guerreiro colocado
   *[other] guerreiros colocados
}
top-warriors-on-board = { $count } { $n ->
    [one] guerreiro
   *[other] guerreiros
} no tabuleiro
top-a-warrior = um guerreiro
top-headline-draft = A escolha: { $player } escolhe um guerreiro (escolha { $pick } de { $picks })
top-headline-place = Os times se posicionam: { $player } coloca { $warrior } (guerreiro { $pick } de { $picks })
top-headline-round = Round { $round }, vez de { $player }
top-headline-round-of = Round { $round } de { $last }, vez de { $player }
top-named-text = { $name }: { $text }
top-status-headline = { $headline }.
top-status-headline-deciding = { $headline }. { $deciding }.
top-status-event = Evento: { $event }
top-no-cards = sem cartas
top-status-player = { $name }: { $standing }; { $cards }
top-status-eliminated = { $name }: eliminado
top-fusion = fusão
top-not-on-board = fora do tabuleiro
top-status-warrior = { $name }: { $left } de { $endurance } de Resistência{ $extra }

## A página do assento (tenkaichi.table.web_top_model, top_seat.html.j2).

top-page-draw = A partida termina empatada
top-page-winner = { $winner } vence o Torneio do Poder
top-page-winners = { $winner } vencem o Torneio do Poder
top-page-waiting = Esperando { $who }
top-page-unplayed = { $name } fora do jogo
top-page-title-endurance = { $title }: { $left } de { $endurance } de Resistência
top-stage-start = início
top-stage-transform = rolagens de transformação
top-stage-reroll = rolando
top-stage-resolve = escolhendo o resultado
top-stage-defend = a defesa
top-stage-defend-roll = a rolagem de defesa
top-stage-damage = dano
top-stage-rescue = resgate
top-stage-flee = fuga
top-stage-next = próximo ataque
top-seat-made-up = inventado
top-seat-made-up-title = A semente 002 não diz isto: é a nossa leitura (docs/assumptions.md)
top-seat-title = Torneio do Poder
top-seat-title-round = Torneio do Poder: round { $round }
top-seat-event = Evento:
top-seat-lobby = Uma partida para { $count } jogadores
top-seat-lobby-hint = Os jogadores sem ninguém sentado são jogados pelo Mestre nesta página. A partida começa quando o Mestre a inicia.
top-seat-board = O tabuleiro
top-seat-space-title = { $name }, uma casa { $colour }: { $text }
top-seat-combat = Combate: { $attacker } contra { $defender }
top-seat-dice = Os dados
top-seat-how-move = Clique num dos seus guerreiros (com anel dourado) e depois numa das casas que ele alcança (com anel laranja).
top-seat-how-cell = Clique numa das casas marcadas do tabuleiro.
top-seat-how-keep = Clique num dado para guardá-lo (aceso) ou rolá-lo de novo (apagado).
top-seat-combos-now = Os combos agora, jogando por cada um:
top-seat-with-kept = Com os dados que você guarda:
top-seat-best-play = (a melhor jogada)
top-seat-keep-best = Selecionar os melhores dados para guardar
top-seat-hand = Mão de { $player }
top-seat-no-cards = Sem cartas.
top-seat-hand-hint = As mãos dos seus jogadores aparecem quando um deles precisa responder.
top-seat-players = Jogadores
top-seat-playing = (jogando)
top-seat-standing = { $standing }, { $count } { $n ->
    [one] carta
   *[other] cartas
} na mão
top-seat-endurance = { $left } de { $endurance } de Resistência
top-seat-fused = fundido
top-seat-eliminated = (eliminado)
top-seat-log = O que aconteceu
top-seat-help = O que fazem as casas, os dados, os poderes e os guerreiros
top-seat-spaces = Casas
top-seat-faces = Faces dos dados
top-seat-star-note = (a estrela vale por qualquer símbolo de um combo)
top-seat-powers = Poderes
top-seat-no-powers = Nenhum guerreiro em jogo tem um poder.
top-seat-warriors = Guerreiros
top-seat-not-offered = Essa opção não é oferecida

## A página que abre uma mesa (top_new.html.j2).

top-new-title = Tenkaichi: abrir uma mesa do Torneio do Poder
top-new-heading = Abrir uma mesa do Torneio do Poder
top-new-about = Um jogo de tabuleiro para 2 a 6 jogadores: escolha um time de guerreiros, mova-os pelo tabuleiro colorido e lute com dados de símbolos, combos e cartas.
top-new-dbu = Abrir um combate de Dragon Ball Universe em vez disso
top-new-your-name = Seu nome (o anfitrião)
top-new-host = Anfitrião
top-new-players-legend = Os jogadores
top-new-players = Jogadores
top-new-players-hint = Cada jogador é jogado por você (na sua própria página: revezando na mesma tela), por uma pessoa a quem você manda um link de convite ou por um bot. As linhas além do número de jogadores ficam de fora.
top-new-played-by = Quem joga o Jogador { $number }
top-new-plays-gm = o anfitrião (você, nesta página)
top-new-plays-player = uma pessoa (link de convite)
top-new-plays-greedy = um bot ganancioso
top-new-plays-random = um bot aleatório
top-new-plays-search = um bot de busca (lento, forte)
top-new-game-legend = A partida
top-new-rounds = Rounds
top-new-seed = Semente (opcional)
top-new-seed-placeholder = secreta
top-new-seed-help = A semente distribui as cartas e rola os dados: deixe vazia para dados secretos; uma semente digitada serve para replays e testes, e quem a conhece pode prever os dados. A mesma semente e as mesmas escolhas jogam a mesma partida.
top-new-submit = Abrir a mesa
top-page-not-joined = (ainda não entrou)

## A tela do terminal (tenkaichi.cli.top_screen).

top-cli-headline-event = { $headline }. Evento: { $event }
top-cli-nobody-yet = ninguém ainda
top-cli-drafted = { $player } escolheu: { $picks }
top-cli-you = { $name } (você)
top-cli-bot = { $name } (bot)
top-cli-eliminated = {" "}(eliminados: { $names })
top-cli-player = { $player }: { $standing }{ $lost }; mão: { $cards }

## O tabuleiro desenhado em texto (tenkaichi.top.text_board).

top-board-marks = Marcas: 1A é o guerreiro A de { $player }; { $transformed } transformado; { $several } mais de um guerreiro ali
top-board-spaces = Casas: r y b g são vermelha (r), amarela (y), azul (b), verde (g)
top-board-spaces-unplayed = Casas: r y b g são vermelha (r), amarela (y), azul (b), verde (g); { $mark } é um guerreiro fora do jogo
