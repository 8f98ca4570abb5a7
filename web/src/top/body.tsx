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
import { counted, rich, t } from "../i18n";
import { covered, shapeWord, tokenWords } from "./helpers";
import { TopDecisionPanel } from "./decision";
import type { TopCombat, TopHand, TopModel, TopOption, TopPlayer, TopToken } from "./types";
import { TokenBadge, WarriorCardView } from "./warrior";
import "./top.css";

/** A card's deck for its colour: the server's language-free ``deck`` ("attack"), else (an
 * older view) the first word of its English kind ("Attack card"). */
function deckOf(c: { kind: string; deck?: string }): string {
  return c.deck || c.kind.split(" ")[0].toLowerCase();
}

/** The round and whose turn it is, when the table sent no headline. */
function headline(m: TopModel): string {
  const round = m.last_round
    ? t("client-top-round-of", { round: String(m.round), last: String(m.last_round) })
    : t("client-round", { round: String(m.round) });
  return t("client-top-turn", { round, player: m.turn ?? "" });
}

function Combat(props: { combat: TopCombat; tokens: Record<string, TopToken>; show(id: number): void }) {
  const c = props.combat;
  const a = props.tokens[String(c.attacker_id)];
  const d = props.tokens[String(c.defender_id)];
  return (
    <section class="top-combat" aria-labelledby="combat-title" id="combat">
      <h2 id="combat-title">
        {rich("client-top-combat", {
          attacker: (
            <>
              {a ? <TokenBadge token={a} size={24} /> : null} {c.attacker}
            </>
          ),
          defender: (
            <>
              {d ? <TokenBadge token={d} size={24} /> : null} {c.defender}
            </>
          ),
        })}
      </h2>
      <p class="combat-stage">
        {rich("client-top-stage", { stage: <b>{c.stage}</b> })}
        {c.dice.length ? ` · ${t("client-top-rerolls-left", counted(c.rerolls))}` : ""}
      </p>
      {c.dice.length ? (
        <ul class="dice-row" aria-label={t("client-top-dice-on-table")}>
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
          <caption>{t("client-top-results")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("client-top-result")}</th>
              <th scope="col">{t("client-top-needs")}</th>
              <th scope="col">{t("client-top-damage")}</th>
              <th scope="col">{t("client-top-now")}</th>
            </tr>
          </thead>
          <tbody>
            {c.results.map((r) => (
              <tr key={r.name} class={r.formed ? "formed" : ""}>
                <th scope="row">{r.name}</th>
                <td>{r.need}</td>
                <td class="num">{r.damage}</td>
                <td>{r.formed ? `✔ ${t("client-top-formed")}` : t("client-top-not-formed")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {c.strike ? (
        <p class="strike">
          {rich("client-top-incoming", { damage: <b>{t("client-top-damage-of", { damage: String(c.strike.damage) })}</b> })}
          {c.strike.sphere ? ` ${t("client-top-sphere-attack")}` : ""}
          {c.strike.need ? `; ${t("client-top-defence-needs", { need: c.strike.need })}` : ""}
        </p>
      ) : null}
      <p class="combat-cards">
        {a ? (
          <button type="button" onClick={() => props.show(a.id)}>
            {t("client-top-card-of", { warrior: a.name })}
          </button>
        ) : null}
        {d ? (
          <button type="button" onClick={() => props.show(d.id)}>
            {t("client-top-card-of", { warrior: d.name })}
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
        <h2>{t("client-top-hands")}</h2>
        <p class="hint">{t("client-top-hand-hint")}</p>
      </section>
    );
  }
  return (
    <section class="top-hand" id="hand" aria-labelledby="hand-title">
      <h2 id="hand-title">{t("client-top-hand-of", { player: h.whose })}</h2>
      {h.cards.length ? (
        <ul class="cards">
          {h.cards.map((c, i) => (
            <li class={`card deck-${deckOf(c)}`} key={i} data-card={c.id}>
              <strong>{c.name}</strong>
              <span class="kind">{c.kind}</span>
              <span>{c.text}</span>
              {c.made_up ? <span class="made-up">{t("client-top-made-up")}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">{t("client-top-no-cards")}</p>
      )}
    </section>
  );
}

function Cover(props: { who: string; reveal(): void }) {
  return (
    <section class="hot-seat-cover" id="cover" aria-labelledby="cover-title">
      <h2 id="cover-title">{t("client-top-pass", { player: props.who })}</h2>
      <p>{t("client-top-hidden-until", { player: props.who })}</p>
      <button type="button" class="primary" id="show-hand" onClick={props.reveal}>
        {t("client-top-show-hand", { player: props.who })}
      </button>
    </section>
  );
}

function Players(props: { players: TopPlayer[]; tokens: TopToken[]; show(id: number): void }) {
  return (
    <section class="top-players" id="tracker" tabIndex={-1} aria-labelledby="players-title">
      <h2 id="players-title">{t("client-players")}</h2>
      {props.players.map((p) => {
        const mine = props.tokens.filter((tk) => tk.owner === p.name.split(" (")[0]);
        return (
          <div class={`player${p.playing ? " playing" : ""}`} key={p.name} style={{ "--owner": p.colour }}>
            <h3>
              {p.name}
              {p.playing ? <span class="tag">{t("client-top-turn-tag")}</span> : null}
            </h3>
            <p class="player-line">
              {rich("client-top-score", { score: <b>{p.score}</b> })} · {t("client-top-cards", counted(p.hand_size))}
            </p>
            <ul class="warrior-chips">
              {mine.map((tk) => (
                <li key={tk.id}>
                  <button
                    type="button"
                    class={`chip${tk.alive ? "" : " out"}`}
                    onClick={() => props.show(tk.id)}
                    title={t("client-top-show-card", { warrior: tokenWords(tk) })}
                  >
                    <TokenBadge token={tk} size={26} />
                    <span class="chip-name">
                      {tk.name}
                      <span class="visually-hidden">
                        {" "}
                        ({tk.letters}, {shapeWord(tk.shape)}){tk.space ? `, ${t("client-top-on", { space: tk.space })}` : ""},{" "}
                        {t("client-top-endurance")}
                      </span>
                    </span>
                    <span class="chip-left">
                      {tk.alive ? `${tk.left ?? "?"}/${tk.max ?? "?"}` : t("client-top-out")}
                    </span>
                    <span class="bar" aria-hidden="true">
                      <span style={{ width: `${tk.alive && tk.max ? Math.round((100 * (tk.left ?? 0)) / tk.max) : 0}%` }} />
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
        <h2>{t("client-top-lobby", { count: String(m.players), n: Number(m.players) })}</h2>
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
      <section class="top-status" aria-label={t("client-top-status")}>
        <p>
          <b>{m.headline ?? headline(m)}</b>. {m.deciding}.
        </p>
        {m.event ? (
          <p class="event">
            {rich("client-top-event", { event: <b>{m.event.name}</b>, text: m.event.text })}
            {m.event.made_up ? <span class="made-up">{t("client-top-made-up")}</span> : null}
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
        <h2 class="visually-hidden">{t("client-top-board-heading")}</h2>
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
        <h2 id="cards-title">{t("client-top-warrior-card")}</h2>
        {active.length ? (
          <ul class="card-picks" aria-label={t("client-top-warriors-now")}>
            {active
              .map((id) => tokens[String(id)])
              .filter(Boolean)
              .map((tk) => (
                <li key={tk.id}>
                  <button type="button" aria-pressed={focus === tk.id} onClick={() => setCard(tk.id)}>
                    <TokenBadge token={tk} size={24} /> {tk.name}
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
        {warriorCard ? (
          <WarriorCardView card={warriorCard} token={focusToken} />
        ) : (
          <p class="hint">{t("client-top-pick-warrior")}</p>
        )}
      </section>
      <Players players={players} tokens={tokenList} show={show} />
      <div class="top-log">
        <Log lines={(m.log ?? []).map((text) => ({ text }))} mine={m.mine ?? []} />
      </div>
    </div>
  );
}
