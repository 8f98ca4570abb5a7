## A página inicial da mesa web (table_home.html.j2, web_create)

table-home-title = Tenkaichi: abrir uma mesa
table-home-heading = Abrir uma mesa
table-home-games-label = jogos
table-home-games = Jogos:
table-home-top-link = Mesa do Torneio do Poder
table-home-top-hint = (o jogo de tabuleiro para 2 a 6 jogadores)
table-home-gm-name = Seu nome (Mestre)
table-home-gm-default = Mestre
table-home-fight = A luta
table-home-source-sheets = Escolher fichas de personagem
table-home-source-example = Um Encounter de exemplo
table-home-source-file = Um arquivo de Encounter
table-home-sheets = Fichas de personagem
table-home-sheets-hint = Escolha cada personagem, o time em que ele luta e quem o joga. Um personagem sem casa começa na borda do seu time: West à esquerda, East à direita. Um jogador recebe um link de convite para distribuir; o Mestre joga os personagens que ninguém mais joga.
table-home-col-character = Personagem
table-home-col-file = ou um arquivo de ficha
table-home-col-side = Time
table-home-col-square = Casa (como D4, opcional)
table-home-col-plays = Jogado por
table-home-none = (nenhum)
table-home-the-sheet-file = o arquivo de ficha
table-home-plays-player = um jogador (link de convite)
table-home-plays-gm = o Mestre
table-home-plays-greedy = um bot ganancioso
table-home-plays-random = um bot aleatório
table-home-battlefield = Campo de batalha
table-home-by = por
table-home-squares = casas
table-home-example = Encounter de exemplo
table-home-file = Arquivo de Encounter
table-home-yaml = YAML do Encounter
table-home-rules = Regras
table-home-edition = Edição
table-home-edition-own = a do próprio Encounter (dbu-2 para fichas escolhidas)
table-home-edition-dbu-2 = dbu-2 (as regras atuais)
table-home-edition-dbu-1 = dbu-1 (as manobras antigas)
table-home-house-rules = { $n ->
    [one] Regras da casa ({ $count } ajuste; no valor padrão, as regras são jogadas como escritas e valem as leituras da própria edição)
   *[other] Regras da casa ({ $count } ajustes; nos valores padrão, as regras são jogadas como escritas e valem as leituras da própria edição)
}
table-home-col-setting = Ajuste
table-home-col-value = Valor
table-home-col-default = Padrão
table-home-col-allowed = Permitido
table-home-dice = Dados
table-home-dice-seeded = rolados pela mesa
table-home-dice-physical = físicos (cada pessoa digita os seus, ou deixa a mesa rolar)
table-home-seed = Semente (opcional)
table-home-seed-placeholder = secreta
table-home-seed-help = A semente rola os dados da mesa: deixe-a vazia para dados secretos; uma semente digitada serve para replays e testes, e quem a conhece pode prever os dados.
table-home-open = Abrir a mesa
table-home-open-game = Abrir a mesa de { $title }

## Os valores das regras da casa (web_settings)

table-yes-or-no = sim ou não
table-one-of = um de { $choices }
table-whole-from-to = um número inteiro de { $low } a { $high }
table-list-of = uma lista de { $low } a { $high } itens, cada um { $each }
table-rule-is = { $setting }: { $allowed }

## A página de replay (table_replay.html.j2, web_replay, replay_jump)

table-replay-title = Mesa Tenkaichi: replay, passo { $step } de { $steps }
table-replay-heading = Replay: passo { $step } de { $steps }
table-replay-jump-to = Ir para
table-replay-jump-step = { $label } (passo { $step })
table-replay-go = Ir
table-replay-exports = Leve a luta para casa:
table-replay-export-html = transcrição (página web)
table-replay-export-md = transcrição (Markdown)
table-replay-export-json = registro de entradas (para tenkaichi replay)
table-replay-over-draw = A luta acabou: empate.
table-replay-over-wins = A luta acabou: o time { $side } venceu.
table-replay-side-on = Time { $side }, em { $square }
table-replay-health-hidden = Saúde oculta
table-replay-life = Vida { $life }
table-replay-defeated = (derrotado)
table-replay-ki-capacity = Ki { $ki }, Capacidade { $capacity }
table-replay-form = Forma: { $form }
table-replay-what-happened = O que aconteceu
table-replay-quiet = Nenhuma linha nova no registro neste passo (o resultado aparece mais adiante).
table-replay-round-short = R{ $round }
table-mark-surprise-begins = Começa o Round surpresa
table-mark-round-begins = Começa o Round { $round }
table-mark-surprise-turn = Round surpresa, turno de { $fighter }
table-mark-round-turn = Round { $round }, turno de { $fighter }

## A página de erro (table_error.html.j2)

table-error-page-title = Mesa Tenkaichi
table-error-back = Voltar à mesa
table-error-new-table = Abrir uma mesa nova

## Os ajustes e ferramentas do Mestre (web_settings, web_gm)

table-flag-hide-npc-numbers = Os jogadores veem a Vida e o Ki dos NPCs só como palavras de Saúde
table-flag-player-notes = Os jogadores podem escrever notas no registro
table-flag-player-rolls = Os jogadores podem fazer as próprias rolagens
table-flag-approve-spectators = Os espectadores esperam para ser admitidos
table-timeout-pause = pausar a luta
table-timeout-pass = responder por eles (passar)
table-gm-seat-you = Você
table-gm-seat-not-joined = (ainda não entrou)
table-gm-seat-label = { $name } ({ $role })
table-gm-role-gm = Mestre
table-gm-role-player = jogador
table-gm-role-bot = bot
table-talk-everyone = Todos
table-talk-gm-alone = Só o Mestre
table-end-export-md = Transcrição (Markdown)
table-end-export-html = Transcrição (página web)
table-end-export-json = Registro de entradas (JSON, para tenkaichi replay)

## Transcrições (export)

table-export-unknown = desconhecido
table-export-none = nenhum
table-export-hit-on = { $amount } em { $target }
table-export-defeated = Derrotado
table-export-standing = De pé
table-export-col-player = Jogador
table-export-col-fighter = Lutador
table-export-col-side = Time
table-export-col-score = Pontos
table-export-col-warriors-left = Guerreiros restantes
table-export-col-damage-dealt = Dano causado
table-export-col-damage-taken = Dano sofrido
table-export-col-biggest-hit = Maior golpe
table-export-col-ki-spent = Ki gasto
table-export-col-kos = KOs
table-export-col-rounds-acted = Rounds em que agiu
table-export-col-conditions = Condições
table-export-col-life = Vida
table-export-col-ki = Ki
table-export-col-hp = PV
table-export-col-status = Situação
table-export-before-first-round = Antes do primeiro Round
table-export-round = Round { $round }
table-export-summary = Resumo
table-export-the-fight = A luta
table-export-nothing-yet = Nada aconteceu ainda.
table-export-notes = Notas da mesa
table-export-caption-fighter = Por lutador, no fim do registro
table-export-caption-player = Por jogador, no fim do registro
