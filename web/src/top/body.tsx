// Tournament of Power at a seat: the board, the combat with its dice and what they deal now,
// the decision (compact buttons with damage and odds), the hand (behind the hot seat's cover
// when one page plays several players), the warrior cards that matter now, the players and
// the log. Drawn from web_top.page_model alone: no rule lives here.

import { useContext, useEffect, useState } from "preact/hooks";
import { ActionsContext } from "../context";
import { Log } from "../log";
import type { Panel } from "../types";
import { Board } from "./board";
import { Glyph } from "./faces";
import { covered, tokenWords } from "./helpers";
import { TopDecisionPanel } from "./decision";
import type { TopCombat, TopHand, TopModel, TopOption, TopPlayer, TopToken } from "./types";
import { TokenBadge, WarriorCardView } from "./warrior";
import "./top.css";

function Combat(props: { combat: TopCombat; tokens: Record<string, TopToken>; show(id: number): void }) {
  const c = props.combat;
  const a = props.tokens[String(c.attacker_id)];
  const d = props.tokens[String(c.defender_id)];
  return (
    <section class="top-combat" aria-labelledby="combat-title" id="combat">
      <h2 id="combat-title">
        Combat: {a ? <TokenBadge token={a} size={24} /> : null} {c.attacker} attacks{" "}
        {d ? <TokenBadge token={d} size={24} /> : null} {c.defender}
      </h2>
      <p class="combat-stage">
        Stage: <b>{c.stage}</b>
        {c.dice.length ? ` · ${c.rerolls} re-roll${c.rerolls === 1 ? "" : "s"} left` : ""}
      </p>
      {c.dice.length ? (
        <ul class="dice-row" aria-label="The dice on the table">
          {c.dice.map((f, i) => (
            <li class="die shown" key={i}>
              <Glyph icon={f.icon} size={26} />
              <span>{f.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {c.results.length ? (
        <table class="results">
          <caption>If the attacker stops now</caption>
          <thead>
            <tr>
              <th scope="col">Result</th>
              <th scope="col">Needs</th>
              <th scope="col">Damage</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            {c.results.map((r) => (
              <tr key={r.name} class={r.formed ? "formed" : ""}>
                <th scope="row">{r.name}</th>
                <td>{r.need}</td>
                <td class="num">{r.damage}</td>
                <td>{r.formed ? "✔ formed" : "not formed"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {c.strike ? (
        <p class="strike">
          Incoming: <b>{c.strike.damage} damage</b>
          {c.strike.sphere ? " (a sphere attack)" : ""}
          {c.strike.need ? `; the defence needs ${c.strike.need}` : ""}
        </p>
      ) : null}
      <p class="combat-cards">
        {a ? (
          <button type="button" onClick={() => props.show(a.id)}>
            {a.name}'s card
          </button>
        ) : null}
        {d ? (
          <button type="button" onClick={() => props.show(d.id)}>
            {d.name}'s card
          </button>
        ) : null}
      </p>
    </section>
  );
}

function Hand(props: { hand: TopHand }) {
  const h = props.hand;
  if (!h.whose) {
    return (
      <section class="top-hand" id="hand">
        <h2>Hands</h2>
        <p class="hint">The hand of whoever answers shows here when it is their turn to choose.</p>
      </section>
    );
  }
  return (
    <section class="top-hand" id="hand" aria-labelledby="hand-title">
      <h2 id="hand-title">{h.whose}'s hand</h2>
      {h.cards.length ? (
        <ul class="cards">
          {h.cards.map((c, i) => (
            <li class={`card deck-${c.kind.split(" ")[0].toLowerCase()}`} key={i} data-card={c.id}>
              <strong>{c.name}</strong>
              <span class="kind">{c.kind}</span>
              <span>{c.text}</span>
              {c.made_up ? <span class="made-up">made up</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">No cards.</p>
      )}
    </section>
  );
}

function Cover(props: { who: string; reveal(): void }) {
  return (
    <section class="hot-seat-cover" id="cover" aria-labelledby="cover-title">
      <h2 id="cover-title">Pass the screen to {props.who}</h2>
      <p>{props.who}'s cards and choices are hidden until they are at the screen.</p>
      <button type="button" class="primary" id="show-hand" onClick={props.reveal}>
        I am {props.who}: show my hand
      </button>
    </section>
  );
}

function Players(props: { players: TopPlayer[]; tokens: TopToken[]; show(id: number): void }) {
  return (
    <section class="top-players" id="tracker" tabIndex={-1} aria-labelledby="players-title">
      <h2 id="players-title">Players</h2>
      {props.players.map((p) => {
        const mine = props.tokens.filter((t) => t.owner === p.name.split(" (")[0]);
        return (
          <div class={`player${p.playing ? " playing" : ""}`} key={p.name} style={{ "--owner": p.colour }}>
            <h3>
              {p.name}
              {p.playing ? <span class="tag">turn</span> : null}
            </h3>
            <p class="player-line">
              Score <b>{p.score}</b> · {p.hand_size} card{p.hand_size === 1 ? "" : "s"}
            </p>
            <ul class="warrior-chips">
              {mine.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    class={`chip${t.alive ? "" : " out"}`}
                    onClick={() => props.show(t.id)}
                    title={`${tokenWords(t)}: show its card`}
                  >
                    <TokenBadge token={t} size={26} />
                    <span class="chip-name">
                      {t.name}
                      <span class="visually-hidden">
                        {" "}
                        ({t.letters}, {t.shape}){t.space ? `, on ${t.space}` : ""}, Endurance
                      </span>
                    </span>
                    <span class="chip-left">
                      {t.alive ? `${t.left ?? "?"}/${t.max ?? "?"}` : "out"}
                    </span>
                    <span class="bar" aria-hidden="true">
                      <span style={{ width: `${t.alive && t.max ? Math.round((100 * (t.left ?? 0)) / t.max) : 0}%` }} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

export function TopBody(props: { body: TopModel | null; panel: Panel }) {
  const actions = useContext(ActionsContext)!;
  const m = props.body;
  const [selected, setSelected] = useState<number | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [card, setCard] = useState<number | null>(null);
  const decisionId = m?.decision?.id ?? -1;
  useEffect(() => setSelected(null), [decisionId]);
  if (!m) return null;
  if (!m.started) {
    return (
      <section class="top-lobby" id="lobby">
        <h2>A game for {String(m.players)} players</h2>
        <ul>
          {(m.seats ?? []).map((s) => (
            <li key={s.player}>
              {s.player}: {s.name}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const tokens = m.tokens ?? {};
  const tokenList = Object.values(tokens);
  const decision = m.decision ?? null;
  const actor = decision?.yours ? decision.actor ?? "" : "";
  const hidden = covered(Boolean(m.hot_seat), actor, shownFor);
  const choose = (o: TopOption) => {
    if (!decision || decision.id === undefined) return;
    setSelected(null);
    actions.live.answer({ type: "answer", decision_id: decision.id, option: o.number });
  };
  const active = m.active ?? [];
  const focus = card !== null && tokens[String(card)] ? card : active.find((id) => tokens[String(id)]) ?? null;
  const focusToken = focus !== null ? tokens[String(focus)] : null;
  const warriorCard = focusToken ? m.warrior_cards?.[focusToken.character] : undefined;
  const show = (id: number) => {
    setCard(id);
    document.getElementById("cards")?.scrollIntoView({ block: "nearest" });
  };
  const players = Array.isArray(m.players) ? m.players : [];
  return (
    <div class="top">
      <section class="top-status" aria-label="The game">
        <p>
          <b>
            {m.headline ?? `Round ${m.round}${m.last_round ? ` of ${m.last_round}` : ""}, ${m.turn}'s turn`}
          </b>
          . {m.deciding}.
        </p>
        {m.event ? (
          <p class="event">
            Event: <b>{m.event.name}</b>: {m.event.text}
            {m.event.made_up ? <span class="made-up">made up</span> : null}
          </p>
        ) : null}
        {m.winner ? (
          <p class="winner" id="winner" role="status">
            <span aria-hidden="true">🏆 </span>
            {m.winner}
          </p>
        ) : null}
      </section>
      <div class="top-play">
        {hidden ? (
          <Cover who={m.actor_named || actor} reveal={() => setShownFor(actor)} />
        ) : decision ? (
          <TopDecisionPanel
            decision={decision}
            combat={m.combat ?? null}
            tokens={tokens}
            selected={selected}
            select={setSelected}
            choose={choose}
          />
        ) : null}
        {m.combat ? <Combat combat={m.combat} tokens={tokens} show={show} /> : null}
        {m.hand && !hidden ? <Hand hand={m.hand} /> : null}
      </div>
      <div class="top-map" id="board" tabIndex={-1}>
        <h2 class="visually-hidden">Board</h2>
        {m.board ? (
          <Board
            board={m.board}
            tokens={tokens}
            options={hidden ? [] : decision?.options ?? []}
            selected={selected}
            select={setSelected}
            choose={choose}
            show={show}
            active={active}
          />
        ) : null}
      </div>
      <section class="top-cards" id="cards" tabIndex={-1} aria-labelledby="cards-title">
        <h2 id="cards-title">Warrior card</h2>
        {active.length ? (
          <ul class="card-picks" aria-label="Warriors that matter now">
            {active
              .map((id) => tokens[String(id)])
              .filter(Boolean)
              .map((t) => (
                <li key={t.id}>
                  <button type="button" aria-pressed={focus === t.id} onClick={() => setCard(t.id)}>
                    <TokenBadge token={t} size={24} /> {t.name}
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
        {warriorCard ? (
          <WarriorCardView card={warriorCard} token={focusToken} />
        ) : (
          <p class="hint">Pick a warrior on the board or in the players' list to read its card.</p>
        )}
      </section>
      <Players players={players} tokens={tokenList} show={show} />
      <div class="top-log">
        <Log lines={(m.log ?? []).map((text) => ({ text }))} mine={m.mine ?? []} />
      </div>
    </div>
  );
}
