// Fighter cards: Life, Ki and Capacity as bars with their numbers, the Health Threshold,
// form, Enhancement, Aura, Energy Charge, Conditions and States with how long they last;
// a defeated fighter says so instead of listing actions; the seat's own fighters are marked
// as theirs alone. A card opens a sheet with what this seat may see.

import { useEffect, useRef } from "preact/hooks";
import { counted, t } from "../i18n";
import type { DbuBody, FighterCard } from "../types";
import { shapeOf } from "./grid";

const SHAPE_MARK: Record<string, string> = {
  circle: "●",
  square: "■",
  diamond: "◆",
  triangle: "▲",
  hexagon: "⬢",
};

/** A count of Actions for a plural message (a count the seat may not see is left empty). */
function actionCount(n: number | null): { n: number; count: string } {
  return n === null ? { n: 0, count: "" } : (counted(n) as { n: number; count: string });
}

export function Bar(props: { label: string; value: number | null; max: number; kind: string }) {
  const { value, max } = props;
  if (value === null) {
    return (
      <div class={`bar ${props.kind}`}>
        <span class="bar-label">{props.label}</span>
        <span class="bar-value">{t("client-hidden")}</span>
      </div>
    );
  }
  const share = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <div class={`bar ${props.kind}`}>
      <span class="bar-label">{props.label}</span>
      <span
        class="bar-track"
        role="meter"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={t("client-of", { value: String(value), max: String(max) })}
      >
        <span class="bar-fill" style={{ width: `${share * 100}%` }} />
      </span>
      <span class="bar-value">
        {value} / {max}
        {value > max ? ` ${t("client-dbu-above-max")}` : ""}
      </span>
    </div>
  );
}

export function Card(props: { f: FighterCard; body: DbuBody; selected: boolean; open(name: string): void }) {
  const { f, body } = props;
  const shape = shapeOf(f.side, body.sides);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (props.selected) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [props.selected]);
  return (
    <article
      ref={ref}
      class={`card${f.acting ? " acting" : ""}${f.defeated ? " defeated" : ""}${props.selected ? " selected" : ""}`}
      aria-labelledby={`card-${f.name}`}
      style={{ borderColor: f.colour }}
    >
      <header>
        <h3 id={`card-${f.name}`}>
          <span class="side-mark" style={{ color: f.colour }} aria-hidden="true">
            {SHAPE_MARK[shape]}
          </span>{" "}
          {f.name}
          {f.yours ? <span class="badge yours">{t("client-yours")}</span> : null}
          {f.acting ? <span class="badge acting">▶ {t("client-acting")}</span> : null}
          {f.defeated ? <span class="badge defeated">✕ {t("client-defeated")}</span> : null}
        </h3>
        <p class="sub">
          {f.side} · {f.square}
          {f.threshold ? ` · ${f.threshold}` : ""}
        </p>
      </header>
      <Bar label={t("client-stat-life")} value={f.life} max={f.max_life} kind="life" />
      <Bar label={t("client-stat-ki")} value={f.ki} max={f.max_ki} kind="ki" />
      <Bar label={t("client-stat-capacity")} value={f.capacity} max={f.max_capacity} kind="capacity" />
      {f.defeated ? null : (
        <p class="actions">
          {t("client-dbu-actions", actionCount(f.actions))} · {t("client-dbu-counters", actionCount(f.counters))}
        </p>
      )}
      <ul class="tags">
        {f.form ? <li class="tag form">{t("client-dbu-form-tag", { form: f.form })}</li> : null}
        {f.enhancement ? <li class="tag enhancement">{t("client-dbu-enhancement-tag", { enhancement: f.enhancement })}</li> : null}
        {f.aura ? <li class="tag aura">{t("client-dbu-aura-tag", { aura: f.aura })}</li> : null}
        {f.charge ? <li class="tag charge">⚡ {t("client-dbu-charging", { charge: f.charge })}</li> : null}
        {f.conditions.map((c) => (
          <li class={`tag ${c.state ? "state" : "condition"}`} key={c.name}>
            <span aria-hidden="true">{c.state ? "◎" : "⚠"}</span> {c.state ? t("client-dbu-state-tag", { state: c.name }) : c.name}
            {c.stacks > 1 ? ` ×${c.stacks}` : ""}
            {c.ends ? <span class="ends"> ({c.ends})</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" class="sheet-button" onClick={() => props.open(f.name)}>
        {t("client-dbu-sheet-of", { fighter: f.name })}
      </button>
    </article>
  );
}

export function Sheet(props: { f: FighterCard; close(): void }) {
  const { f } = props;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) {
      if (typeof d.showModal === "function") d.showModal();
      else d.setAttribute("open", "");
    }
  }, []);
  return (
    <dialog ref={ref} class="sheet" aria-labelledby="sheet-title" onClose={props.close} onCancel={props.close}>
      <h2 id="sheet-title">{f.name}</h2>
      <dl>
        <dt>{t("client-side")}</dt>
        <dd>{f.side}</dd>
        <dt>{t("client-square")}</dt>
        <dd>{f.square}</dd>
        <dt>{t("client-dbu-threshold")}</dt>
        <dd>{f.threshold || "—"}</dd>
        <dt>{t("client-stat-life")}</dt>
        <dd>
          {f.life} / {f.max_life}
        </dd>
        <dt>{t("client-stat-ki")}</dt>
        <dd>{f.ki === null ? t("client-dbu-hidden-from-you") : `${f.ki} / ${f.max_ki}`}</dd>
        <dt>{t("client-stat-capacity")}</dt>
        <dd>{f.capacity === null ? t("client-dbu-hidden-from-you") : `${f.capacity} / ${f.max_capacity}`}</dd>
        <dt>{t("client-stat-actions")}</dt>
        <dd>
          {f.defeated
            ? t("client-defeated")
            : t("client-dbu-sheet-actions", { actions: String(f.actions), counters: String(f.counters) })}
        </dd>
        <dt>{t("client-dbu-form")}</dt>
        <dd>{f.form ?? t("client-dbu-base-form")}</dd>
        <dt>{t("client-dbu-enhancement")}</dt>
        <dd>{f.enhancement ?? t("client-dbu-no-enhancement")}</dd>
        <dt>{t("client-dbu-aura")}</dt>
        <dd>{f.aura ?? t("client-dbu-no-aura")}</dd>
        <dt>{t("client-dbu-charge")}</dt>
        <dd>{f.charge ?? t("client-dbu-no-charge")}</dd>
        <dt>{t("client-end-conditions")}</dt>
        <dd>
          {f.conditions.length
            ? f.conditions.map((c) => `${c.name}${c.stacks > 1 ? ` ×${c.stacks}` : ""}${c.ends ? ` (${c.ends})` : ""}`).join("; ")
            : t("client-dbu-no-conditions")}
        </dd>
      </dl>
      <form method="dialog">
        <button type="submit" onClick={props.close}>
          {t("client-close")}
        </button>
      </form>
    </dialog>
  );
}
