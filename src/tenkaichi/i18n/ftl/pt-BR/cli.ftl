# The command line's messages (tenkaichi.cli).

cli-error = erro: { $message }
cli-aborted = cancelado
cli-refused = recusado
cli-internal-error = erro interno: { $kind }: { $message } (defina TENKAICHI_DEBUG=1 para ver detalhes e, por favor, relate-o)
cli-needs-a-command = { $command } precisa de um comando: { $names } (veja { $command } --help)
cli-no-such-command = Não existe o comando { $name }. Você quis dizer { $suggestions }?
cli-no-such-command-alone = Não existe o comando { $name }.
cli-missing-argument = Falta o argumento { $name }.
cli-missing-option = Falta a opção { $name }.
cli-no-such-option = Não existe a opção: { $name }
cli-option-needs-a-value = A opção '{ $name }' precisa de um valor.
cli-extra-arguments = Argumentos extras inesperados ({ $name })
cli-invalid-value = Valor inválido para { $name }: { $reason }
cli-not-whole = não é um número inteiro
cli-not-a-number = não é um número
cli-at-most = o máximo permitido é { $limit }
cli-at-least = o mínimo permitido é { $limit }
cli-less-than = deve ser menor que { $limit }
cli-more-than = deve ser maior que { $limit }
cli-rounds =
    { $n ->
        [one] { $count } round
       *[other] { $count } rounds
    }
cli-fight-defeated = derrotado
cli-fight-life = Vida { $life }
cli-fight-fighter = { $fighter } (time { $side }): { $status }, causou { $dealt } de dano, sofreu { $taken }
cli-fight-safety-stop = Resultado: interrompido após { $rounds } pelo limite de segurança da simulação de { $limit } rounds (não é uma regra); nenhum time venceu
cli-fight-draw = Resultado: empate após { $rounds }
cli-fight-winner = Vencedor: time { $side } ({ $names }) após { $rounds }
cli-bot-plays-every-side = O bot { $bot } joga todos os times.
cli-simulate-worker-died = um processo da simulação morreu (encerrado, sem memória ou sem conseguir iniciar); rode de novo, ou com um só processo
cli-simulate-seeds-range = as sementes { $first }..{ $last } devem ficar entre 0 e { $most }
cli-plot-needs-png = --plot precisa de um nome de arquivo .png, recebeu { $path }
cli-plot-no-folder = não é possível gravar o gráfico em { $path }: essa pasta não existe
cli-plot-cannot-write = não é possível gravar o gráfico em { $path }: { $reason }
cli-progress-fights = combates
cli-simulate-side = time
cli-simulate-fighters = lutadores
cli-simulate-wins = vitórias
cli-simulate-win-rate = taxa de vitória
cli-simulate-interval = intervalo de 95%
cli-simulate-damage = dano médio causado
cli-simulate-title = { $fights } combate(s), sementes { $first }..{ $last }, bots { $bot }
cli-simulate-from-to = { $low } a { $high }
cli-simulate-draws = Empates: { $draws } ({ $share }); duração média do combate { $mean } rounds
cli-simulate-draws-stopped = Empates: { $draws } ({ $share }, { $stops } deles interrompidos pelo limite de segurança de rounds da simulação (não é uma regra)); duração média do combate { $mean } rounds
cli-wrote = gravado { $path }
cli-plot-side =
    time { $side }
    { $names }
cli-plot-draw = empate
cli-plot-share = proporção de combates (%)
cli-plot-win-rate = Taxa de vitória, intervalo de Wilson de 95%
cli-plot-rounds = rounds
cli-plot-fights = combates
cli-plot-length = Duração do combate: média de { $mean } rounds
cli-plot-title = { $fights } combate(s), sementes a partir de { $first }, bots { $bot }
cli-progress-every = { $variable } deve ser um número de segundos (0 para nenhuma linha de progresso), recebeu { $got }
cli-progress-line = { $what }: { $done }/{ $total } ({ $share }%), { $rate } { $what }/s, { $left }
cli-progress-finished = { $what }: { $done }/{ $total } (100%) em { $took }
cli-progress-done = concluído
cli-progress-under-a-second = falta menos de 1 s
cli-progress-left = faltam cerca de { $left }
cli-progress-not-known = tempo restante ainda desconhecido
cli-lab-progress-cells = células { $done }/{ $total }
cli-lab-progress-line = { $cells }, combates { $done }/{ $total } ({ $share }%), { $rate } combates/s, { $left }
cli-lab-progress-finished = { $cells }, combates { $done } em { $took }
cli-lab-progress-rate = { $rate } combates/s
cli-progress-dice = dados
cli-progress-steps = passos
cli-progress-battles = batalhas
cli-progress-games = partidas
cli-progress-report-files = arquivos do relatório
cli-sheet-no-forms = nenhuma
cli-sheet-no-such-form = { $path }: { $name } não tem a forma { $form } (formas: { $forms })
cli-sheet-title = { $name }: { $race }, Power Level { $level } (Tier of Power { $tier }), { $size }
cli-sheet-minion = , Minion
cli-sheet-in-form = , em { $form }
cli-sheet-attribute = Atributo
cli-sheet-score = Valor
cli-sheet-modifier = Modificador
cli-sheet-attributes = Atributos
cli-sheet-value = valor
cli-sheet-how = como
cli-sheet-derived = Valores derivados
cli-sheet-tier-of-power = Tier of Power
cli-sheet-life = Vida
cli-sheet-ki = Ki
cli-sheet-capacity = Capacidade
cli-sheet-haste = Haste
cli-sheet-awareness = Awareness
cli-sheet-might = Might
cli-sheet-normal-speed = Normal Speed
cli-sheet-boosted-speed = Boosted Speed
cli-sheet-defense-value = Defense Value
cli-sheet-initiative = Iniciativa
cli-sheet-soak = Soak
cli-sheet-melee-reach = Alcance corpo a corpo
cli-sheet-save = Resistência de { $name }
cli-sheet-name = Nome
cli-sheet-profile = Profile
cli-sheet-foundation = Base
cli-sheet-notes = Notas
cli-sheet-signatures = Signature Techniques
cli-sheet-kind = Tipo
cli-sheet-stress-test = Stress Test
cli-sheet-bonuses = Bônus
cli-sheet-other = Outros
cli-sheet-transformations = Transformações
cli-sheet-auras = Auras
cli-import-needs-json = { $path }: uma exportação do Foundry VTT é um arquivo .json
cli-sheet-needs-yaml = { $path }: a ficha é gravada como YAML (.yaml ou .yml)
cli-new-sheet-needs-yaml = { $path }: uma ficha nova é gravada como YAML (.yaml ou .yml)
cli-file-exists = { $path } já existe; acrescente --force para sobrescrevê-lo
cli-import-not-imported = não importado: { $what }
cli-write-error = erro de gravação
cli-cannot-write = { $path }: não é possível gravá-lo ({ $reason })
cli-import-wrote = gravado { $path }: { $name }, uma ficha válida
cli-new-sheet-wrote = gravado { $path }: { $name }, { $race }, Power Level { $level }, { $signatures } Signature Technique(s); carrega como uma ficha válida
cli-rules-tests =
    { $n ->
        [one] { $count } teste
       *[other] { $count } testes
    }
cli-rules-covered = ok  { $rule }: { $what } ({ $tests })
cli-rules-untested = --  { $rule }: { $what } (sem teste; de { $source })
cli-rules-total = { $system }: { $done } de { $total } regras cobertas por testes
cli-rules-unknown = aviso: um teste em { $place } cita { $rule }, que não está no índice de regras
cli-serve-demo-missing = --demo: { $path } não existe (passe a pasta de exemplos para --data)
cli-serve-game-master = mestre
cli-serve-player = jogador
cli-serve-spectator = espectador
cli-serve-cannot-listen = --host/--port: não é possível escutar em { $host } porta { $port } ({ $reason })
cli-serve-not-a-folder = --data: { $path } não é uma pasta
cli-serve-listening = Mesa do Tenkaichi: { $url } (Ctrl-C a encerra)
cli-serve-demo-needs-data = --demo: passe a pasta de exemplos para --data
cli-serve-stopped = encerrada
cli-replay-no-such-side = --side: { $side } não é um time deste combate ({ $sides })
cli-replay-step = [{ $step }/{ $steps }] Enter: { $actor } decide; q encerra:
cli-replay-stopped = Encerrado.
cli-replay-an-option = uma opção
cli-replay-chose = { $actor } escolheu: { $option }
cli-replay-unfinished =
    { $n ->
        [one] O combate para aqui, inacabado ({ $count } escolha).
       *[other] O combate para aqui, inacabado ({ $count } escolhas).
    }
cli-unknown-edition = --edition: edição desconhecida { $edition }; permitidas: { $editions }
cli-lab-workers-or-ray = informe --workers (processos aqui) ou --ray (tarefas do Ray), não os dois
cli-lab-interrupted = interrompido: os lotes concluídos estão em { $folder }; rode o mesmo comando de novo para retomar
cli-lab-sweep-finished = Varredura concluída: { $cells } célula(s), { $fights } combates ({ $new } jogados agora). Resultados em { $folder }
cli-lab-sweep-resumed = Varredura retomada e concluída: { $cells } célula(s), { $fights } combates ({ $new } jogados agora). Resultados em { $folder }
cli-lab-sweep-complete = Varredura já completa: { $cells } célula(s), { $fights } combates ({ $new } jogados agora). Resultados em { $folder }
cli-lab-more-cells = ... e mais { $more } células em cells.parquet
cli-lab-first-side = primeiro time
cli-lab-cell = célula
cli-lab-fight = combate
cli-lab-fights = combates
cli-lab-wins = vitórias de { $side } (intervalo de 95%)
cli-lab-draws = empates
cli-lab-mean-rounds = rounds (média)
cli-lab-stopped-after = parou após
cli-lab-every-cell = Todas as células: { $values }
cli-lab-rate = { $rate } ({ $low } a { $high })
cli-lab-parameter = parâmetro (como a especificação o chama)
cli-lab-what-it-changes = o que muda
cli-lab-report-unfinished = nota: a varredura não terminou ({ $cells } de { $planned } células têm combates); relatando o que há
cli-lab-charts =
    { $n ->
        [one] { $count } gráfico
       *[other] { $count } gráficos
    }
cli-lab-cells =
    { $n ->
        [one] { $count } célula
       *[other] { $count } células
    }
cli-lab-report-wrote = relatório de { $cells }, { $fights } combates: { $path }
cli-lab-charts-as = { $charts } como { $formats }: { $path }
cli-ddc-fighters-or-setup = informe lutadores ou --setup, não os dois
cli-ddc-two-fighters = cite pelo menos dois lutadores (por exemplo: Agumon Gabumon)
cli-ddc-summary = { $battles } batalhas, bots { $bot }, sementes { $first }..{ $last }
cli-ddc-mean-rounds = { "  " }média de rounds: { $mean }
cli-ddc-seed = Semente { $seed } (--seed { $seed } joga esta batalha de novo).
cli-ddc-not-in-battle = --human { $name } não está nesta batalha ({ $names })
cli-ddc-leave = Você sai da batalha.
cli-ddc-to-squares = { $kind } (para uma de { $count } casas)
cli-ddc-choose = { $actor }, escolha:
cli-ddc-choice = Escolha (1-{ $most }, ou uma ação como 'move 4 7'; q sai):
cli-ddc-pick-a-number = escolha um número de 1 a { $most }
cli-ddc-type-a-square = digite '{ $kind } X Y' com uma casa de: { $squares }
cli-ddc-not-possible = não é possível: { $reason }
cli-percent = { $value }%
cli-top-packaged-content = conteúdo incluído
cli-top-not-a-folder = { $path }: não é uma pasta (um pacote de conteúdo é uma pasta de arquivos de dados)
cli-top-problem = problema: { $problem }
cli-top-content-ok = ok: { $where }: { $characters } personagens ({ $draftable } escolhíveis no draft), { $forms } formas ({ $assumed } com valores presumidos), { $cards } cartas, tabuleiro { $board } ({ $spaces })
cli-top-needs-a-bot = --bots precisa de pelo menos um nome de bot
cli-top-seeds = as sementes { $first }..{ $last } passam de { $most }
cli-top-seat = lugar
cli-top-title = { $games } partida(s), { $players } jogadores, sementes { $first }..{ $last }
cli-top-seats-played = lugares jogados
cli-top-length = duração média { $rounds } rounds ({ $turns } turnos); guerreiros eliminados por partida { $eliminated }
cli-top-timed = partidas com tempo: { $minutes } minutos num relógio simulado de { $pace } minutos por turno
cli-top-warriors = guerreiros (escolhidos pelo menos { $least } vezes)
cli-top-warrior = guerreiro
cli-top-games = partidas
cli-top-team-won = equipe venceu
cli-top-too-many-humans = --humans { $humans } é mais que --players { $players }
cli-top-turns = --turns deve ser 5 ou 10, recebeu { $turns }
cli-top-seed = Semente { $seed } (--seed { $seed } joga esta partida de novo).
cli-top-left = { $name } saiu da partida; ela não terminou.
cli-top-clock = O relógio começa: { $minutes } minutos de jogo.
cli-chat-db-or-database = informe --db (um arquivo SQLite) ou --database (uma URL), não os dois
cli-chat-database-unusable = o banco de dados das mesas não pode ser usado (está danificado, bloqueado ou não é um banco de mesas): nada foi feito
cli-chat-attach-most = --attach aceita no máximo { $most } arquivos (recebeu { $got })
cli-chat-attach-missing = --attach: o arquivo { $path } não existe
cli-chat-attach-unreadable = --attach: não é possível ler { $path } ({ $reason })
cli-chat-attach-too-large = --attach: { $path } é maior que { $most } (uma ficha de personagem tem poucos KB)
cli-chat-images-unmade = --images: não é possível criar { $path } ({ $reason })
cli-chat-images-not-writable = --images: { $path } não é uma pasta em que este usuário possa gravar
cli-chat-images-unwritten = --images: não é possível gravar { $path } ({ $reason })
cli-chat-to-only = (só para { $user })
cli-chat-in-channel = (em { $channel })
cli-chat-the-board = o tabuleiro
cli-chat-board-picture = (imagem do tabuleiro: { $picture })
cli-chat-not-a-command = (não é um comando: os comandos começam com { $prefix })
cli-play-ask-or-pass = { $given }: escolha ask ou pass
cli-play-seeded-or-physical = { $given }: escolha seeded ou physical
cli-play-no-such-side = { $side } não é um time deste combate (times: { $sides })
cli-play-left-before = Você saiu antes do combate começar: nada a salvar.
cli-play-you-play = Você joga com o time { $side } ({ $names }) contra o bot { $bot }
cli-play-seed = { $who }, semente { $seed }.
cli-play-type-a-key = Digite uma tecla do menu (? para ajuda); q salva o combate e sai.
cli-play-resuming =
    Retomando { $file }: { $n ->
        [one] { $count } escolha feita; { $seats }.
       *[other] { $count } escolhas feitas; { $seats }.
    }
cli-demo-title = Tenkaichi: dados de DBU
cli-demo-showcase-1 = Uma rolagem de Strike no Tier 3: d10 base, dados extras de Tier, Haste 2 + Awareness 2
cli-demo-showcase-2 = Um crítico: o 10 soma um d10 sólido
cli-demo-showcase-3 = Um Botch: o 1 custa 5 (o resultado nunca fica abaixo de 0)
cli-demo-showcase-4 = Fique com o melhor de 2d10 no lugar do d10
cli-demo-showcase-5 = Um dado de penalização tira o d10 mais alto, nunca o último
cli-demo-tier-seed = (tier { $tier }, semente { $seed })
cli-demo-clash = Strike contra Dodge: chances exatas de um Clash (o defensor vence os empates)
cli-demo-tier = tier
cli-demo-strike = Strike { $expression }
cli-demo-dodge = Dodge { $expression }
cli-demo-hit = acerto
cli-demo-tie = empate
cli-demo-miss = erro
cli-demo-mean = média { $mean }
cli-demo-check = Um teste de +3 contra Target Numbers passivos (os TNs sobem 3 por Tier após o primeiro)
cli-demo-difficulty = dificuldade
cli-demo-tier-n = tier { $tier }
cli-demo-try = Experimente: tenkaichi roll '1d10+ToP+5' --tier 3 · tenkaichi odds '1d10+ToP+5' --vs '1d10+ToP+4' --tier 2 · tenkaichi odds '1d10+3' --difficulty medium --plot odds.png
