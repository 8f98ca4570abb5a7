## O cliente ao vivo da mesa web (web/src): as palavras dele. Os nomes, as opções, os eventos e
## os outros textos da mesa chegam na tela já no idioma dela.

## A partida de cada jogo, com o artigo: dentro de uma frase e no começo dela.

client-match-dbu = a luta
client-match-top = a partida
client-match-ddc = a batalha
client-match-dbu-capital = A luta
client-match-top-capital = A partida
client-match-ddc-capital = A batalha

## Palavras usadas em todo o cliente.

client-back = Voltar
client-cancel = Cancelar
client-choose = Escolher: { $option }
client-close = Fechar
client-set = Aplicar
client-yes = sim
client-no = não
client-hidden = oculto
client-defeated = derrotado
client-acting = agindo
client-yours = seu
client-of = { $value } de { $max }
client-side = Lado
client-square = Casa
client-fighter = Lutador
client-fighters = Lutadores
client-players = Jogadores
client-note = Nota
client-roll = Rolagem
client-round = Rodada { $round }
client-initiative-order = Ordem de Iniciativa
client-zoom-in = Ampliar
client-stat-life = Vida
client-stat-ki = Ki
client-stat-capacity = Capacidade
client-stat-actions = Ações
client-stat-counters = Contra-Ações

## O cabeçalho: quem é você, o estado da mesa, a conexão, o idioma, as teclas.

client-seat = { $who }. { $table }
client-table-lobby = { $the } está aguardando o início.
client-table-running = { $the } está em andamento.
client-table-paused = { $the } está em pausa.
client-table-over = { $the } terminou.
client-table-other = { $the }: { $status }.
client-table-not-started = { $the } ainda não começou.
client-link-connecting = Conectando…
client-link-open = Ao vivo
client-link-reconnecting = Reconectando…
client-link-closed = Desconectado
client-language = Idioma
client-keys-button = Teclas (?)
client-keys-title = Jogar pelo teclado
client-keys-goes-to = { $key } leva para { $part }
client-part-decision = a decisão
client-part-board = o tabuleiro
client-part-tracker = o marcador de turnos
client-part-cards = os lutadores
client-part-log = o registro
client-part-panel = o painel da mesa
client-keys-choose = { $first }–{ $last } escolhem a opção com esse número; { $back } volta; { $find } procura uma opção pelo nome
client-keys-tab = { $tab } passa de um botão a outro; no tabuleiro, os lutadores recebem o foco e { $enter } mostra as opções deles
client-keys-help = { $help } mostra ou esconde esta lista
client-key-backspace = Backspace
client-key-tab = Tab
client-key-enter = Enter
client-key-escape = Esc

## A conexão com a mesa e as recusas dela sem palavras próprias.

client-link-refused = o link deste lugar não vale mais: peça um novo ao mestre
client-not-connected = sem conexão com a mesa: espere a conexão voltar
client-refused = a mesa recusou isso ({ $status })
client-unreachable = não foi possível falar com a mesa: tente de novo

## O fim de uma luta de DBU (o marcador, o painel).

client-over = A luta terminou.
client-over-draw = A luta terminou: empate.
client-over-side-wins = A luta terminou: o lado { $side } vence.

## O registro.

client-log-title = Registro
client-log-show = Mostrar
client-log-all = Tudo
client-log-mine = Meus
client-log-rolls = Rolagens
client-log-note = Nota
client-log-roll = Rolagem

## O painel de uma decisão (o de um lugar de DBU).

client-decision-no-match = Nenhuma opção corresponde a “{ $filter }”.
client-decision-find = Procurar uma opção
client-decision-find-example = digite: raio vegeta
client-decision-keys = Teclas: 1-9 escolhem, Backspace volta, / procura.
client-decision-pick-square = (escolha uma casa)
client-decision-free = grátis
client-decision-amount = Quantidade (de { $min } a { $max })
client-decision-amount-slider = Quantidade

## O painel da mesa: entrar, os dados a digitar, o tempo do turno, as reações, o replay.

client-table-panel = A mesa
client-join = Entrar na mesa
client-your-name = Seu nome
client-waiting-approval = O mestre ainda não deixou você entrar.
client-countdown = Tempo restante para { $who }: { $left }
client-seconds = { $seconds } s
client-dice-roll = Role { $title }
client-dice-rolled = { $n ->
    [one] O dado que você rolou ({ $faces })
   *[other] Os dados que você rolou ({ $faces })
}
client-dice-enter = { $n ->
    [one] Informar o dado
   *[other] Informar os dados
}
client-dice-help = { $n ->
    [one] Digite o número, por exemplo { $example }.
   *[other] Digite os números nesta ordem, separados por espaços ou vírgulas, por exemplo { $example }.
}
client-waiting-dice = Esperando { $who } rolar os dados.
client-replay = Rever { $the } passo a passo
client-policies = Reações: quando perguntar a você
client-policies-hint = A mesa só pede uma reação quando a resposta pode mudar o resultado. Aqui você escolhe, para cada lutador que você joga ({ $fighters }), quais delas devem ser perguntadas.

## O painel do mestre: os controles, os lugares, um lugar novo, as configurações.

client-gm-title = Mestre
client-gm-run = Conduzir a mesa
client-gm-start = Começar { $the }
client-gm-pause = Pausar
client-gm-resume = Retomar
client-gm-undo-last = Desfazer a última decisão
client-gm-end = Encerrar { $the }
client-seats = Lugares
client-seats-seat = Lugar
client-seats-who = Quem
client-seats-plays = Joga
client-seats-link = Link de convite
client-seats-dice = Dados
client-seats-actions = Ações
client-seats-waiting = (aguardando)
client-seats-relink = (expulse o lugar para ter um link novo)
client-seats-dice-of = dados de { $who }
client-seats-let-in = Deixar entrar
client-seats-kick = Expulsar (link novo)
client-seats-remove = Remover
client-copy = Copiar
client-copied = Copiado
client-copy-link-of = Copiar o link de { $who }
client-dice-physical = digita dados físicos
client-dice-digital = a mesa rola
client-add-seat = Adicionar um lugar
client-add-a = Adicionar
client-add-player = jogador
client-add-bot = bot
client-add-spectator = espectador
client-add-for-side = do lado
client-add-no-side = (nenhum)
client-add-which-bot = bot
client-add-dice = dados
client-add-submit = Adicionar lugar
client-settings = Configurações da mesa
client-settings-secrets = O mestre vê os segredos de todos os lados
client-settings-timer = Tempo do turno
client-settings-timer-range = segundos (0 desliga; senão, de { $min } a { $max })
client-settings-timeout = Quando o tempo acaba
client-settings-save = Salvar as configurações

## A tela final.

client-end-caption = Como cada lutador se saiu
client-end-dealt = Dano causado
client-end-taken = Dano sofrido
client-end-biggest = Maior golpe
client-end-ki = Ki gasto
client-end-kos = Nocauteou
client-end-rounds = Rodadas em que agiu
client-end-conditions = Condições e Estados
client-end-hit = { $amount } em { $target }
client-end-no-hit = nenhum
client-end-no-kos = ninguém
client-end-no-conditions = nenhuma
client-end-standing = de pé
client-end-downloads = Downloads

## As ferramentas do mestre: desfazer e encerrar, arbitragem, lutadores.

client-gm-undo-end = Desfazer e encerrar
client-gm-steps = Passos a desfazer
client-gm-undo = Desfazer
client-gm-nothing-to-undo = Nada a desfazer enquanto { $the } não está em andamento.
client-gm-undo-title-one = Desfazer o último passo?
client-gm-undo-title = Desfazer os últimos { $count } passos?
client-gm-undo-text = { $n ->
    [0] Isto desfaz { $count } decisões e o que a mesa fez depois.
    [one] Isto desfaz { $count } decisão e o que a mesa fez depois.
   *[other] Isto desfaz { $count } decisões e o que a mesa fez depois.
}
client-gm-undo-rolled = O passo que você desfaz rolou dados: manter esses dados ou rolá-los de novo?
client-gm-keep-dice = Manter esses dados
client-gm-roll-again = Rolar de novo
client-gm-yes-undo = Sim, desfazer
client-gm-undone = Desfeito.
client-gm-undone-again = Desfeito: os dados daí em diante são rolados de novo.
client-gm-end-title = Encerrar { $the } agora?
client-gm-end-text = Todos veem o resultado; isto não pode ser desfeito.
client-gm-yes-end = Sim, encerrar { $the }
client-gm-rulings = Arbitragem
client-gm-rulings-lobby = A arbitragem abre quando a luta começar.
client-gm-rulings-over = A luta terminou: não há mais arbitragem.
client-gm-rulings-wait = A arbitragem espera enquanto a mesa espera dados ou que a luta continue.
client-gm-no-fighter = Ainda não há nenhum lutador na luta.
client-gm-reason = Motivo (opcional)
client-gm-square-hint = colunas de A a { $last }, linhas de 1 a { $rows }, por exemplo C4
client-gm-square-like = por exemplo C4
client-gm-square-now = agora em { $square }; { $hint }
client-gm-square-taken = Há um lutador ali: toque numa casa livre ou digite uma.
client-gm-square-picked = { $square } escolhida para { $who }.
client-gm-no-board = Não há tabuleiro para escolher: digite a casa.
client-gm-pick-tap = Toque numa casa do tabuleiro para { $who } (Esc para parar).
client-gm-pick = Escolher no tabuleiro
client-gm-pick-stop = Parar de escolher
client-gm-set = Definir um valor
client-gm-set-done = { $stat } de { $fighter }: agora { $value }.
client-gm-what = O quê
client-gm-new-value = Novo valor
client-gm-now = agora { $value }
client-gm-condition = Uma Condição ou um Estado
client-gm-condition-added = { $condition } aplicado em { $fighter }.
client-gm-condition-removed = { $condition } retirado de { $fighter }.
client-gm-conditions-now = Agora: { $conditions }
client-gm-no-condition = nenhuma Condição ou Estado
client-gm-condition-field = Condição ou Estado
client-gm-stacks = Acúmulos
client-gm-rounds = Rodadas (vazio: até remover)
client-gm-condition-add = Aplicar a condição
client-gm-condition-remove = Remover a condição
client-gm-move = Mover um lutador
client-gm-move-done = { $fighter } foi para { $square }.
client-gm-move-submit = Mover o lutador
client-gm-order-done = Ordem de Iniciativa definida.
client-gm-order-moved = { $fighter } agora é { $place } de { $count }.
client-gm-defeated-mark = (derrotado)
client-gm-move-up = Subir
client-gm-move-down = Descer
client-gm-order-changed = Mudado aqui, ainda não aplicado.
client-gm-order-submit = Aplicar a ordem
client-gm-order-reset = Desfazer a mudança
client-gm-add = Adicionar um lutador ou um esquadrão
client-gm-add-done = { $fighter } entra na luta.
client-gm-add-done-many = { $count } novos lutadores entram na luta.
client-gm-new-fighter = o novo lutador
client-gm-new-fighter-capital = O novo lutador
client-gm-no-sheet = Não há nenhuma ficha de onde adicionar um lutador.
client-gm-sheet = Ficha
client-gm-sheets-fight = Fichas desta luta
client-gm-sheets-example = Fichas de exemplo
client-gm-how-many = Quantos
client-gm-how-many-hint = de 2 a 20 formam um esquadrão de lacaios
client-gm-initiative = Iniciativa (vazio: rolada)
client-gm-played-by = Jogado por
client-gm-you = O mestre (você)
client-gm-name = Nome (opcional)
client-gm-add-submit = Adicionar à luta
client-gm-remove = Remover um lutador
client-gm-remove-done = { $fighter } saiu da luta.
client-gm-remove-submit = Remover da luta
client-gm-give = Dar um lutador a um lugar
client-gm-give-done = { $fighter } passou para { $seat }.
client-gm-the-seat = o lugar
client-gm-give-field = Dar
client-gm-played-by-who = { $fighter } (jogado por { $player })
client-gm-nobody = ninguém
client-gm-give-to = para
client-gm-give-submit = Dar
client-gm-kick = Expulsar um jogador
client-gm-kick-done = { $player } foi expulso.
client-gm-the-player = O jogador
client-gm-player = Jogador
client-gm-kick-to = Os lutadores dele passam para
client-gm-a-bot = Um bot ({ $bot })
client-gm-kick-submit = Expulsar o jogador

## Notas e rolagens na mesa.

client-talk-title = Notas e rolagens
client-talk-roll-summary = Rolar dados ou um teste
client-talk-shown-to = Visível para
client-talk-everyone = Todos
client-talk-write-note = Escrever uma nota
client-talk-note-sent = Nota enviada.
client-talk-characters = { $typed } de { $max } caracteres
client-talk-send-note = Enviar a nota
client-talk-rolled = Rolado: o resultado está no registro.
client-talk-what = O que rolar
client-talk-dice = Dados
client-talk-check = Um teste ou salvaguarda
client-talk-check-field = Perícia ou Teste de Resistência
client-talk-expression = Dados a rolar
client-talk-expression-hint = por exemplo 2d10+3
client-talk-target = Alvo (opcional)
client-talk-results = Dados rolados na mesa (opcional)
client-talk-results-hint = os números que os dados mostram, por exemplo 7 4; vazio: a mesa rola
client-talk-chance = Chance de chegar a { $target }: { $chance }
client-talk-no-target = informe um alvo para ver a chance de chegar a ele

## A prévia da luta na página do mestre (bots jogam a luta muitas vezes).

client-pv-summary = Prévia da luta
client-pv-about = Antes de começar: bots jogam esta luta muitas vezes no servidor, todos os lados do mesmo jeito, e você vê como ela costuma ir. Só você vê isto.
client-pv-runs = Lutas a jogar
client-pv-runs-hint = de 1 a { $max }
client-pv-run-any = Jogar as lutas
client-pv-run-once = Jogar uma vez
client-pv-run-times = Jogar { $count } vezes
client-pv-cancelling-button = Cancelando…
client-pv-played-label = Lutas jogadas
client-pv-played = { $n ->
    [0] { $done } de { $count } lutas jogadas
    [one] { $done } de { $count } luta jogada
   *[other] { $done } de { $count } lutas jogadas
}
client-pv-cancelling = Cancelando: as lutas em andamento terminam primeiro.
client-pv-progress = { $n ->
    [0] { $percent } de { $count } lutas jogadas.
    [one] { $percent } de { $count } luta jogada.
   *[other] { $percent } de { $count } lutas jogadas.
}
client-pv-running = { $n ->
    [0] Jogando { $count } lutas.
    [one] Jogando { $count } luta.
   *[other] Jogando { $count } lutas.
}
client-pv-done = { $n ->
    [0] Pronto: { $count } lutas jogadas.
    [one] Pronto: { $count } luta jogada.
   *[other] Pronto: { $count } lutas jogadas.
}
client-pv-cancelled = Cancelado após { $count } de { $runs } lutas: os números abaixo são dessas { $count }.
client-pv-cancelled-none = Cancelado antes de qualquer luta terminar: ainda não há números.
client-pv-title = { $n ->
    [0] Como foram { $count } lutas
    [one] Como foi { $count } luta
   *[other] Como foram { $count } lutas
}
client-pv-title-first = Como foram as primeiras { $count } lutas
client-pv-bot = O bot { $bot } joga todos os lados; as chances reais muito provavelmente estão dentro dos números entre parênteses.
client-pv-who-wins = Quem vence
client-pv-wins = vence
client-pv-nobody = Ninguém
client-pv-draw = (empate)
client-pv-likely = (provavelmente de { $low } a { $high })
client-pv-safety = { $n ->
    [0] { $count } lutas chegaram ao limite de rodadas da simulação e contam como empates.
    [one] { $count } luta chegou ao limite de rodadas da simulação e conta como empate.
   *[other] { $count } lutas chegaram ao limite de rodadas da simulação e contam como empates.
}
client-pv-how-long = Quanto dura
client-pv-rounds = Uma luta dura { $mean } rodadas em média; 8 de cada 10 lutas duram { $most }{ $ends }.
client-pv-rounds-count = { $n ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
}
client-pv-rounds-range = de { $low } a { $high } rodadas
client-pv-rounds-ends = (a mais curta { $low }, a mais longa { $high })
client-pv-lengths = Lutas por duração
client-pv-lengths-caption = Quantas lutas duraram cada número de rodadas
client-pv-rounds-head = Rodadas
client-pv-fights-head = Lutas
client-pv-who-falls = Quem cai primeiro
client-pv-falls-first = cai primeiro
client-pv-nobody-falls = { $n ->
    [0] Ninguém cai em { $count } lutas.
    [one] Ninguém cai em { $count } luta.
   *[other] Ninguém cai em { $count } lutas.
}
client-pv-each-fighter = Cada lutador
client-pv-defeated-in = Derrotado em { $share } das lutas; causa { $life } de Vida por luta em média.
client-pv-most-used = Mais usados
client-pv-option-share = { $option }: { $share } das escolhas
client-pv-no-choice = Nenhuma escolha feita nos turnos dele.
client-pv-most-damaging = Mais danosos
client-pv-attack = { $attack }: { $life } de Vida por acerto ({ $hits })
client-pv-hits = { $n ->
    [0] { $count } acertos
    [one] { $count } acerto
   *[other] { $count } acertos
}
client-pv-no-attack = Nenhum ataque dele tirou Vida de ninguém.

## Um lugar de DBU: o tabuleiro, a decisão, as fichas dos lutadores, o marcador.

client-dbu-choose-square = Escolha uma casa para { $option }: toque numa casa sombreada ou digite uma abaixo.
client-dbu-out-of-reach = { $square } está fora do alcance de { $option }.
client-dbu-tap-again = { $option }: toque de novo ou aperte Escolher.
client-dbu-options-on = Opções em { $where }
client-dbu-hits = { $option }: atinge { $fighters }
client-dbu-not-reached = { $square } não é uma casa que { $option } alcança
client-dbu-that = isso
client-dbu-in-reach = { $n ->
    [0] { $count } casas ao alcance, sombreadas no tabuleiro com seus passos.
    [one] { $count } casa ao alcance, sombreada no tabuleiro com seus passos.
   *[other] { $count } casas ao alcance, sombreadas no tabuleiro com seus passos.
}
client-dbu-square-to = Casa de destino
client-dbu-steps = { $n ->
    [0] { $count } passos
    [one] { $count } passo
   *[other] { $count } passos
}
client-dbu-move = Mover
client-dbu-left = { $actions } A · { $counters } CA
client-dbu-above-max = (acima do máximo)
client-dbu-actions = { $n ->
    [0] { $count } Ações
    [one] { $count } Ação
   *[other] { $count } Ações
}
client-dbu-counters = { $n ->
    [0] { $count } Contra-Ações
    [one] { $count } Contra-Ação
   *[other] { $count } Contra-Ações
}
client-dbu-form-tag = Forma: { $form }
client-dbu-enhancement-tag = Aprimoramento: { $enhancement }
client-dbu-aura-tag = Aura: { $aura }
client-dbu-charging = Carregando: { $charge }
client-dbu-state-tag = Estado: { $state }
client-dbu-sheet-of = Ficha de { $fighter }
client-dbu-threshold = Limiar de Vida
client-dbu-hidden-from-you = oculto para o seu lado
client-dbu-sheet-actions = Ações: { $actions }; Contra-Ações: { $counters }
client-dbu-form = Forma
client-dbu-base-form = forma base
client-dbu-enhancement = Aprimoramento
client-dbu-aura = Aura
client-dbu-charge = Energy Charge
client-dbu-no-enhancement = nenhum
client-dbu-no-aura = nenhuma
client-dbu-no-charge = nenhum
client-dbu-no-conditions = nenhuma
client-dbu-battlefield = Campo de batalha de { $width } por { $height } casas: { $fighters }.
client-dbu-at = { $fighter } ({ $side }) em { $square }
client-dbu-hardness = { $feature }, Nível de Dureza { $rank }
client-dbu-hardness-short = D{ $rank }
client-dbu-melee = Melee Range
client-dbu-long = Longo Alcance ({ $squares }+ casas)
client-dbu-legend-move = Casas sombreadas: para onde você pode se mover (passos); toque numa para ir até lá
client-dbu-legend-aim = Casas contornadas: onde você pode mirar; toque uma vez para ver, de novo para escolher
client-dbu-fit = Ajustar o tabuleiro

## Torneio do Poder: o tabuleiro, o combate, a mão, os jogadores, as cartas de guerreiro.

client-shape-circle = círculo
client-shape-square = quadrado
client-shape-diamond = losango
client-shape-triangle = triângulo
client-shape-hexagon = hexágono
client-shape-star = estrela
client-shape-octagon = octógono
client-top-colour-red = vermelha
client-top-colour-yellow = amarela
client-top-colour-blue = azul
client-top-colour-green = verde
client-top-mark-red = A
client-top-mark-yellow = D
client-top-mark-blue = E
client-top-mark-green = G
client-top-key-red = vermelha: carta de Ataque
client-top-key-yellow = amarela: carta de Defesa
client-top-key-blue = azul: carta Especial
client-top-key-green = verde: lutar contra um guerreiro sem jogador
client-top-board = O tabuleiro
client-top-board-scrolls = O tabuleiro (rola)
client-top-space = { $space }, casa { $colour }: { $text }
client-top-token-move = mover { $warrior }
client-top-token-card = carta de { $warrior }
client-top-token = { $warrior } ({ $letters }), { $shape } de { $owner }
client-top-endurance-left = { $left } de { $max } de Resistência
client-top-on = em { $space }
client-top-formed-worth = { $result } formado: { $damage } de dano
client-top-sum-worth = { $result }: { $damage } de dano
client-top-no-result = nenhum resultado formado
client-top-chance-for = { $chance } para { $aim }
client-top-damage-paren = ({ $damage } de dano)
client-top-about = cerca de { $damage } de dano
client-top-combat = Combate: { $attacker } ataca { $defender }
client-top-stage = Fase: { $stage }
client-top-rerolls-left = { $n ->
    [0] restam { $count } novas rolagens
    [one] resta { $count } nova rolagem
   *[other] restam { $count } novas rolagens
}
client-top-dice-on-table = Os dados na mesa
client-top-results = Se o atacante parar agora
client-top-result = Resultado
client-top-needs = Precisa
client-top-damage = Dano
client-top-now = Agora
client-top-formed = formado
client-top-not-formed = não formado
client-top-incoming = Chegando: { $damage }
client-top-damage-of = { $damage } de dano
client-top-sphere-attack = (um ataque de esfera)
client-top-defence-needs = a defesa precisa de { $need }
client-top-card-of = Carta de { $warrior }
client-top-hands = Mãos
client-top-hand-hint = A mão de quem responde aparece aqui quando for a vez dele de escolher.
client-top-hand-of = Mão de { $player }
client-top-made-up = inventado
client-top-no-cards = Sem cartas.
client-top-pass = Passe a tela para { $player }
client-top-hidden-until = As cartas e escolhas de { $player } ficam ocultas até que ele esteja diante da tela.
client-top-show-hand = Sou { $player }: mostrar minha mão
client-top-turn-tag = vez
client-top-score = Pontos { $score }
client-top-cards = { $n ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
client-top-show-card = { $warrior }: ver a carta
client-top-endurance = Resistência
client-top-out = fora
client-top-lobby = Uma partida para { $count } jogadores
client-top-status = A partida
client-top-round-of = Rodada { $round } de { $last }
client-top-turn = { $round }, vez de { $player }
client-top-event = Evento: { $event }: { $text }
client-top-board-heading = Tabuleiro
client-top-warrior-card = Carta de guerreiro
client-top-warriors-now = Os guerreiros que importam agora
client-top-pick-warrior = Escolha um guerreiro no tabuleiro ou na lista de jogadores para ler a carta dele.
client-top-stop-here = Parar aqui
client-top-best = a melhor
client-top-dice-keep = Dados: aperte os que quer manter
client-top-die-kept = Dado { $number }: { $face }, mantido
client-top-die-rerolled = Dado { $number }: { $face }, rolado de novo
client-top-keep = manter
client-top-reroll = rolar de novo
client-top-keeping-all = Manter todos os dados é parar: { $worth }
client-top-keeping = { $option }: { $worth }
client-top-no-combo = nenhum combo ao alcance
client-top-keep-one = Mantenha pelo menos um dado ou role algum de novo.
client-top-stop-dice = Parar com estes dados
client-top-reroll-others = Rolar os outros de novo
client-top-best-keep = Escolher a melhor combinação
client-top-waiting = Aguardando
client-top-moving = Movendo { $warrior }: escolha uma casa marcada no tabuleiro ou abaixo.
client-top-a-warrior = um guerreiro
client-top-a-warrior-capital = Um guerreiro
client-top-back-key = Voltar ({ $key })
client-top-spaces-to-go = { $n ->
    [0] { $count } casas possíveis
    [one] { $count } casa possível
   *[other] { $count } casas possíveis
}
client-top-pick-mover = Escolha um guerreiro para mover (marcado no tabuleiro) e depois para onde ele vai.
client-top-fewer = Menos opções
client-top-more = Mais opções ({ $count })
client-top-keys = Teclas: 1–9 escolhem.
client-top-keys-back = Teclas: 1–9 escolhem, Esc volta.
client-top-symbol-kick = chute
client-top-symbol-punch = soco
client-top-symbol-sphere = esfera
client-top-symbol-strength = força
client-top-symbol-star = estrela
client-top-symbol-teleport = teletransporte
client-top-form-dice = { $dice } dados (Poder)
client-top-form-rerolls = { $rerolls } novas rolagens (Técnica)
client-top-form-power = Poder: { $power }: { $text }
client-top-combos-of = Combos de { $form }
client-top-combo = Combo
client-top-symbols = Símbolos
client-top-sphere = esfera
client-top-dodge = Esquiva
client-top-no-damage = sem dano
client-top-sum-counts = Numa soma vale
client-top-wild = curinga
client-top-endurance-is = Resistência { $value }
client-top-made-up-title = O seed 002 não traz números para este guerreiro: estes são os nossos valores padrão
client-top-transformations = Transformações ({ $count }): role { $dice } antes de um combate
client-top-transform-dice = { $n ->
    [0] { $count } dados
    [one] { $count } dado
   *[other] { $count } dados
}
client-top-transform-table = Tabela de transformações de { $warrior }
client-top-roll = Rolagem
client-top-dice-rerolls = Dados, novas rolagens
client-top-combos = Combos
client-top-takes-costs = Recebe, custa
client-top-now-tag = agora
client-top-takes = 1/{ $divisor } do dano, −{ $cost } de Resistência depois
client-top-no-transformation = Sem transformação.

## Um lugar de Dungeon DICE Combat: o turno, a grade, a decisão, os lutadores.

client-ddc-out-of-reach = { $fighter } está fora do alcance de todos os movimentos que { $actor } tem agora.
client-ddc-grid-label = Grade de batalha
client-ddc-over = A batalha terminou: { $winner }.
client-ddc-turn-order = Ordem dos turnos
client-ddc-acting-now = age agora
client-ddc-knocked-out = nocauteado
client-ddc-moves-on = Movimentos em { $fighter } ({ $side })
client-ddc-attack = Atacar { $fighter } ({ $side })
client-ddc-named = com nome
client-ddc-moves-count = { $n ->
    [0] { $count } movimentos
    [one] { $count } movimento
   *[other] { $count } movimentos
}
client-ddc-keys = Teclas: 1-9 escolhem, Backspace volta. Na grade, toque numa casa sombreada ou num lutador com anel.
client-ddc-step = Passo
client-ddc-move-act = Mover e agir
client-ddc-charge-option = Investida (sem ataque, encerra o turno)
client-ddc-move-to = Mover para
client-ddc-charge-to = Investir até
client-ddc-move = Mover
client-ddc-charge = Investir
client-ddc-in-reach-shaded = { $n ->
    [0] { $count } casas ao alcance, sombreadas na grade
    [one] { $count } casa ao alcance, sombreada na grade
   *[other] { $count } casas ao alcance, sombreadas na grade
}
client-ddc-in-reach-hatched = { $n ->
    [0] { $count } casas ao alcance, hachuradas na grade
    [one] { $count } casa ao alcance, hachurada na grade
   *[other] { $count } casas ao alcance, hachuradas na grade
}
client-ddc-near-first = as que ficam ao lado de um inimigo vêm primeiro
client-ddc-digivolved = ({ $base } digievoluído)
client-ddc-ko = K.O.
client-ddc-hp = HP
client-ddc-attack-dice = Dados de ataque
client-ddc-posts = Posts
client-ddc-recharge = Recarga
client-ddc-now = Agora
client-ddc-statuses = Estados
client-ddc-moves = Movimentos ({ $count })
client-ddc-starts-from = { $side } começa pela { $edge }
client-ddc-grid = Grade de batalha de { $width } colunas por { $height } linhas: { $fighters }.
client-ddc-on = { $fighter } ({ $side }) em { $square }
client-ddc-legend-side = { $side }: peças em forma de { $shape }
client-ddc-from = pela { $edge }
client-ddc-legend-move = Casas sombreadas: um passo de Mover e agir chega até elas; toque numa para ir até lá
client-ddc-legend-charge = Casas hachuradas: uma Investida chega até elas (sem ataque, encerra o turno)
client-ddc-legend-ringed = Lutadores com anel: toque num para ver os movimentos que você pode usar nele
client-ddc-legend-marks = Quadro dourado: de quem é o turno. Borda dupla: Defendendo. Barra sob uma peça: o HP dela.
client-ddc-fit = Ajustar a grade
client-ddc-edge-left = borda esquerda
client-ddc-edge-right = borda direita
client-ddc-edge-top = borda de cima
client-ddc-edge-bottom = borda de baixo
client-ddc-side = lado { $side }
client-ddc-hp-of = { $hp } de { $max } HP
client-ddc-defending = Defendendo
client-ddc-targetable = pode ser alvo: aperte Enter para ver os movimentos nele
client-ddc-and = { $first } e { $second }
client-ddc-next-to = { $square }, ao lado de { $foes }
client-ddc-to-knock-out = { $chance } de nocautear
