## Os erros da mesa web: cada um em uma linha, no idioma de quem lê

table-state-lobby = aguardando
table-state-running = em andamento
table-state-paused = pausada
table-state-over = encerrada
table-either-or = { $first } ou { $second }
table-your-name = seu nome
table-seat-name = o nome da vaga

## Respostas e dados (service, service_core, inputs)

table-error-already-started = a luta já começou
table-error-waits-for-dice = a luta espera dados, não uma escolha
table-error-no-decision = não há nenhuma decisão a tomar
table-error-not-your-decision = a decisão não é sua: { $fighter } não é você quem joga
table-error-cannot-do-that = { $fighter } não pode fazer isso: { $reason }
table-error-no-dice-needed = nenhum dado é necessário agora
table-error-not-your-dice = quem rola estes dados é { $who }, não você
table-error-policy-who = só um jogador ou o Mestre define as políticas de reação
table-error-not-let-in = o Mestre ainda não deixou você entrar
table-error-fight-over = a luta acabou
table-error-asks-every-decision = uma mesa de { $title } pergunta cada decisão
table-error-no-turn-yet = ainda não há nenhum turno em andamento
table-error-replay-not-yet = o replay abre quando a luta acaba
table-error-replay-step = um passo do replay é um número inteiro de 0 a { $steps }
table-error-cannot-pause = a mesa está { $status }: não dá para pausar agora
table-error-cannot-resume = a mesa está { $status }: não dá para retomar agora
table-error-cannot-end = a mesa está { $status }: não dá para encerrar agora
table-error-already-answered = a decisão { $decision } já foi respondida: olhe a mesa de novo
table-error-database-busy = o banco de dados da mesa está ocupado, tente de novo ({ $error })
table-error-no-seat = não há nenhuma vaga { $seat } nesta mesa
table-error-invalid-link = esse link de vaga não é válido: peça um novo ao Mestre
table-error-gm-only = só o Mestre pode fazer isso
table-error-spectator-cannot-act = um espectador não pode agir
table-error-nobody-answers = a mesa está { $status }: ninguém responde agora
table-error-answer-names-decision = uma resposta indica pelo número a decisão que responde
table-error-decision-over = a decisão { $decision } já passou: a mesa está na decisão { $now }
table-error-must-be-text = { $what } precisa ser texto
table-error-field-problem = { $what }: { $problem }
table-error-no-option = a opção { $option } não existe: escolha de 0 a { $last }
table-error-answer-shape = uma resposta é o número de uma opção ou a sua chave
table-error-answer-unreadable = essa resposta não pode ser lida como uma opção
table-error-answer-long = essa resposta tem mais de { $most } caracteres
table-error-not-an-option = essa resposta não é nenhuma das opções: olhe a mesa de novo
table-error-type-dice = digite os números que os dados mostram, como { $example }

## Vagas (service_seats, seats)

table-error-dice-modes = os dados numa mesa de { $title } são { $modes } (veio { $got })
table-error-seed = a semente é um número inteiro de 0 a { $high }
table-error-too-many-tables = você já tem { $most } mesas abertas: encerre uma antes
table-error-too-many-bots = suas mesas abertas teriam { $count } lutadores jogados por bots, acima dos { $most } que o servidor joga ao mesmo tempo para um Mestre: encerre uma mesa antes
table-error-seat-dice = os dados de uma vaga são físicos ou digitais
table-error-gm-not-removed = a vaga do Mestre não pode ser removida
table-error-still-plays = { $n ->
    [one] { $who } ainda joga com { $fighters }: passe-o antes para outra vaga
   *[other] { $who } ainda joga com { $fighters }: passe-os antes para outra vaga
}
table-error-who-joins = só um jogador ou um espectador entra numa mesa
table-error-not-joined = essa vaga ainda não entrou
table-error-server-rolls = esta mesa já rola todos os dados no servidor
table-error-bot-rolls = um bot sempre rola os próprios dados
table-error-gm-not-kicked = o Mestre não pode ser expulso
table-error-kicked-to = os lutadores de uma vaga expulsa vão para o Mestre ou para um bot ({ $kinds })
table-error-link-made-anew = o link dessa vaga foi refeito: ela não tem token com que agir
table-error-role = o papel de uma vaga é um de: player, bot, spectator (veio { $got })
table-error-bot-kind = uma vaga de bot joga { $kinds } (veio { $got })
table-error-bot-kind-only = só uma vaga de bot tem tipo de bot
table-error-spectator-side = um espectador não responde por nenhum time nem lutador
table-error-seat-needs-side = uma vaga { $role } precisa de um time ou de lutadores por quem responder
table-error-no-side = não há nenhum time { $side } nesta luta (times: { $sides })
table-error-no-fighter = não há nenhum lutador { $fighter } nesta luta
table-error-not-on-side = { $fighter } não está no time { $side }
table-error-fighter-has-seat = { $fighter } já tem uma vaga
table-error-side-has-seat = o time { $side } já tem uma vaga

## As ferramentas do Mestre (service_gm)

table-error-no-rulings = uma mesa de { $title } não aceita decisões do Mestre
table-error-rulings-when = as decisões do Mestre são tomadas enquanto a luta acontece
table-error-rule-after-dice = a luta espera dados: decida quando eles chegarem
table-error-ruling-object = uma decisão do Mestre é um objeto, como { $example }
table-error-ruling-unreadable = essa decisão do Mestre não pode ser lida
table-error-ruling-long = essa decisão do Mestre tem mais de { $most } caracteres
table-error-spectator-plays-none = um espectador não joga com nenhum lutador
table-error-ruling-refused = essa decisão do Mestre não pode ser tomada: { $error }
table-error-note-text = uma nota é texto
table-error-note = a nota: { $problem }
table-error-gm-or-player-may-notes = só o Mestre ou um jogador podem escrever notas
table-error-gm-or-player-may-rolls = só o Mestre ou um jogador podem rolar
table-error-players-may-not-notes = o Mestre não deixa os jogadores escreverem notas nesta mesa
table-error-players-may-not-rolls = o Mestre não deixa os jogadores rolarem nesta mesa
table-error-expressions-only = uma mesa de { $title } só rola expressões de dados
table-error-check-when = o teste de um lutador é rolado depois que a luta começa
table-error-not-yours-to-roll = não é você quem rola por { $fighter }
table-error-player-audience = a nota ou rolagem de um jogador vai para todos ou para o Mestre
table-error-no-fighter-here = não há nenhum lutador { $fighter } nesta mesa
table-error-over-nobody-plays = a luta acabou: ninguém mais joga
table-error-undo-dice = depois de desfazer, os dados são mantidos ou rolados de novo
table-error-undo-dice-anew = os dados desta mesa já são digitados ou sorteados de novo: mantenha-os
table-error-undo-nothing = não há nenhuma luta em andamento para desfazer
table-error-undo-range = desfazer volta de 1 a { $most } decisões
table-error-undo-only = { $n ->
    [one] só { $count } decisão pode ser desfeita
   *[other] só { $count } decisões podem ser desfeitas
}

## Ajustes da mesa (timer, web_settings)

table-error-unknown-setting = ajuste de mesa desconhecido { $setting } (conhecidos: { $known })
table-error-flag-gm-sees-secrets = se o Mestre vê os segredos é sim ou não
table-error-flag-hide-npc-numbers = se os números dos NPCs ficam ocultos é sim ou não
table-error-flag-player-notes = se os jogadores podem escrever notas é sim ou não
table-error-flag-player-rolls = se os jogadores podem rolar é sim ou não
table-error-flag-approve-spectators = se os espectadores esperam para ser admitidos é sim ou não
table-error-timer = o timer de turno é 0 (desligado) ou de { $low } a { $high } segundos
table-error-on-timeout = quando o tempo acaba, a mesa pausa ou passa pelo jogador

## O replay (replay_jump, web_replay)

table-error-round-turn-numbers = um Round e um turno são números inteiros
table-error-no-round = a luta não tem Round { $round } (Rounds { $first } a { $last })
table-error-no-round-yet = a luta não tem Round { $round } (ainda não há Rounds)
table-error-no-turn = o Round { $round } não tem turno { $turn } (turnos 1 a { $turns })

## O formulário da página inicial (web_create)

table-battlefield-width = a largura do campo de batalha
table-battlefield-height = a altura do campo de batalha
table-error-did-not-work = isso não funcionou
table-error-form-whole = { $what } é um número inteiro de { $low } a { $high }
table-error-form-seed = a semente é um número inteiro a partir de 0
table-error-square-name = uma casa é indicada como D4, uma letra de coluna e um número de linha (veio { $got })
table-error-off-grid = { $square } está fora do grid de { $width }x{ $height } (A1 a { $last })
table-error-give-name = diga o seu nome
table-error-form-dice = os dados são rolados pela mesa ou são físicos
table-error-edition = edição desconhecida { $edition }; permitidas: { $allowed }
table-error-choose-source = escolha um Encounter de exemplo ou envie um arquivo de Encounter, ou escolha pelo menos duas fichas de personagem
table-error-no-example = não há nenhum Encounter de exemplo { $example }
table-error-give-file = envie um arquivo de Encounter (YAML ou JSON)
table-error-two-sheets = uma luta precisa de pelo menos duas fichas de personagem
table-error-square-taken = { $fighter } já está em { $square }
table-error-form-side = um time é { $first } ou { $second }
table-error-form-plays = um personagem é jogado por um jogador, pelo Mestre ou por um bot
table-error-choose-sheet-file = escolha um arquivo de ficha para enviar (YAML ou JSON)
table-error-no-example-sheet = não há nenhuma ficha de exemplo { $sheet }
table-error-choose-game = escolha um dos jogos que esta página oferece
table-error-unknown-game = esta mesa web não mostra esse jogo (ela mostra DBU, { $known })

## O servidor web (web, web_socket, web_hub)

table-the-seat = a vaga
table-the-decision = a decisão
table-the-option = a opção
table-error-whole = { $what } precisa ser um número inteiro (veio { $got })
table-error-controls = o Mestre pode: { $controls } (veio { $got })
table-error-end-confirm = encerrar a luta precisa de uma confirmação: marque "Sim, encerrar"
table-error-end-confirm-short = encerrar a luta precisa de uma confirmação
table-error-seat-actions = uma vaga é adicionada, admitida, expulsa, removida ou recebe os seus dados
table-error-form-large = esse formulário tem mais de { $kb } KB
table-error-server = algo deu errado no servidor: tente de novo e avise o anfitrião se continuar
table-error-server-short = algo deu errado no servidor
table-error-no-page = essa página não existe
table-error-refused = esse pedido foi recusado
table-error-not-understood = esse pedido não foi entendido
table-error-message-long = essa mensagem tem mais de { $most } bytes
table-error-slow-down = mensagens demais: vá mais devagar
table-error-message-deep = essa mensagem tem mais de { $most } níveis de aninhamento
table-error-message-json = uma mensagem é JSON, como { $example }
table-error-message-type = uma mensagem tem o tipo "answer" ou "dice"
table-error-message-then = o "then" de uma resposta indica a próxima opção, como { $example }

## Os formulários e rolagens do Mestre (web_gm, adhoc)

table-what-new-value = o novo valor
table-what-stacks = os stacks
table-what-rounds = os Rounds que dura
table-what-how-many = quantos
table-what-initiative = a Iniciativa
table-what-how-many-decisions = quantas decisões
table-what-target = o alvo
table-error-set-what = defina Vida, Ki, Capacidade, Actions ou Counter Actions
table-error-move-square = diga a casa para onde mover, como D4
table-error-add-square = diga a casa onde o novo lutador fica, como D4
table-error-add-sheet = escolha a ficha do novo lutador: uma desta luta, ou uma de exemplo
table-error-ruling-kinds = uma decisão do Mestre define um valor, uma condição, uma casa, a ordem, adiciona ou remove
table-error-not-a-check = { $name } não é uma Perícia nem um Saving Throw
table-error-target = um alvo é um número inteiro de 0 a { $most }
table-error-type-expression = digite os dados a rolar, como 2d10+3
table-error-expression-long = uma expressão de dados tem no máximo { $most } caracteres
table-error-name-a-check = diga a Perícia ou o Saving Throw a rolar
table-error-bad-dice = os dados { $dice }: { $error }
table-error-dice-do-not-fit = esses dados não servem: { $error }
table-error-dice-left-over = { $n ->
    [one] { $count } dos dados digitados não era necessário
   *[other] { $count } dos dados digitados não eram necessários
}
table-error-flag-label = { $setting }: sim ou não

## A prévia, o armazenamento da mesa, as exportações

table-error-preview-runs = as lutas a simular são um número inteiro de 1 a { $most } (veio { $got })
table-error-preview-stopping = o servidor está parando: nenhuma prévia nova
table-error-preview-running = uma prévia desta luta já está rodando: espere ou cancele
table-error-preview-busy = o servidor já está rodando { $count } prévias: tente de novo em um minuto
table-error-preview-do = uma prévia é iniciada ou cancelada
table-preview-not-this-game = uma mesa de { $title } não tem prévia da luta
table-preview-before-start = a prévia é feita antes de a luta começar
table-preview-failed = a prévia falhou: { $reason }
table-preview-no-reason = sem motivo informado
table-preview-failed-server = a prévia falhou no servidor: tente de novo e avise o anfitrião
table-error-no-table = não há nenhuma mesa { $table }
table-error-export-dbu-only = só uma luta de Dragon Ball Universe exporta o seu registro de entradas
