## Dungeon DICE Combat (seed 004): os eventos da batalha, as ações de um menu, a pergunta, a
## página de um assento e as respostas do chat.

## Pedacinhos
ddc-square = casa { $x },{ $y }
ddc-steps = { $n ->
    [one] { $count } passo
   *[other] { $count } passos
}
ddc-and = { $first } e { $last }
ddc-side = lado { $side }
ddc-move-normal = Normal
ddc-status-power-up = power-up
ddc-status-de-buff = debuff

## Eventos
ddc-fighter-intro = { $name } ({ $level }, { $hp } PV)
ddc-battle-begins = A batalha começa: { $fighters }
ddc-order-roll = { $name } rola { $dice }d10: { $rolls } = { $total }
ddc-order-reroll = { $name } rola { $dice }d10 (de novo, para desempatar): { $rolls } = { $total }
ddc-turn-order = Ordem dos turnos: { $order }
ddc-round = Round { $round }
ddc-turn-started = Turno de { $name } (post { $post })
ddc-extra-turn-started = Turno extra de { $name }: ataque de oportunidade (post { $post })
ddc-turn-ended = { $name } encerra o turno
ddc-charges = { $name } avança!
ddc-moved = { $name } se move da { $start } para a { $end } ({ $steps })
ddc-provoked-at-once = { $name } foge de { $foe }: ataque de oportunidade na hora
ddc-provoked = { $name } foge de { $foe }: { $foe } age logo depois de { $name } e ataca primeiro
ddc-uses = { $user } usa { $move } em { $target }: { $how }
ddc-uses-free = Ataque de oportunidade: { $user } usa { $move } em { $target }: { $how }
ddc-damage = { $name } sofre { $amount } de dano: { $hp }/{ $max } PV
ddc-damage-explained = { $name } sofre { $amount } de dano ({ $parts }): { $hp }/{ $max } PV
ddc-part-status = { $sign } { $status } { $bonus }
ddc-part-immune = ; { $name } está imune (digivolvendo) = 0
ddc-part-defends = ; { $name } se defende: pela metade (arredondado para baixo) = { $amount }
ddc-part-barrier = ; a barreira absorve { $soaked } = { $amount }
ddc-knocked-out = { $name } está K.O.!
ddc-heals = { $name } se cura em { $healed } (de { $amount }): { $hp }/{ $max } PV
ddc-barrier = { $name } ergue uma barreira de { $amount } até o próximo turno
ddc-immune = { $name } está imune
ddc-gets-power-up = { $name } ganha um power-up: { $sign }1d{ $die } de dano por { $turns } dos seus turnos
ddc-gets-de-buff = { $name } sofre um debuff: { $sign }1d{ $die } de dano por { $turns } dos seus turnos
ddc-defends = { $name } se defende: dano pela metade até o seu turno
ddc-digivolves = { $name } digivolve para { $form } por { $turns } turnos ({ $dice }d6: { $rolls }); imune neste turno, todos os estados acabam
ddc-form-changed = { $name } muda para { $form }
ddc-reverted = { $name } volta a ser { $form }
ddc-why-last-side = último lado de pé
ddc-why-round-limit = limite de { $limit } rounds, mais PV restante
ddc-draw-why = empate ({ $why })
ddc-draw = empate
ddc-wins = { $n ->
    [one] { $names } vence
   *[other] { $names } vencem
}
ddc-wins-notes = { $n ->
    [one] { $names } vence ({ $notes })
   *[other] { $names } vencem ({ $notes })
}
ddc-side-wins = o lado { $side } vence
ddc-side-wins-why = o lado { $side } vence ({ $why })
ddc-battle-over = Fim da batalha: { $result }

## Ações, como um menu as lista, e a pergunta
ddc-action-move = Mover para a { $square }
ddc-action-charge = Avançar até a { $square }
ddc-action-attack = Atacar { $target } com { $move }
ddc-action-digivolve = Digivolver para { $form }
ddc-action-form = Mudar de forma para { $form }
ddc-action-defend = Defender (encerra o turno em guarda)
ddc-action-end = Encerrar o turno
ddc-prompt = Turno de { $name }: e agora?

## A página de um assento (tenkaichi.table.web_ddc_model)
ddc-kind-offense = ataque
ddc-kind-defense = barreira
ddc-kind-heal = cura
ddc-kind-buff = power-up
ddc-kind-debuff = debuff
ddc-range-normal = ao seu lado
ddc-range-close = perto
ddc-range-long = longo alcance
ddc-range-self = você mesmo
ddc-range-support = alcance de apoio
ddc-mode-open = nada feito ainda
ddc-mode-move-act = Mover e Agir
ddc-mode-aoo-move = movendo-se após um ataque grátis
ddc-mode-defend = Defendendo
ddc-amount-damage = { $low }-{ $high } de dano, cerca de { $average }
ddc-amount-damage-halved = { $low }-{ $high } de dano, cerca de { $average } (pela metade: defendendo)
ddc-amount-healing = { $low }-{ $high } de cura, cerca de { $average }
ddc-mark-defending = Defendendo
ddc-mark-barrier = Barreira { $barrier }
ddc-mark-immune = Imune
ddc-mark-digivolved = Digivolvido (mais { $turns } turnos)
ddc-status-line = { $n ->
    [one] { $status } ({ $effect }, { $count } turno)
   *[other] { $status } ({ $effect }, { $count } turnos)
}
ddc-recharge-none = sem golpes nomeados
ddc-recharge-waiting = golpes nomeados recarregando: prontos no post { $post }
ddc-recharge-ready = golpes nomeados prontos
ddc-move-line = { $name } ({ $kind }, { $reach })
ddc-move-line-normal = { $name } ({ $kind }, { $reach }, dano normal)
ddc-steps-left = { $n ->
    [one] falta { $count } passo
   *[other] faltam { $count } passos
}
ddc-attack-used = ataque usado
ddc-an-extra-turn = um turno extra
ddc-page-turn = Turno de { $name }: { $parts }
ddc-page-wins = { $side } vence
ddc-waiting-for = Esperando { $who }
ddc-waiting-for-turn = Esperando { $who } (turno de { $name })
ddc-page-title = { $title }: round { $round }
ddc-page-over = A batalha acabou: { $winner }.
ddc-page-order = Ordem dos turnos:
ddc-page-acting = (agindo)
ddc-page-mode-move = Mover e Agir: clique numa casa azul
ddc-page-mode-charge = Avançar (sem ataque, encerra o turno): clique numa casa laranja
ddc-page-grid = o grid da batalha
ddc-page-token = { $name } ({ $side }): { $hp }/{ $max } PV
ddc-page-click-to-attack = clique para atacar
ddc-page-side = { $side }: fichas em forma de { $shape }.
ddc-page-side-edge = { $side }: fichas em forma de { $shape }, a partir da borda { $edge }.
ddc-page-grid-hint = As colunas são o primeiro número de uma casa; as linhas, o segundo. Borda dupla: defendendo; B: uma barreira; I: imune; D: digivolvido.
ddc-page-digivolved-from = ({ $base } digivolvido)
ddc-page-hp = PV
ddc-page-side-label = Lado
ddc-page-side-shape = { $side } (fichas em forma de { $shape })
ddc-page-square = Casa
ddc-page-dice = Dados de ataque
ddc-page-posts = Posts
ddc-page-recharge = Recarga
ddc-page-now = Agora
ddc-page-statuses = Estados
ddc-page-moves = Golpes
ddc-page-click-square = Clique numa casa destacada para se mover até lá.
ddc-page-use-on = Usar um golpe em { $name }
ddc-page-attack = Atacar { $name }
ddc-shape-circle = círculo
ddc-shape-square = quadrado
ddc-shape-diamond = losango
ddc-shape-triangle = triângulo
ddc-shape-hexagon = hexágono
ddc-edge-left = esquerda
ddc-edge-right = direita
ddc-edge-top = de cima
ddc-edge-bottom = de baixo

## A batalha como texto (tenkaichi.ddc.render: o status do chat, a linha de comando)
ddc-text-knocked-out = { $letter } { $name }: K.O.
ddc-text-recharging = golpes nomeados recarregando até o post { $post }
ddc-text-defending = defendendo
ddc-text-barrier = barreira { $barrier }
ddc-text-immune = imune
ddc-text-digivolved = digivolvido (mais { $turns } turnos)
ddc-text-fighter = { $letter } { $name } { $hp }/{ $max } PV na { $square }, { $level } { $dice }d4
ddc-text-fighter-notes = { $letter } { $name } { $hp }/{ $max } PV na { $square }, { $level } { $dice }d4; { $notes }
ddc-text-turn = Round { $round }: { $turn } de { $name }
ddc-text-a-turn = turno
ddc-text-extra-turn = turno extra
ddc-text-turn-left = { $which } ({ $left })
ddc-text-move-normal = Normal: alcance normal, dano normal, sem recarga
ddc-text-move = { $name }: { $kind }, alcance { $reach }, { $what }
ddc-text-normal-damage = dano normal
ddc-text-doubled = dobrado
ddc-text-kind-offense = ataque
ddc-text-kind-defense = defesa
ddc-text-kind-heal = cura
ddc-text-kind-buff = power-up
ddc-text-kind-debuff = debuff
ddc-text-range-normal = normal
ddc-text-range-close = curto
ddc-text-range-long = longo
ddc-text-range-self = próprio
ddc-text-range-support = de apoio

## As respostas do chat (tenkaichi.chat.ddc_chat)
ddc-chat-server-fault = Algo deu errado do nosso lado; nada foi alterado. Tente de novo mais tarde.
ddc-chat-next-one = { $prefix }join reúne a próxima.
ddc-chat-channel-id = Ids de canal têm de 1 a { $most } caracteres imprimíveis.
ddc-chat-player-id = Ids de jogador têm de 1 a { $most } caracteres.
ddc-chat-commands = Comandos do Dungeon DICE Combat:
ddc-chat-roster = Lutadores: { $fighters }
ddc-chat-damaged = A batalha deste canal está danificada (o registro salvo não é mais reproduzido) e não pode continuar; ela foi separada para o operador. { $prefix }join reúne uma nova.
ddc-chat-battle-on = Há uma batalha em andamento neste canal; entre na próxima quando ela acabar ({ $prefix }status mostra a atual).
ddc-chat-already-started = A batalha já começou. { $prefix }status mostra a batalha.
ddc-chat-over-none-here = A batalha acabou; não há batalha em andamento aqui: { $prefix }join <lutador> reúne a próxima.
ddc-chat-none-in-progress = Não há batalha em andamento aqui: { $prefix }join <lutador> reúne uma.
ddc-chat-nobody-joined = Ninguém entrou ainda: primeiro { $prefix }join <lutador>.
ddc-chat-two-sides = Uma batalha precisa de lutadores em pelo menos dois lados: mais { $prefix }join ou { $prefix }bot.
ddc-chat-lobby-changed = O lobby mudou enquanto a batalha era preparada: tente de novo.
ddc-chat-starts = A batalha começa.
ddc-chat-no-battle-yet = Ainda não há batalha aqui: { $prefix }join <lutador> reúne uma.
ddc-chat-nobody-won = ninguém (ela foi encerrada antes que alguém vencesse)
ddc-chat-last-over = A última batalha acabou: { $winner }. { $prefix }join abre a próxima.
ddc-chat-no-history = Nenhuma batalha foi jogada neste canal ainda.
ddc-chat-history-pages = O histórico tem páginas de 1 a { $pages }.
ddc-chat-history = Histórico, página { $page } de { $pages }:
ddc-chat-history-more = Histórico, página { $page } de { $pages } ({ $prefix }history { $pages } para o mais recente):
ddc-chat-moderator-ends = { $who } (moderador) encerra a batalha: sem vencedor. { $next }
ddc-chat-only-players-end = Só os jogadores da batalha (ou um moderador) podem pedir para encerrá-la.
ddc-chat-knocked-out-end = Seu lutador está K.O.: só os jogadores ainda de pé podem pedir para encerrar.
ddc-chat-asks-to-end = { $who } pede para encerrar a batalha; ela acaba quando todos os jogadores ainda de pé pedirem (falta: { $waiting }).
ddc-chat-everyone-asked = Todos os jogadores de pé pediram: a batalha acaba sem vencedor. { $next }
ddc-chat-not-in-battle = Você não está nesta batalha.
ddc-chat-not-your-turn = Não é a sua vez. { $line }
ddc-chat-not-your-turn-now = Não é a sua vez: { $line }
ddc-chat-move-squares = { $n ->
    [one] { $prefix }move x y ({ $count } casa)
   *[other] { $prefix }move x y ({ $count } casas)
}
ddc-chat-charge-squares = { $n ->
    [one] { $prefix }charge x y ({ $count } casa)
   *[other] { $prefix }charge x y ({ $count } casas)
}
ddc-chat-now = Agora: { $parts }
ddc-chat-only-players-act = Você não está nesta batalha; só os jogadores dela podem agir ({ $players }).
ddc-chat-over = A batalha acabou.
ddc-chat-over-won = A batalha acabou: { $winner }.
ddc-chat-turn-of = { $turn } ({ $who }).
ddc-chat-your-move = { $turn } - { $who }, sua vez.

## O lobby do chat (tenkaichi.chat.ddc_lobby)
ddc-lobby-only-players = Só os jogadores deste lobby (ou os moderadores do canal) podem mudá-lo: entre primeiro.
ddc-lobby-busy = O lobby está ocupado (outras pessoas também o estão mudando): tente de novo.
ddc-lobby-usage = Uso: { $usage }
ddc-lobby-already = Você já joga com { $name } neste lobby.
ddc-lobby-full = Este lobby está cheio ({ $most } lutadores). { $prefix }unbot <nome> tira um bot.
ddc-lobby-no-fighter = Nenhum lutador chamado '{ $name }'. Lutadores: { $fighters }
ddc-lobby-joins = { $name } ({ $level }) entra no lobby, jogado por { $player }. { $count } lutador(es); { $prefix }start quando estiverem prontos.
ddc-lobby-joins-side = { $name } ({ $level }) entra no lobby no lado { $side }, jogado por { $player }. { $count } lutador(es); { $prefix }start quando estiverem prontos.
ddc-lobby-none = nenhum
ddc-lobby-no-bot = Nenhum bot chamado '{ $name }' no lobby (bots: { $bots }).
ddc-lobby-bot-leaves = { $name } (um bot) sai do lobby. Restam { $count } lutador(es).
ddc-lobby-not-in = Você não está neste lobby.
ddc-lobby-leaves = { $name } sai do lobby.
ddc-lobby-entry = { $name } ({ $player })
ddc-lobby-entry-side = { $name } ({ $player }, lado { $side })
ddc-lobby-listing = A próxima batalha ainda não começou. Lutadores: { $fighters }. { $prefix }start quando estiverem prontos.

## Por que uma ação não pode ser feita agora (tenkaichi.ddc.options); $action é o comando
ddc-why-over = a batalha acabou
ddc-why-first = { $action } precisa ser a primeira ação do turno
ddc-why-defends = { $name } se defende neste turno: não pode se mover
ddc-why-no-digivolving = não dá para digivolver nesta batalha (a regra da casa que permite isso está desligada)
ddc-why-cannot-form = { $name } não pode fazer { $action } para { $form } agora
ddc-why-attacked = { $name } já atacou neste turno
ddc-why-not-now = { $action } não é possível agora
ddc-why-off-grid = a casa { $square } está fora do grid de { $width }x{ $height }
ddc-why-already-on = { $name } já está em { $square }
ddc-why-taken = a casa { $square } está ocupada por { $name }
ddc-why-too-far = a casa { $square } não está a até { $steps } passos de { $name }, que está em { $at }
ddc-why-no-move = { $name } não tem o golpe { $move } (golpes: { $moves })
ddc-why-recharging = os golpes nomeados de { $name } recarregam até o post { $ready } (este é o post { $post })
ddc-why-no-fighter = nenhum lutador chamado { $name } nesta batalha
ddc-why-knocked-out = { $name } já está K.O.
ddc-why-on-enemies = { $move } é usado em inimigos, e { $name } não é um
ddc-why-on-allies = { $move } é usado em { $user } ou aliados, não em { $name }
ddc-why-immune = { $name } está digivolvendo neste turno: imune a { $move }
ddc-why-out-of-range = { $name } está fora do alcance de { $move } ({ $range }: { $reach }; { $name } está na distância { $offset })
ddc-reach-one-any = 1 casa em qualquer direção
ddc-reach-rays-close = 2 casas em linha reta ou 1 na diagonal
ddc-reach-rays-long = 6 casas em linha reta ou 5 na diagonal, só nessas linhas
ddc-reach-self = só você mesmo
ddc-reach-area-close = 1 casa em qualquer direção ou 2 em linha reta
ddc-reach-area-long = a até 6 casas, no máximo 5 delas na diagonal

## Comandos do chat recusados (tenkaichi.chat.ddc_commands, ddc_actions)
ddc-cmd-nothing-after = { $command } não leva nada depois.
ddc-cmd-defend-nothing-after = { $command } não leva nada depois, a não ser end (para encerrar o turno também).
ddc-cmd-mention-no-fighter = O jogador que você mencionou não tem lutador nesta batalha.
ddc-cmd-no-target = Nenhum lutador ou jogador '{ $name }' nesta batalha. Lutadores: { $fighters }
ddc-cmd-ambiguous = Mais de um lutador ou jogador se chama '{ $name }' ({ $found }): diga o lutador ou mencione o jogador.
ddc-cmd-trailing = '{ $rest }' depois do alvo não faz parte de um nome: { $usage } (escreva suas palavras fora da linha do comando).
ddc-cmd-too-long = Essa mensagem é longa demais ({ $size } caracteres; comandos têm no máximo { $most }).
ddc-cmd-two-numbers = { $command } precisa de dois números inteiros: { $usage }
ddc-cmd-two-numbers-not = { $command } precisa de dois números inteiros, não '{ $typed }': { $usage }
ddc-cmd-side-word = Um lado tem de 1 a { $most } letras ou dígitos (palavras ligadas por -), não '{ $typed }'.
ddc-cmd-side-is-fighter = '{ $typed }' é o nome de um lutador; um lado com o nome de um lutador seria aliado dele. Escolha outro nome de lado.
ddc-cmd-side-taken = Já existe um lado '{ $side }': digite exatamente igual para entrar nele, ou escolha outro nome.

## O formulário da página inicial que abre uma mesa (tenkaichi.table.web_ddc)
ddc-form-played-by-player = uma pessoa (link de convite)
ddc-form-played-by-host = o anfitrião (você)
ddc-form-played-by-bot = um bot { $kind }
ddc-form-yes-or-no = sim ou não
ddc-form-give-name = informe seu nome
ddc-form-no-fighter = não há lutador { $name } na lista
ddc-form-side = um lado é { $sides } ou { $last }
ddc-form-played-by = um lado é jogado por uma pessoa, um bot ou o anfitrião
ddc-form-two-fighters = escolha pelo menos dois lutadores
ddc-form-two-sides = coloque os lutadores em pelo menos dois lados
ddc-form-hint = Escolha os lutadores da lista e coloque cada um num lado: lutadores do mesmo lado são aliados. Depois diga quem joga cada lado: uma pessoa recebe um link de convite para repassar, um bot joga sozinho, e você (o anfitrião) joga com todo lutador que ninguém mais joga.
ddc-form-fighter = Lutador
ddc-form-side-head = Lado
ddc-form-fighter-n = lutador { $n }
ddc-form-none = (nenhum)
ddc-form-side-of = lado do lutador { $n }
ddc-form-played-by-head = Jogado por
ddc-form-who-plays = quem joga { $side }
ddc-form-seed = Semente (opcional)
ddc-form-secret = secreta
ddc-form-seed-help = A semente rola os dados: { $help }.
ddc-form-house-rules = Regras da casa ({ $count } ajustes; deixados no padrão, as regras originais valem como estão escritas)
ddc-form-setting = Ajuste
ddc-form-value = Valor
ddc-form-default = Padrão
ddc-form-allowed = Permitido
