## Chat (o bot do Discord, `tenkaichi chat say`): o roteador, os idiomas, as ferramentas de
## DBU, as mesas de DBU e do Torneio do Poder no chat, e as palavras do próprio adaptador do
## Discord. Os comandos ($cmd, $command...) chegam já escritos com o prefixo (`!roll`): são
## digitados igual em todos os idiomas. Os números chegam já escritos do jeito do leitor.

## O roteador: os comandos de uma postagem, !help
chat-post-too-long = Essa postagem é longa demais para procurar comandos ({ $size } caracteres; no máximo { $most }). Nada foi executado.
chat-post-too-many = Essa postagem tem { $count } comandos; uma postagem executa no máximo { $most }. Nada foi executado.
chat-post-not-run = Não executado, porque um comando anterior foi recusado: { $commands }.
chat-unknown-command = Comando desconhecido: { $command }. { $help } lista os comandos.
chat-help = Comandos: { $commands }. A ajuda de cada jogo: { $fight }, { $top }; Dungeon DICE Combat: { $ddc }.
chat-server-fault = Algo deu errado do nosso lado; nada foi alterado. Tente de novo mais tarde.

## !lang: o idioma em que cada usuário lê, e o padrão de um servidor
chat-lang-usage = Uso: { $cmd } [idioma | clear] [server]
chat-lang-ids = Os ids de usuário e de servidor têm no máximo { $most } caracteres.
chat-lang-unknown = Não falo { $language }. Falo: { $languages }.
chat-lang-no-server = Uma mensagem direta não tem servidor: { $cmd } <idioma> escolhe o seu.
chat-lang-not-moderator = Só um moderador pode escolher o idioma do servidor.
chat-lang-server-set = As respostas deste servidor agora estão em { $language } para quem não escolheu um idioma próprio.
chat-lang-server-cleared = Este servidor não tem mais um idioma padrão: quem não escolheu um próprio lê { $language }.
chat-lang-set = De agora em diante, escrevo para você em { $language }.
chat-lang-cleared = Você não tem mais um idioma escolhido: escrevo para você em { $language }.
chat-lang-now = Você lê em { $language }.
chat-lang-yours = Sua escolha: { $language }.
chat-lang-server = O idioma padrão deste servidor: { $language }.
chat-lang-server-none = Este servidor não tem idioma padrão: { $language }.
chat-lang-speak = Falo: { $languages }.
chat-lang-how = { $cmd } pt-BR escolhe o seu, { $cmd } clear o esquece; { $cmd } pt-BR server escolhe o padrão do servidor (moderadores).
chat-help-spec = Todos os comandos de todos os jogos daqui
chat-lang-spec = O idioma das respostas: o seu, ou o padrão do servidor
chat-lang-spec-language = { $languages }; clear: voltar ao padrão
chat-lang-spec-scope = server: o idioma padrão do servidor (moderadores)

## As ferramentas de DBU: !roll, !rr, !odds, !sheet, !check, !save, !strike, !dodge, !help.
## Uma recusa é "!roll: <motivo>": o motivo começa com minúscula e não tem ponto final.
chat-tools-too-long = essa mensagem tem { $size } caracteres; o limite é { $most }
chat-tools-no-store = personagens salvos precisam do banco de dados das mesas, e este bot roda sem ele
chat-tools-rolled-privately = { $who } rolou em particular.
chat-tools-rolled-for-privately = { $who } rolou por { $character } em particular.
chat-tools-seed-chosen = { $who }: semente { $seed } escolhida por quem rolou; `{ $again }` mostra a mesma rolagem.
chat-tools-seed-fresh = { $who }: dados novos, semente { $seed }; `{ $again }` os repete.
chat-tools-help-title = **Comandos de DBU**
chat-tools-help-roll = `{ $roll } <dados> [comentário] { $options }` (ou `{ $r }`): rola, por ex. `{ $example } Strike contra Vegeta tier=3`; `private` (`-p`): só você vê
chat-tools-help-rr = `{ $rr } <quantidade> <dados> [comentário]`: a mesma rolagem várias vezes
chat-tools-help-odds = `{ $odds } <dados> [tn=12 | difficulty=medium | vs <dados>] [tier=3] [base-tier=2] [proficient] [vs-tier=2] [samples=N seed=N]`: a chance de sucesso, por ex. `{ $example }`
chat-tools-help-sheet-set = `{ $sheet } set` com a sua ficha anexada (YAML, JSON, uma exportação do Foundry VTT), colada, ou o nome de um exemplo: salva aqui o seu personagem; `{ $sheet }` o mostra, `{ $sheet } @alguém` o de outra pessoa, `{ $sheet } clear` o esquece
chat-tools-help-checks = `{ $check } <perícia>`, `{ $save } <qual>`, `{ $strike } [técnica]`, `{ $dodge }`, cada um `[in <forma>] [vs 15 | vs medium] [private]`: a rolagem do seu personagem e a chance exata
chat-tools-help-sheet = `{ $sheet } <exemplo> [forma]`: os valores derivados de um personagem de exemplo; `{ $fight } vs @alguém`: uma luta de personagens salvos
chat-tools-help-help = `{ $help }`: esta lista. As opções também podem ser escritas como na linha de comando (`--tier 3`, `-t 3`, `--seed 42`).
chat-sheet-clear-alone = { $cmd } não leva mais nada
chat-sheet-none-here = você não tem um personagem salvo aqui
chat-sheet-forgotten = O personagem salvo de { $who } neste servidor foi esquecido.
chat-sheet-theirs-none = { $who } não tem um personagem salvo aqui
chat-sheet-saved-by = Salvo por { $who } ({ $source }):
chat-sheet-from-file = um arquivo de ficha
chat-sheet-from-pasted = uma ficha colada
chat-sheet-from-foundry = uma exportação do Foundry VTT
chat-sheet-from-example = um personagem de exemplo
chat-args-needs-value = { $option } precisa de um valor, como em { $usage }
chat-args-twice = { $option } aparece duas vezes
chat-args-none = nenhuma
chat-args-unknown = não há nenhuma opção { $typed } aqui (opções: { $options })
chat-args-on-off = { $option } é ligado ou desligado (yes ou no), não { $typed }
chat-args-whole = { $option } tem de ser um número inteiro, não { $typed }
chat-args-more-problems = { $n ->
    [one] (e mais { $count } problema)
   *[other] (e mais { $count } problemas)
}
chat-roll-say-count = diga quantas rolagens e quais dados, como em { $example }
chat-roll-count = um comando faz de 1 a { $most } rolagens, não { $count }
chat-roll-say-dice = diga quais dados, como em { $example }
chat-roll-seed = a semente tem de ser um número inteiro de 0 a { $most }, não { $seed }
chat-roll-rolls-of = { $n ->
    [one] { $count } rolagem de `{ $expression }`
   *[other] { $count } rolagens de `{ $expression }`
}
chat-roll-sum = { $n ->
    [one] Soma de { $count } rolagem: **{ $total }**
   *[other] Soma das { $count } rolagens: **{ $total }**
}
chat-roll-tier = Tier { $tier }
chat-roll-tier-base = Tier { $tier } (base { $base })
chat-roll-proficient = { $at }, proficiente
chat-roll-seed-chosen = { $who }, { $at }: semente { $seed } escolhida por quem rolou, então estes dados não são novos; `{ $again }` mostra a mesma rolagem a qualquer um.
chat-roll-seed-fresh = { $who }, { $at }: dados novos, semente { $seed }; `{ $again }` os repete.
chat-odds-say-roll = diga qual rolagem, como em { $example }
chat-odds-vs-once = dê a rolagem do defensor uma vez só (vs ... ou vs=...)
chat-odds-vs-after = diga a rolagem do defensor depois de vs
chat-odds-one-of = dê no máximo um de tn, difficulty e vs
chat-odds-tn = tn tem de ser 0 ou mais, não { $tn }
chat-odds-samples = samples tem de ser pelo menos 1, não { $samples }
chat-odds-seed = seed= vai com samples= (a chance exata não precisa de semente)
chat-odds-vs-tier = vs-tier= vai com uma rolagem do defensor (vs ...)
chat-odds-over-budget = acima do orçamento do chat para chances exatas
chat-odds-too-many-dice = { $samples } amostras rolariam { $dice } dados, acima do limite do chat de { $limit }: peça no máximo { $most } amostras (tenkaichi odds --samples aceita mais)
chat-odds-estimated = estimado com { $samples } amostras
chat-odds-estimated-seed = , semente { $seed }
chat-odds-estimated-margin = ; chances ±{ $margin } no máximo, intervalo de 95%
chat-odds-head = `{ $expression }` no { $who }
chat-odds-at-least = P(resultado ≥ { $tn }{ $label }) = { $exact }**{ $percent }**
chat-odds-at-least-sampled = P(resultado ≥ { $tn }{ $label }) ≈ **{ $percent }** ± { $margin }
chat-odds-clash = Clash contra `{ $vs }` no { $who }: o iniciador vence **{ $win }**, empate { $tie } (o defensor vence empates), o defensor vence { $lose }; margem média { $margin }
chat-odds-clash-sampled = (± { $margin }, 95%)
chat-odds-percentiles = { $totals } totais possíveis; percentis { $cuts }
chat-sheet-fence-open = o bloco de código da ficha colada não está fechado (feche-o com ```)
chat-sheet-brace-open = o { $braces } da ficha colada não está fechado
chat-sheet-no-examples = Não há personagens de exemplo aqui. Cole uma ficha em vez disso: { $sheet } e o YAML da ficha num bloco de código.
chat-sheet-examples = Personagens de exemplo: { $names }.
chat-sheet-examples-how = `{ $sheet } goku` mostra um, `{ $sheet } goku super saiyan` numa forma; ou cole o seu: `{ $sheet }` e o YAML da ficha num bloco de código.
chat-sheet-none-here-examples = nenhum aqui
chat-sheet-no-example = não há nenhum personagem de exemplo { $name } (exemplos: { $examples })
chat-sheet-no-form = { $name } não tem a forma { $form } (formas: { $forms })
chat-sheet-title = **{ $name }**: { $race }, Nível de Poder { $level }, { $size }
chat-sheet-minion = , Lacaio
chat-sheet-in-form = , em { $form }
chat-sheet-row = { $label }: **{ $value }**
chat-sheet-row-tier = Tier of Power
chat-sheet-row-life = Vida
chat-sheet-row-ki = Ki
chat-sheet-row-capacity = Capacidade
chat-sheet-row-haste = Haste
chat-sheet-row-awareness = Awareness
chat-sheet-row-might = Might
chat-sheet-row-normal-speed = Normal Speed
chat-sheet-row-boosted-speed = Boosted Speed
chat-sheet-row-defense-value = Defense Value
chat-sheet-row-initiative = Iniciativa
chat-sheet-row-soak = Soak
chat-sheet-row-melee-reach = Alcance corpo a corpo
chat-sheet-row-impulsive-save = Impulsive Save
chat-sheet-row-corporeal-save = Corporeal Save
chat-sheet-row-cognitive-save = Cognitive Save
chat-sheet-row-morale-save = Morale Save
chat-saved-paste = cole a ficha num bloco de código
chat-saved-no-form = uma ficha salva não leva forma: diga a forma ao rolar
chat-saved-without-form = { $name } é salvo sem forma (não { $form })
chat-saved-how = anexe a sua ficha (YAML, JSON ou uma exportação do Foundry VTT), cole-a num bloco de código, ou diga o nome de um personagem de exemplo (como em { $example })
chat-saved-suffix = anexe a ficha como um arquivo .yaml, .yml ou .json
chat-saved-one = anexe uma ficha de cada vez
chat-saved-attached = a ficha anexada
chat-saved-too-large = { $name } tem { $size } bytes; uma ficha tem no máximo { $most }
chat-saved-done = { $who } salvou **{ $name }** (Nível de Poder { $level }) como seu personagem neste servidor: `{ $check }`, `{ $save }`, `{ $strike }` rolam com ele, `{ $sheet }` o mostra.
chat-saved-not-imported = Não importado da exportação do Foundry ({ $count }): { $notes }
chat-saved-and-more = ; e mais { $count }
chat-saved-none = você não tem um personagem salvo aqui: primeiro { $set } (anexe a sua ficha, ou diga o nome de um exemplo: { $example })
chat-saved-ids = os ids de usuário e de servidor têm no máximo { $most } caracteres
chat-saved-several = { $word } nomeia vários personagens salvos: { $names }; use um id de usuário
chat-check-tn-once = dê o Target Number uma vez só (vs ..., tn= ou difficulty=)
chat-check-tn-or-difficulty = dê tn= ou difficulty=, não os dois
chat-check-tn-range = um Target Number vai de 0 a { $most }, não { $tn }
chat-check-which-save = diga qual Saving Throw: { $names } (como em { $example })
chat-check-dodge-name = um Dodge não leva nome ({ $example })
chat-check-which = diga qual Perícia ou Atributo, como em { $example }
chat-check-close = não há nenhuma Perícia ou Atributo { $name }; você quis dizer { $close }?
chat-check-unknown = não há nenhuma Perícia ou Atributo { $name }; Perícias: { $skills }
chat-check-did-you-mean = ; você quis dizer { $close }?
chat-check-no-attack = { $who } não tem nenhum ataque { $name }{ $hint } (Signature Techniques: { $techniques }; Basic Attacks: { $profiles })
chat-check-check = Teste de { $name }
chat-check-dodge = Dodge
chat-check-strike = Strike ({ $attack })
chat-check-no-difficulty = não há nenhuma dificuldade { $name } (dificuldades: { $known })
chat-check-head = **{ $who }**, { $label }: **{ $score }**
chat-check-head-form = **{ $who }** em { $form }, { $label }: **{ $score }**
chat-check-success = contra { $tn }: **sucesso**; a chance era { $chance } (exata)
chat-check-failure = contra { $tn }: **falha**; a chance era { $chance } (exata)
chat-check-ladder = Chance de alcançar (exata): { $chances }
chat-check-spread = Média { $mean }, faixa { $low }..{ $high }; acrescente `{ $example }` para a chance exata de alcançar { $tn }
chat-check-twice = Rolado duas vezes, fica o maior: a chance é a de qualquer uma das duas rolagens.
chat-check-after-roll = { $profile } muda o resultado depois da rolagem: a chance é a da rolagem antes da mudança.
chat-spec-against = vs 15, vs medium, ou seed=N private
chat-spec-roll = Rola dados de DBU: cada dado, críticos e botches.
chat-spec-roll-dice = Os dados e um comentário, por ex. 1d10+ToP+5 Strike contra Vegeta.
chat-spec-roll-options = { $options } (seed: repetir uma rolagem)
chat-spec-rr = Rola os mesmos dados de DBU várias vezes.
chat-spec-rr-count = Quantas rolagens (de 1 a { $most }).
chat-spec-rr-dice = Os dados e um comentário, por ex. 1d10+4 Strike.
chat-spec-odds = Chance exata de uma rolagem: de alcançar um TN ou uma dificuldade, ou de vencer um Clash.
chat-spec-odds-dice = A rolagem, por ex. 1d10+ToP+4.
chat-spec-odds-against = tn=N, difficulty=medium, ou vs e a rolagem do defensor
chat-spec-sheet = Um personagem: o seu, o de alguém, um exemplo; sheet set salva o seu.
chat-spec-sheet-character = set, clear, @alguém, um exemplo; vazio: o seu.
chat-spec-check = Teste de Perícia ou de Atributo do seu personagem salvo, com a chance exata.
chat-spec-check-skill = Uma Perícia ou um Atributo, por ex. perception.
chat-spec-save = Saving Throw do seu personagem salvo, com a chance exata.
chat-spec-save-which = impulsive, corporeal, cognitive ou morale.
chat-spec-strike = Strike do seu personagem salvo, com a chance exata.
chat-spec-strike-attack = Uma Signature Technique ou um Profile; vazio: Simple.
chat-spec-dodge = Dodge do seu personagem salvo, com a chance exata.
chat-spec-help = Os comandos de DBU e como escrevê-los.
chat-sheet-no-longer-reads = o personagem salvo não pode mais ser lido ({ $problem }): salve-o de novo

## Uma luta de DBU ou uma partida do Torneio do Poder numa mesa do chat (!fight, !top)
chat-game-dbu = Dragon Ball Universe
chat-game-top = Torneio do Poder
chat-game-ddc = Dungeon DICE Combat
chat-or = { $first } ou { $last }
chat-sorry = Desculpe: { $problem }
chat-table-spec = { $game } na mesa deste canal: { $help } lista os comandos
chat-table-channel-ids = Os ids de canal têm de 1 a { $most } caracteres imprimíveis.
chat-table-player-ids = Os ids de jogador têm de 1 a { $most } caracteres.
chat-table-several = Você joga em várias mesas: responda com os botões da que pergunta a você, ou no canal dela.
chat-table-help = Comandos de { $game }:
chat-table-already-open = Já há uma mesa aberta neste canal ({ $status } a mostra; quem a abriu ou um moderador pode encerrá-la com { $end }).
chat-table-none = Nenhuma mesa foi aberta neste canal: { $new } abre uma.
chat-table-over = A última partida daqui acabou: { $new } abre a próxima.
chat-table-started = A partida já começou; { $status } a mostra.
chat-table-not-started = A partida ainda não começou: ninguém escolhe agora.
chat-table-paused = A partida está pausada: ninguém escolhe agora.
chat-table-damaged = A mesa deste canal está danificada (o registro salvo não pode mais ser reproduzido); ela foi separada para o operador. { $new } abre outra.
chat-table-no-examples = nenhum (este servidor não tem pasta de exemplos)
chat-table-examples = Encounters de exemplo: { $names }. { $new } <encounter> abre um.
chat-usage-new-example = Uso: { $cmd } new <encounter> [semente]
chat-table-no-example = Não há nenhum Encounter de exemplo '{ $typed }'. Exemplos: { $examples }
chat-table-what-example = o Encounter { $encounter }
chat-usage-new-top = Uso: { $cmd } new [jogadores 2-6] [rounds { $rounds }] [semente]
chat-what-players = O número de jogadores
chat-table-what-top = { $n ->
    [one] uma partida de { $players } jogadores e { $rounds } Round
   *[other] uma partida de { $players } jogadores e { $rounds } Rounds
}
chat-table-seed-chosen = (semente { $seed }, escolhida por quem abriu: quem a conhece pode prever os dados)
chat-table-opens = { $who } abre uma mesa de { $game }: { $what }{ $note }.
chat-table-sides = Times: { $sides }.
chat-table-opens-how = { $join } [time] pega um time, { $bot } <time> o dá a um bot, { $start } começa.
chat-table-end-who = Só quem abriu a mesa ou um moderador pode encerrá-la.
chat-table-ended = { $who } encerra a partida: sem vencedor. { $new } abre outra.
chat-table-rounds = Uma partida dura { $rounds } Rounds, não '{ $typed }' (a semente vem depois dos Rounds).
chat-table-asks-all = Uma partida de { $game } pergunta todas as decisões.
chat-table-not-playing = Você não está jogando nesta mesa.

## Reações (!fight react, !fight pass)
chat-react-nothing-to-pass = Agora não perguntam a você nenhuma reação que possa deixar passar.
chat-react-passes = { $who } deixa passar { $family } pelo resto deste turno.
chat-usage-react = Uso: { $cmd } react <família> ask|never|always [resposta]
chat-react-set = Feito: { $policy }.
chat-react-head = Quando a mesa pergunta as suas reações ({ $fighters }):
chat-react-change = Para mudar uma: { $cmd } react <família> <modo> [resposta].

## Ler os comandos de uma mesa; as linhas de ajuda de `!fight help` e `!top help`
chat-table-too-long = Essa mensagem é longa demais ({ $size } caracteres; os comandos têm no máximo { $most }).
chat-table-no-command = Não há nenhum comando { $command } '{ $typed }': { $help } os lista.
chat-whole-number = { $what } é um número inteiro de { $low } a { $high }, não '{ $typed }'.
chat-what-seed = A semente
chat-what-page-history = A página do histórico
chat-what-page-choices = A página de opções
chat-page-one-history = Indique uma só página do histórico (de 1 a { $pages }).
chat-page-one-choices = Indique uma só página de opções (de 1 a { $pages }).
chat-usage-dbu-new = { $cmd } new [encounter] [semente]  (sem encounter: lista os exemplos)
chat-usage-react-line = { $cmd } react [família ask|never|always [resposta]]  (quando perguntar as suas reações)
chat-usage-pass = { $cmd } pass  (deixa passar esse tipo de reação pelo resto do turno)
chat-usage-note = { $cmd } note <texto>  (para todos, se a mesa deixa os jogadores escreverem notas)
chat-usage-roll = { $cmd } roll <dados> [vs N], ou roll <lutador> <Perícia ou Saving Throw> [vs N]
chat-usage-gm = { $cmd } gm <comando>  (os do Mestre, como { $gm } <comando>: { $gm } help)
chat-usage-top-new = { $cmd } new [jogadores 2-6] [rounds 5|10] [semente]
chat-usage-join = { $cmd } join [time]  (o primeiro time livre se nenhum for dito)
chat-usage-bot = { $cmd } bot <time> [{ $kinds }]  (um bot joga esse time)
chat-usage-unbot = { $cmd } unbot <time>  (tira o bot do time)
chat-usage-leave = { $cmd } leave  (devolve o seu time, antes do começo)
chat-usage-start = { $cmd } start  (os times que ninguém pegou são jogados por bots gananciosos)
chat-usage-status = { $cmd } status  (a partida e de quem é o turno)
chat-usage-options = { $cmd } options [página]  (as suas opções numa lista numerada)
chat-usage-choose = { $cmd } choose [decisão] <número>, ou choose <palavras>[, <próxima resposta>...]  (uma escolha secreta: em particular)
chat-usage-history = { $cmd } history [página]
chat-usage-end = { $cmd } end  (quem abriu a mesa ou um moderador encerra a partida)
chat-usage-help = { $cmd } help

## O saguão: times pegos, dados a bots, devolvidos; o começo
chat-and = { $first } e { $last }
chat-a-bot = um bot { $kind }
chat-lobby-no-side = Você não tem nenhum time nesta mesa.
chat-lobby-gives-back = { $who } devolve { $side }. { $free }
chat-lobby-who = Só quem abriu a mesa, os jogadores dela ou um moderador podem mudar o saguão: primeiro pegue um time com { $join }.
chat-lobby-no-bot = Nenhum bot joga { $side }.
chat-lobby-bot-leaves = O bot sai de { $side }. { $free }
chat-lobby-already = Você já joga { $side } aqui ({ $leave } o devolve).
chat-lobby-all-taken = Todos os times estão pegos.
chat-lobby-already-one = Você já joga um time aqui.
chat-lobby-taken-now = Alguém acabou de pegar { $side }. { $free }
chat-lobby-plays = { $who } joga { $side }. { $free }
chat-usage-bot-side = Uso: { $cmd } bot <time> [{ $kinds }]
chat-lobby-bot-plays = Um bot { $kind } joga { $side }. { $free }
chat-lobby-nobody = Ninguém joga ainda: primeiro pegue um time com { $join }.
chat-lobby-begins = A partida começa.
chat-lobby-sides-to-bots = Os times que ninguém pegou são jogados por bots gananciosos: { $sides }.
chat-lobby-fighters-to-bots = Os lutadores que ninguém joga são jogados por bots gananciosos: { $names }.
chat-lobby-none-typed = (nada)
chat-lobby-no-side-named = Não há nenhum time '{ $typed }' aqui. Times: { $sides }.
chat-lobby-played-by-bot = Um bot já joga { $side }.
chat-lobby-played-by = { $who } já joga { $side }.
chat-lobby-free = livre
chat-lobby-not-started = A mesa de { $game } não começou.
chat-lobby-sides = Times: { $sides }. { $start } começa.

## O que uma mesa mostra: estado, histórico, de quem é o turno, o vencedor
chat-view-yours = O que você vê:
chat-view-nothing-yet = Nada aconteceu ainda.
chat-view-history = Histórico, página { $page } de { $pages }:
chat-view-paused = A partida está pausada.
chat-view-the-table = a mesa
chat-view-waiting = Esperando { $who }.
chat-view-press-secret = Aperte uma opção aqui, ou mande { $cmd } choose <número> ao bot numa mensagem direta: digitada no canal, uma escolha secreta é recusada.
chat-view-press = Aperte uma opção ou digite { $cmd } choose <número ou palavras> ({ $cmd } options as lista).
chat-view-your-turn-secret = { $who }, sua vez: uma escolha secreta, oferecida a você em particular.
chat-view-your-turn = { $who }, sua vez.
chat-view-over-ended = A partida acabou: foi encerrada antes que alguém vencesse.
chat-view-over-draw = A partida acabou: empate.
chat-view-over-won = { $n ->
    [one] A partida acabou: { $winners } vence.
   *[other] A partida acabou: { $winners } vencem.
}
chat-view-earlier = { $n ->
    [one] ({ $count } linha anterior: { $cmd } history)
   *[other] ({ $count } linhas anteriores: { $cmd } history)
}

## O tabuleiro como imagem: a legenda (desenhada na imagem) e a descrição
chat-board-more = ... e mais: o texto nomeia todos.
chat-board-piece = { $letters } { $name } ({ $owner }) em { $square }
chat-board-piece-defeated = { $letters } { $name } ({ $owner }) em { $square }, derrotado
chat-board-alt = O tabuleiro, de { $width } por { $height } Squares: { $pieces }.
chat-board-alt-empty = O tabuleiro, de { $width } por { $height } Squares, ainda sem ninguém.
chat-board-legend = { $name } ({ $owner }) em { $square }
chat-board-legend-acting = { $name } ({ $owner }) em { $square }, agindo
chat-board-legend-defeated = { $name } ({ $owner }) em { $square }, derrotado
chat-board-spaces = Espaços: R vermelho, Y amarelo, B azul, G verde (a letra no canto do espaço).
chat-board-features = Blocos cinza: Features (o número é o Hardness Rank).
chat-board-items = Losangos dourados: itens no chão.
chat-board-vehicles = Caixas contornadas: Veículos.

## O estado de uma luta de DBU, uma linha por lutador:
## [K] Kale (time A) em C3: Vida 248/260, Ki 86/120, Capacidade 0/40; Machucado; Guard Down
chat-status-round = Round { $round }.
chat-status-head = { $name } (time { $side }) em { $square }
chat-status-side = time { $side }
chat-status-defeated = { $head }: derrotado
chat-status-form = Forma: { $name }
chat-status-enhancement = Enhancement: { $name }
chat-status-aura = Aura: { $name }
chat-status-charging = carregando { $charge }
chat-status-numbers-hidden = números ocultos
chat-status-life = Vida
chat-status-ki = Ki
chat-status-capacity = Capacidade
chat-status-hidden = { $pool } oculta

## As opções oferecidas: os menus em que as opções de DBU são agrupadas
chat-group-attack = Ataques
chat-group-destination = Squares para onde se mover
chat-group-move = Movement
chat-group-wager = Ki Wager
chat-group-flare-wager = Aposta de Power Flare
chat-group-duel-wager = Ki Wager secreto
chat-group-defend = Defesas
chat-group-signature = Signature Techniques
chat-group-transform = Transformações
chat-group-revert = Reverter
chat-group-triggered = Maneuvers acionadas
chat-group-exploit = Exploits
chat-group-modifier = Modifier Maneuvers
chat-choice-best = { $label } (a melhor)

## Responder: options, choose
chat-what-choice = A sua escolha
chat-choose-no-match = Agora nenhuma opção corresponde a '{ $typed }'.
chat-choose-and-more = e mais { $count }
chat-choose-several = '{ $typed }' serve para { $count } opções ({ $names }): diga mais sobre a que você quer, ou dê o número dela.
chat-choose-secret = uma escolha secreta
chat-choose-not-your-turn = Não é a sua vez. { $turn }
chat-choose-page = { $prompt } (opções, página { $page } de { $pages })
chat-choose-stop-turn = { $more }: já não é a sua vez.
chat-choose-stop-secret = { $more }: a próxima escolha é secreta. { $how }
chat-choose-not-applied = Não aplicado: { $why }
chat-choose-meanwhile = Essa decisão foi respondida nesse meio-tempo. { $status } mostra a partida.
chat-choose-none-matches = Agora nenhuma opção corresponde a '{ $typed }'. { $options } mostra as suas opções.
chat-usage-choose-short = Uso: { $cmd } choose [decisão] <número>, ou { $cmd } choose <palavras>.
chat-what-decision = A decisão
chat-choose-moved-on = Essa escolha era para uma decisão anterior; a partida andou. { $options } mostra as suas opções agora.
chat-choose-has-chosen = { $who } já escolheu.
chat-choose-secretly = Você escolheu (em segredo): { $choices }
chat-choose-how-privately = Responda em particular: aperte o botão dela na mensagem que só você vê ({ $options } a envia de novo), mande o comando ao bot numa mensagem direta, ou use a página web do seu lugar ({ $link } envia o endereço a você).
chat-choose-secret-refused = Essa escolha é secreta, então nada foi tirado do canal. { $how }
chat-choose-last-answer = Não aplicado: a sua última resposta
chat-choose-last-answers = { $n ->
    [one] Não aplicado: as suas últimas { $count } respostas
   *[other] Não aplicado: as suas últimas { $count } respostas
}

## Uma luta de personagens salvos (!fight new saved ...)
chat-saved-fight-race = Outra mesa foi aberta aqui no mesmo momento: tente de novo.
chat-usage-new-saved = Uso: { $cmd } new saved [@alguém ...] vs @alguém [...] [on <encounter>]
chat-saved-fight-server-id = Os ids de servidor têm no máximo { $most } caracteres.
chat-saved-fight-none = Você não tem um personagem salvo aqui: primeiro { $set } (ou diga os jogadores dos dois times, e abra a mesa sem personagem).
chat-saved-fight-twice = { $who } aparece duas vezes.
chat-saved-fight-most = Um time tem no máximo { $most } personagens salvos.
chat-saved-fight-theirs = { $who } não tem um personagem salvo neste servidor ({ $set } salva um): nenhuma mesa foi aberta.
chat-saved-fight-opens = { $who } abre uma mesa de { $game } com personagens salvos no campo de batalha { $where }{ $note }.
chat-saved-fight-seated = Cada pessoa nomeada ocupa o lugar do seu personagem: { $start } começa ({ $leave } devolve o seu; um bot o joga).

## Os comandos do Mestre (!gm), as notas e rolagens de um jogador
chat-gm-not-here = Uma mesa de { $game } não tem comandos de Mestre no chat.
chat-gm-not-gm = Só quem abriu a mesa ou um moderador pode dar decisões.
chat-gm-who = { $who } (Mestre)
chat-gm-ruling = Decisão de { $who }:
chat-gm-note = Nota de { $who }: { $note }
chat-gm-no-notes = Uma mesa de { $game } não aceita notas nem rolagens no chat.
chat-gm-write-note = Escreva a nota: { $cmd } note <texto>.
chat-gm-no-choice = Agora nenhum lutador do Mestre escolhe.
chat-gm-played-by = { $fighter } (jogado pelo Mestre)
chat-gm-secret-choice = { $who }: uma escolha secreta; { $options } a mostra em particular.
chat-gm-press = Quem abriu a mesa ou um moderador aperta uma opção ou digita { $cmd } choose <número>.
chat-gm-chooses = { $who } escolhe.
chat-gm-noted-seat = Anotado só para esse lugar: { $note }
chat-gm-tells-you = O Mestre diz a você, em particular: { $note }
chat-gm-told = Dito a { $who }, em particular: { $note }
chat-gm-secret-roll = Rolagem secreta, mostrada só ao Mestre: { $roll }
chat-gm-undo-dice = Dados foram rolados no que seria desfeito: { $again } keep os mantém (as mesmas escolhas rolam igual), { $again } again os rola de novo.
chat-gm-undo-anew = ; os dados dali em diante são rolados de novo
chat-gm-undo-one = { $who } desfaz a última decisão{ $anew }.
chat-gm-undo = { $n ->
    [one] { $who } desfaz as últimas { $count } decisões{ $anew }.
   *[other] { $who } desfaz as últimas { $count } decisões{ $anew }.
}
chat-gm-to-gm = o Mestre ({ $options } lista as opções dele)
chat-gm-gives = { $who } dá { $fighter } para { $whom }.
chat-gm-rolls = { $who } rola { $what }: { $dice }.
chat-gm-chance = (chance { $chance })
chat-gm-rolls-made = { $who } rola { $what } contra { $tn }{ $chance }: { $dice }: conseguiu.
chat-gm-rolls-missed = { $who } rola { $what } contra { $tn }{ $chance }: { $dice }: errou.
chat-gm-usage = Os comandos do Mestre (quem abriu a mesa ou um moderador; um nome com espaços pode ir entre aspas, { $example }):
chat-gm-usage-life = { $cmd } life|ki|capacity|actions|counters <lutador> <valor> [motivo]
chat-gm-usage-condition = { $cmd } condition <lutador> <condição> [stacks] [for N rounds] [motivo]
chat-gm-usage-uncondition = { $cmd } uncondition <lutador> <condição> [stacks] [motivo]  (a remove)
chat-gm-usage-move = { $cmd } move <lutador> <Square, como D4> [motivo]
chat-gm-usage-note = { $cmd } note <texto>  (para todos)
chat-gm-usage-whisper = { $cmd } whisper <jogador> <texto>  (a um jogador, em particular)
chat-gm-usage-roll = { $cmd } roll <dados, como 2d10+3> [vs N] [secret]
chat-gm-usage-save = { $cmd } save <lutador> <Saving Throw ou Perícia> [vs N] [secret]
chat-gm-usage-undo = { $cmd } undo [quantas] [keep|again]  (again: os dados depois disso são rolados de novo)
chat-gm-usage-give = { $cmd } give <lutador> <jogador|gm|bot [tipo]>
chat-gm-usage-options = { $cmd } options [página]  (as opções de um lutador que o Mestre joga)
chat-gm-usage-choose = { $cmd } choose [decisão] <número>
chat-gm-usage-help = { $cmd } help
chat-usage-line = Uso: { $usage }
chat-gm-usage-give-bot = Uso: { $cmd } give <lutador> bot [{ $kinds }]
chat-gm-no-command = Não há nenhum comando de Mestre '{ $typed }': { $help } os lista.
chat-gm-only-secret = Só o Mestre rola em segredo.
chat-gm-give-value = Dê o valor: { $cmd } { $stat } <lutador> <valor> [motivo].
chat-gm-what-new = O novo valor de { $stat }
chat-gm-what-stacks = O número de stacks
chat-gm-what-rounds = O número de Rounds de Combate
chat-gm-what-undo = Quantas decisões desfazer
chat-gm-what-target = O número a alcançar
chat-gm-nothing = nada
chat-gm-square = Diga o Square como a grade o rotula, como { $example } (não { $typed }).
chat-gm-square-off = O Square { $square } está fora do campo de batalha.
chat-gm-write-whisper = Escreva o que dizer: { $cmd } whisper <jogador> <texto>.
chat-gm-type-dice = Digite os dados a rolar, como { $example }.
chat-gm-not-understood = Não entendi '{ $typed }' depois de { $after }.
chat-gm-the-player = o jogador
chat-gm-give-whom = Diga para quem dar { $fighter }: um jogador, gm ou bot.
chat-gm-odd-characters = Esse comando { $problem }; nada foi alterado.
chat-gm-name-fighter = Diga o lutador.
chat-gm-name-player = Diga o jogador.
chat-gm-name-condition = Diga a condição.
chat-gm-name-check = Diga o Saving Throw ou a Perícia.
chat-gm-no-fighter = Não há nenhum lutador '{ $typed }' aqui. Lutadores: { $known }.
chat-gm-no-player = Não há nenhum jogador '{ $typed }' aqui. Jogadores: { $known }.
chat-gm-no-condition = Não há nenhuma condição '{ $typed }' aqui. Condições: { $known }.
chat-gm-no-check = Não há nenhum Saving Throw ou Perícia '{ $typed }' aqui. Saving Throws e Perícias: { $known }.
chat-gm-not-at-table = O jogador mencionado não joga nesta mesa.
chat-gm-reason = Um motivo tem no máximo { $most } caracteres (este tem { $size }).
chat-gm-after-vs = Depois de vs vem o número a alcançar (de 0 a { $most }).
chat-gm-stat-life = Vida
chat-gm-stat-ki = Ki
chat-gm-stat-capacity = Capacidade
chat-gm-stat-actions = Actions
chat-gm-stat-counters = Counter Actions

## !link: a página web do seu lugar
chat-link-none = Este bot não tem endereço da mesa web ({ $variable } não está definida).
chat-link-yours = O seu lugar na mesa de { $game } deste canal: { $link } (guarde para você: ele joga o seu lugar).
chat-link-no-seat = Você não tem lugar em nenhuma mesa deste canal: entre numa primeiro.
chat-table-spec-command = por ex. status, join, help
chat-gm-spec = As decisões do Mestre na luta deste canal: { $help } as lista
chat-gm-spec-command = por ex. life Goku 120 um feijão dos deuses
chat-link-spec = A página do seu lugar na mesa web, só para você

## Os arquivos enviados com uma mensagem
chat-files-kb = { $size } KB
chat-files-bytes = { $size } bytes
chat-files-too-big = { $names } (maior que { $size })
chat-files-unread = { $names } (não pôde ser lido)
chat-files-more = { $n ->
    [one] mais { $count } arquivo (só os { $most } primeiros são lidos)
   *[other] mais { $count } arquivos (só os { $most } primeiros são lidos)
}
chat-files-left-out = Ficou de fora da sua mensagem: { $parts }.
chat-files-a-file = um arquivo

## As linhas do próprio bot do Discord
chat-discord-busy = Ainda estou com comandos anteriores deste canal: tente de novo daqui a pouco.
chat-discord-not-here = Não jogo neste canal.
chat-discord-failed = Esse comando falhou do meu lado (o registro do bot tem os detalhes); nada foi dito.
chat-discord-answered-privately = Respondido em particular.
chat-discord-more-choices = Mais opções:
chat-discord-image-alt = O tabuleiro
chat-discord-no-dms = Não consigo enviar mensagens diretas a você, então uma resposta particular foi retida: use o comando de barra (digite /) para recebê-la aqui, visível só para você.
chat-discord-cannot-post = Feito, mas não consigo postar no canal da mesa (ele não existe mais, ou não posso escrever lá), então os jogadores dela não foram avisados: peça a um moderador que me deixe postar lá.
chat-discord-posted-in = Postado em { $channel }.
chat-discord-left-out = { $n ->
    [one] … (mais { $count } mensagem ficou de fora: longa demais para uma resposta)
   *[other] … (mais { $count } mensagens ficaram de fora: longas demais para uma resposta)
}
