// A Dungeon DICE Combat seat: the turn (round, whose turn, the turn order), the grid (the
// main input), the decision panel (its short lists reach everything the grid does, keys 1-9
// choose), the fighters' panels with HP bars and the log. Grid and panel share one choice:
// a foe tapped on the grid opens its moves in the panel.

import { useChoiceKeys } from "../keys";
import { useContext, useRef, useState } from "preact/hooks";
import { ActionsContext } from "../context";
import { counted, t } from "../i18n";
import { Log } from "../log";
import type { Panel } from "../types";
import { DdcGrid } from "./grid";
import { GLYPHS, attackFacts, isMine, sideOf, sortedSquares, squareText } from "./model";
import type { DdcBody as Body, DdcFighter, DdcSquare, DdcTarget } from "./types";
import "./ddc.css";

export function DdcBody({ body }: { body: Body; panel: Panel }) {
  const actions = useContext(ActionsContext)!;
  const decision = body.decision;
  const yours = !!decision?.yours;
  const hasMoves = body.squares.some((s) => s.kind === "move");
  const hasCharges = body.squares.some((s) => s.kind === "charge");
  const decisionId = yours ? decision!.id : -1;
  // what the seat picked belongs to the decision it was picked for: a new one starts afresh
  const [modeAt, setModeAt] = useState<{ id: number; mode: "move" | "charge" } | null>(null);
  const [chosenAt, setChosenAt] = useState<{ id: number; name: string } | null>(null);
  const [selected, setSelected] = useState("");
  const mode = modeAt?.id === decisionId ? modeAt.mode : hasMoves || !hasCharges ? "move" : "charge";
  const chosen = chosenAt?.id === decisionId ? chosenAt.name : "";
  const setMode = (m: "move" | "charge") => setModeAt({ id: decisionId, mode: m });
  const setChosen = (name: string) => setChosenAt({ id: decisionId, name });

  const send = (number: number) => {
    if (!decision) return;
    actions.live.answer({ type: "answer", decision_id: decision.id, option: number });
    setChosen("");
  };
  const targets = new Set(yours ? body.targets.map((t) => t.name) : []);
  const onSquare = (s: DdcSquare) => {
    if (!yours) return;
    send(s.number);
  };
  const onFighter = (f: DdcFighter) => {
    setSelected(f.name);
    if (targets.has(f.name)) {
      setChosen(f.name);
      const first = document.querySelector<HTMLButtonElement>("#decision ol.ddc-options button");
      first?.scrollIntoView?.({ block: "nearest" });
    } else if (yours && !f.acting) {
      const actor = body.order.find((o) => o.acting)?.shown ?? "";
      actions.say(t("client-ddc-out-of-reach", { fighter: f.shown, actor }), "info");
    }
  };
  const target = body.targets.find((t) => t.name === chosen) ?? null;
  return (
    <div class="ddc-client">
      <TurnBar body={body} />
      <div class="ddc-main">
        <section class="ddc-board" id="board" aria-label={t("client-ddc-grid-label")} tabIndex={-1}>
          <DdcGrid
            body={body}
            mode={mode}
            targets={targets}
            chosen={chosen}
            onSquare={onSquare}
            onFighter={onFighter}
          />
        </section>
        <div class="ddc-side">
          {decision ? (
            <DecisionPanel
              body={body}
              mode={mode}
              setMode={setMode}
              target={target}
              setTarget={(t) => setChosen(t ? t.name : "")}
              send={send}
            />
          ) : null}
          <section class="ddc-fighters" id="cards" aria-label={t("client-fighters")} tabIndex={-1}>
            {body.fighters.map((f) => (
              <FighterPanel key={f.name} body={body} f={f} selected={selected === f.name} />
            ))}
          </section>
        </div>
      </div>
      <Log lines={body.log.map((l) => ({ text: l.text, kind: l.kind }))} mine={body.fighters.filter((f) => isMine(body, f)).map((f) => f.name)} />
    </div>
  );
}

/** A target in the panel: "Attack Garurumon (Blue)", "Moves on Agumon (Red)" for an ally. */
function targetWords(target: DdcTarget): string {
  return t(target.ally ? "client-ddc-moves-on" : "client-ddc-attack", { fighter: target.shown, side: target.side });
}

function TurnBar({ body }: { body: Body }) {
  return (
    <section class="ddc-turn" id="tracker" tabIndex={-1} aria-labelledby="ddc-turn-title">
      <h2 id="ddc-turn-title">
        {t("client-round", { round: String(body.round) })}
        {body.turn ? <span class="turn-words"> · {body.turn}</span> : null}
      </h2>
      {body.winner ? (
        <p class="ddc-winner" id="winner" role="status">
          <strong>{t("client-ddc-over", { winner: body.winner })}</strong>
        </p>
      ) : null}
      <ol class="ddc-order" aria-label={t("client-ddc-turn-order")}>
        {body.order.map((o) => {
          const side = sideOf(body, o.side);
          return (
            <li key={o.name} class={`${o.acting ? "acting" : ""}${o.alive ? "" : " down"}`} aria-current={o.acting ? "true" : undefined}>
              <span class="glyph" style={{ color: side?.colour }} aria-hidden="true">
                {side ? GLYPHS[side.shape] : ""}
              </span>{" "}
              {o.shown}
              <span class="who">
                {" "}
                ({o.side}){o.acting ? `, ${t("client-ddc-acting-now")}` : ""}
                {o.alive ? "" : `, ${t("client-ddc-knocked-out")}`}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

interface DecisionProps {
  body: Body;
  mode: "move" | "charge";
  setMode(mode: "move" | "charge"): void;
  target: DdcTarget | null;
  setTarget(target: DdcTarget | null): void;
  send(number: number): void;
}

function DecisionPanel(props: DecisionProps) {
  const { body, target } = props;
  const decision = body.decision!;
  const list = useRef<HTMLOListElement>(null);
  useChoiceKeys(list, target ? () => props.setTarget(null) : null, [target, decision.id]);

  if (!decision.yours) {
    return (
      <section class="ddc-decision waiting" id="decision" tabIndex={-1} aria-labelledby="ddc-decision-title">
        <h2 id="ddc-decision-title">{decision.headline}</h2>
      </section>
    );
  }
  let entries;
  if (target) {
    entries = (
      <>
        <p class="crumbs">
          <button type="button" class="back" onClick={() => props.setTarget(null)}>
            {t("client-back")}
          </button>{" "}
          {targetWords(target)}
        </p>
        <ol class="ddc-options" ref={list}>
          {target.moves.map((m, i) => (
            <li key={m.number}>
              <button type="button" class="leaf" data-option={m.number} data-move={m.move} onClick={() => props.send(m.number)}>
                <span class="n" aria-hidden="true">{i < 9 ? i + 1 : ""}</span>
                <span class="label">
                  {m.move}
                  {m.named ? <span class="named"> {t("client-ddc-named")}</span> : null}
                </span>
                <span class="facts">
                  {attackFacts(m).map((f) => (
                    <span key={f}>{f}</span>
                  ))}
                </span>
                {m.knockout !== null ? (
                  <span class="meter" aria-hidden="true">
                    <span style={{ width: `${Math.round(m.knockout * 100)}%` }} />
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ol>
      </>
    );
  } else {
    entries = (
      <ol class="ddc-options" ref={list}>
        {body.targets.map((tg, i) => {
          const side = sideOf(body, tg.side);
          return (
            <li key={`t${tg.name}`}>
              <button type="button" class="group" data-target={tg.name} onClick={() => props.setTarget(tg)}>
                <span class="n" aria-hidden="true">{i < 9 ? i + 1 : ""}</span>
                <span class="label">
                  <span class="glyph" style={{ color: side?.colour }} aria-hidden="true">
                    {side ? GLYPHS[side.shape] : ""}
                  </span>{" "}
                  {targetWords(tg)}
                </span>
                <span class="more">{t("client-ddc-moves-count", counted(tg.moves.length))} ›</span>
              </button>
            </li>
          );
        })}
        {body.others.map((o, j) => {
          const i = body.targets.length + j;
          return (
            <li key={`o${o.number}`}>
              <button type="button" class="leaf" data-option={o.number} onClick={() => props.send(o.number)}>
                <span class="n" aria-hidden="true">{i < 9 ? i + 1 : ""}</span>
                <span class="label">{o.label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <section class="ddc-decision yours" id="decision" tabIndex={-1} aria-labelledby="ddc-decision-title">
      <h2 id="ddc-decision-title">{decision.headline}</h2>
      {body.squares.length && !target ? <StepPicker {...props} /> : null}
      {entries}
      <p class="hint">{t("client-ddc-keys")}</p>
    </section>
  );
}

function StepPicker(props: DecisionProps) {
  const { body, mode } = props;
  const hasMoves = body.squares.some((s) => s.kind === "move");
  const hasCharges = body.squares.some((s) => s.kind === "charge");
  const squares = sortedSquares(body.squares, mode);
  const [picked, setPicked] = useState("");
  const value = squares.some((s) => String(s.number) === picked) ? picked : String(squares[0]?.number ?? "");
  return (
    <form
      class="ddc-steps"
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== "") props.send(Number(value));
      }}
    >
      {hasMoves && hasCharges ? (
        <fieldset class="ddc-mode">
          <legend>{t("client-ddc-step")}</legend>
          <label>
            <input type="radio" name="ddc-mode" checked={mode === "move"} onChange={() => props.setMode("move")} />{" "}
            {t("client-ddc-move-act")}
          </label>
          <label>
            <input type="radio" name="ddc-mode" checked={mode === "charge"} onChange={() => props.setMode("charge")} />{" "}
            {t("client-ddc-charge-option")}
          </label>
        </fieldset>
      ) : null}
      <label class="ddc-square-pick">
        <span>{mode === "move" ? t("client-ddc-move-to") : t("client-ddc-charge-to")}</span>
        <select value={value} onChange={(e) => setPicked((e.target as HTMLSelectElement).value)}>
          {squares.map((s) => (
            <option key={s.number} value={String(s.number)}>
              {squareText(s)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" class="primary">
        {mode === "move" ? t("client-ddc-move") : t("client-ddc-charge")}
      </button>
      <p class="hint">
        {t(mode === "move" ? "client-ddc-in-reach-shaded" : "client-ddc-in-reach-hatched", counted(squares.length))}
        {squares.some((s) => s.near.length) ? `; ${t("client-ddc-near-first")}` : ""}.
      </p>
    </form>
  );
}

function FighterPanel({ body, f, selected }: { body: Body; f: DdcFighter; selected: boolean }) {
  const side = sideOf(body, f.side);
  const mine = isMine(body, f);
  return (
    <article
      class={`ddc-fighter${f.acting ? " acting" : ""}${f.alive ? "" : " down"}${selected ? " selected" : ""}`}
      style={{ "--side": f.colour }}
      data-fighter={f.name}
      aria-labelledby={`ddc-f${f.index}`}
    >
      <h3 id={`ddc-f${f.index}`}>
        <span class="glyph" style={{ color: f.colour }} aria-hidden="true">
          {side ? GLYPHS[side.shape] : ""}
        </span>{" "}
        <span class="shown">{f.shown}</span>
        {f.form ? <span class="sub"> {t("client-ddc-digivolved", { base: f.base })}</span> : null}
        <span class="badge side-badge">{f.side}</span>
        {mine ? <span class="badge yours">{t("client-yours")}</span> : null}
        {f.acting ? <span class="badge acting">{t("client-acting")}</span> : null}
        {!f.alive ? <span class="badge down">{t("client-ddc-ko")}</span> : null}
      </h3>
      <div class="ddc-hp">
        <span>{t("client-ddc-hp")}</span>
        <span class="track" aria-hidden="true">
          <span class={`fill${f.hp_percent <= 25 ? " low" : ""}`} style={{ width: `${f.hp_percent}%` }} />
        </span>
        <span class="hp">
          {f.hp} / {f.max_hp}
        </span>
      </div>
      <dl>
        <dt>{t("client-ddc-attack-dice")}</dt>
        <dd>
          {f.dice} ({f.level})
        </dd>
        <dt>{t("client-square")}</dt>
        <dd>{f.square}</dd>
        <dt>{t("client-ddc-posts")}</dt>
        <dd>{f.posts}</dd>
        <dt>{t("client-ddc-recharge")}</dt>
        <dd class={f.recharging ? "recharging" : ""}>{f.recharge}</dd>
        {f.marks.length ? (
          <>
            <dt>{t("client-ddc-now")}</dt>
            <dd>{f.marks.join(", ")}</dd>
          </>
        ) : null}
        {f.statuses.length ? (
          <>
            <dt>{t("client-ddc-statuses")}</dt>
            <dd>{f.statuses.join("; ")}</dd>
          </>
        ) : null}
      </dl>
      {f.moves.length ? (
        <details class="ddc-moves">
          <summary>{t("client-ddc-moves", { count: String(f.moves.length) })}</summary>
          <ul>
            {f.moves.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}
