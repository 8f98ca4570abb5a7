// The decision of a Tournament of Power seat: compact buttons, each with what it costs or
// deals and its odds (the server's numbers); keys 1-9 choose the nth button shown. A re-roll
// also lets a person click the dice to keep; a move is a warrior, then a space.

import { useChoiceKeys } from "../keys";
import { useEffect, useRef, useState } from "preact/hooks";
import { counted, rich, t } from "../i18n";
import { Glyph } from "./faces";
import { optionForKept, worthWords } from "./helpers";
import type { Face, TopCombat, TopDecision, TopOption, TopToken } from "./types";
import { TokenBadge } from "./warrior";

export const FEW = 6;
/** Re-roll choices shown before "More choices". */

export interface DecisionProps {
  decision: TopDecision;
  combat: TopCombat | null;
  tokens: Record<string, TopToken>;
  selected: number | null;
  select(token: number | null): void;
  choose(option: TopOption): void;
}

/** The re-roll choices as buttons: stopping first, then the best, then by damage expected;
 * equal choices (the same dice kept) once. */
export function keepChoices(options: TopOption[]): TopOption[] {
  const seen = new Set<string>();
  const out: TopOption[] = [];
  const rank = (o: TopOption) => (o.what === "stop" ? 0 : o.best ? 1 : 2);
  const sorted = [...options].sort(
    (a, b) => rank(a) - rank(b) || (b.expected ?? 0) - (a.expected ?? 0) || a.number - b.number,
  );
  for (const o of sorted) {
    if (seen.has(o.label)) continue;
    seen.add(o.label);
    out.push(o);
  }
  return out;
}

function OptionButton(props: { option: TopOption; n: number; choose(o: TopOption): void; extra?: preact.ComponentChildren; primary?: boolean }) {
  const o = props.option;
  const worth = worthWords(o);
  return (
    <button
      type="button"
      class={`option${o.best ? " best" : ""}${props.primary ? " primary" : ""}`}
      data-option={o.number}
      data-what={o.what}
      onClick={() => props.choose(o)}
    >
      {props.n <= 9 ? (
        <kbd class="key" aria-hidden="true">
          {props.n}
        </kbd>
      ) : null}
      <span class="option-text">
        <span class="option-label">
          {o.what === "stop" ? t("client-top-stop-here") : o.label}
          {o.best ? <span class="tag best-tag">{t("client-top-best")}</span> : null}
        </span>
        {worth ? <span class="worth">{worth}</span> : null}
        {o.card ? (
          <span class="card-text">
            {o.card.name} ({o.card.kind}): {o.card.text}
          </span>
        ) : null}
        {o.info ? <span class="card-text">{o.info.text}</span> : null}
        {props.extra}
      </span>
    </button>
  );
}

function Dice(props: { dice: Face[]; kept: boolean[]; toggle(i: number): void }) {
  return (
    <div class="top-dice" role="group" aria-label={t("client-top-dice-keep")}>
      {props.dice.map((d, i) => (
        <button
          type="button"
          key={i}
          class="die"
          data-die={i}
          aria-pressed={props.kept[i]}
          aria-label={t(props.kept[i] ? "client-top-die-kept" : "client-top-die-rerolled", { number: String(i + 1), face: d.name })}
          onClick={() => props.toggle(i)}
        >
          <Glyph icon={d.icon} size={30} />
          <span class="die-name">{d.name}</span>
          <span class="die-state">{props.kept[i] ? t("client-top-keep") : t("client-top-reroll")}</span>
        </button>
      ))}
    </div>
  );
}

function Keeper(props: { options: TopOption[]; combat: TopCombat; choose(o: TopOption): void; list: TopOption[] }) {
  const { combat } = props;
  const best = props.options.find((o) => o.best);
  const start = combat.dice.map((_, i) => !(best?.reroll ?? []).includes(i));
  const [kept, setKept] = useState<boolean[]>(start);
  const key = combat.dice.map((d) => d.name).join(",") + combat.rerolls;
  useEffect(() => setKept(start), [key]);
  const found = optionForKept(props.options, kept);
  return (
    <div class="keeper">
      <Dice dice={combat.dice} kept={kept} toggle={(i) => setKept(kept.map((k, j) => (j === i ? !k : k)))} />
      <p class="keep-preview" aria-live="polite">
        {found
          ? rich(found.what === "stop" ? "client-top-keeping-all" : "client-top-keeping", {
              option: found.label,
              worth: <b>{worthWords(found) || t("client-top-no-combo")}</b>,
            })
          : t("client-top-keep-one")}
      </p>
      <div class="keep-actions">
        <button type="button" class="primary roll" id="top-roll" disabled={!found} onClick={() => found && props.choose(found)}>
          {found?.what === "stop" ? t("client-top-stop-dice") : t("client-top-reroll-others")}
        </button>
        {best ? (
          <button type="button" onClick={() => setKept(combat.dice.map((_, i) => !(best.reroll ?? []).includes(i)))}>
            {t("client-top-best-keep")}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function TopDecisionPanel(props: DecisionProps) {
  const { decision, combat, tokens } = props;
  const list = useRef<HTMLOListElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => setMore(false), [decision.id]);
  useChoiceKeys(list, props.selected !== null ? () => props.select(null) : null, [props.selected, decision.id]);

  if (!decision.yours) {
    return (
      <section class="top-decision waiting" id="decision" tabIndex={-1} aria-labelledby="decision-title">
        <h2 id="decision-title">{decision.waiting ?? t("client-top-waiting")}</h2>
      </section>
    );
  }
  const options = decision.options ?? [];
  const keeps = options.filter((o) => o.what === "keep" || o.what === "stop");
  const moves = options.filter((o) => o.what === "move");
  const cells = options.filter((o) => o.what === "cell");
  const others = options.filter((o) => o.what === "button");
  let shown: TopOption[] = [];
  let body = null;
  let back = null;
  if (keeps.length && combat) {
    const all = keepChoices(keeps);
    shown = [...(more ? all : all.slice(0, FEW)), ...others];
    body = <Keeper options={keeps} combat={combat} choose={props.choose} list={shown} />;
  } else if (moves.length) {
    if (props.selected !== null && moves.some((o) => o.warrior === props.selected)) {
      const tk = tokens[String(props.selected)];
      shown = moves.filter((o) => o.warrior === props.selected);
      back = (
        <p class="step">
          {tk ? <TokenBadge token={tk} size={26} /> : null}{" "}
          {rich("client-top-moving", { warrior: <b>{tk?.name ?? t("client-top-a-warrior")}</b> })}{" "}
          <button type="button" onClick={() => props.select(null)}>
            {t("client-top-back-key", { key: t("client-key-escape") })}
          </button>
        </p>
      );
    } else {
      shown = others;
    }
  } else {
    shown = [...cells, ...others];
  }
  const movers = props.selected === null ? [...new Set(moves.map((o) => o.warrior!))] : [];
  const compact = shown.length > 0 && shown.every((o) => o.what === "cell" || o.what === "move");
  const moverItems = movers.map((id, i) => {
    const tk = tokens[String(id)];
    const n = moves.filter((o) => o.warrior === id).length;
    return (
      <li key={`w${id}`}>
        <button type="button" class="option mover" data-token={id} onClick={() => props.select(id)}>
          {i < 9 ? (
            <kbd class="key" aria-hidden="true">
              {i + 1}
            </kbd>
          ) : null}
          {tk ? <TokenBadge token={tk} size={26} /> : null}
          <span class="option-text">
            <span class="option-label">{tk?.name ?? t("client-top-a-warrior-capital")}</span>
            <span class="worth">
              {tk?.space ? `${t("client-top-on", { space: tk.space })} · ` : ""}
              {t("client-top-spaces-to-go", counted(n))}
            </span>
          </span>
        </button>
      </li>
    );
  });
  return (
    <section class="top-decision" id="decision" tabIndex={-1} aria-labelledby="decision-title" data-kind={decision.kind}>
      <h2 id="decision-title">{decision.prompt}</h2>
      {decision.hint ? <p class="advice">{decision.hint}</p> : null}
      {decision.notes && decision.notes.length ? (
        <ul class="notes">
          {decision.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {body}
      {back}
      {moves.length && props.selected === null ? (
        <p class="step">{t("client-top-pick-mover")}</p>
      ) : null}
      {moverItems.length || shown.length ? (
        <ol class={`top-options${compact ? " compact" : ""}`} ref={list}>
          {moverItems}
          {shown.map((o, i) =>
            compact ? (
              <li key={o.number}>
                <button
                  type="button"
                  class="option space-option"
                  data-option={o.number}
                  title={o.label}
                  aria-label={o.label}
                  onClick={() => props.choose(o)}
                >
                  {o.space ?? o.label}
                </button>
              </li>
            ) : (
              <li key={o.number}>
                <OptionButton option={o} n={moverItems.length + i + 1} choose={props.choose} />
              </li>
            ),
          )}
        </ol>
      ) : null}
      {keeps.length && keepChoices(keeps).length > FEW ? (
        <button type="button" class="more" aria-expanded={more} onClick={() => setMore(!more)}>
          {more ? t("client-top-fewer") : t("client-top-more", { count: String(keepChoices(keeps).length - FEW) })}
        </button>
      ) : null}
      <p class="hint keys-hint">{t(moves.length ? "client-top-keys-back" : "client-top-keys")}</p>
    </section>
  );
}
