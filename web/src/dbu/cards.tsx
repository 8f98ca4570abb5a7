// Fighter cards: Life, Ki and Capacity as bars with their numbers, the Health Threshold,
// form, Enhancement, Aura, Energy Charge, Conditions and States with how long they last;
// a defeated fighter says so instead of listing actions; the seat's own fighters are marked
// as theirs alone. A card opens a sheet with what this seat may see.

import { useEffect, useRef } from "preact/hooks";
import type { DbuBody, FighterCard } from "../types";
import { shapeOf } from "./grid";

const SHAPE_MARK: Record<string, string> = {
  circle: "●",
  square: "■",
  diamond: "◆",
  triangle: "▲",
  hexagon: "⬢",
};

export function Bar(props: { label: string; value: number | null; max: number; kind: string }) {
  const { value, max } = props;
  if (value === null) {
    return (
      <div class={`bar ${props.kind}`}>
        <span class="bar-label">{props.label}</span>
        <span class="bar-value">hidden</span>
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
        aria-valuetext={`${value} of ${max}`}
      >
        <span class="bar-fill" style={{ width: `${share * 100}%` }} />
      </span>
      <span class="bar-value">
        {value} / {max}
        {value > max ? " (above Max)" : ""}
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
          {f.yours ? <span class="badge yours">yours</span> : null}
          {f.acting ? <span class="badge acting">▶ acting</span> : null}
          {f.defeated ? <span class="badge defeated">✕ defeated</span> : null}
        </h3>
        <p class="sub">
          {f.side} · {f.square}
          {f.threshold ? ` · ${f.threshold}` : ""}
        </p>
      </header>
      <Bar label="Life" value={f.life} max={f.max_life} kind="life" />
      <Bar label="Ki" value={f.ki} max={f.max_ki} kind="ki" />
      <Bar label="Capacity" value={f.capacity} max={f.max_capacity} kind="capacity" />
      {f.defeated ? null : (
        <p class="actions">
          {f.actions} Action{f.actions === 1 ? "" : "s"} · {f.counters} Counter Action{f.counters === 1 ? "" : "s"}
        </p>
      )}
      <ul class="tags">
        {f.form ? <li class="tag form">Form: {f.form}</li> : null}
        {f.enhancement ? <li class="tag enhancement">Enhancement: {f.enhancement}</li> : null}
        {f.aura ? <li class="tag aura">Aura: {f.aura}</li> : null}
        {f.charge ? <li class="tag charge">⚡ Charging: {f.charge}</li> : null}
        {f.conditions.map((c) => (
          <li class={`tag ${c.state ? "state" : "condition"}`} key={c.name}>
            <span aria-hidden="true">{c.state ? "◎" : "⚠"}</span> {c.state ? "State: " : ""}
            {c.name}
            {c.stacks > 1 ? ` ×${c.stacks}` : ""}
            {c.ends ? <span class="ends"> ({c.ends})</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" class="sheet-button" onClick={() => props.open(f.name)}>
        Sheet of {f.name}
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
        <dt>Side</dt>
        <dd>{f.side}</dd>
        <dt>Square</dt>
        <dd>{f.square}</dd>
        <dt>Health Threshold</dt>
        <dd>{f.threshold || "—"}</dd>
        <dt>Life</dt>
        <dd>
          {f.life} / {f.max_life}
        </dd>
        <dt>Ki</dt>
        <dd>{f.ki === null ? "hidden from your side" : `${f.ki} / ${f.max_ki}`}</dd>
        <dt>Capacity</dt>
        <dd>{f.capacity === null ? "hidden from your side" : `${f.capacity} / ${f.max_capacity}`}</dd>
        <dt>Actions</dt>
        <dd>{f.defeated ? "defeated" : `${f.actions} Actions, ${f.counters} Counter Actions`}</dd>
        <dt>Form</dt>
        <dd>{f.form ?? "base form"}</dd>
        <dt>Enhancement</dt>
        <dd>{f.enhancement ?? "none"}</dd>
        <dt>Aura</dt>
        <dd>{f.aura ?? "none"}</dd>
        <dt>Energy Charge</dt>
        <dd>{f.charge ?? "none"}</dd>
        <dt>Conditions and States</dt>
        <dd>
          {f.conditions.length
            ? f.conditions.map((c) => `${c.name}${c.stacks > 1 ? ` ×${c.stacks}` : ""}${c.ends ? ` (${c.ends})` : ""}`).join("; ")
            : "none"}
        </dd>
      </dl>
      <form method="dialog">
        <button type="submit" onClick={props.close}>
          Close
        </button>
      </form>
    </dialog>
  );
}
