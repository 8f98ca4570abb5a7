// A decision as a compact panel: maneuver -> variant -> target, declining answers first,
// each option with what it costs and its odds; a typed filter; amounts (a Ki Wager) as a
// number field and a slider with the odds of the amount chosen; keys 1-9 choose.

import { useChoiceKeys } from "./keys";
import { useEffect, useRef, useState } from "preact/hooks";
import { meterWidth } from "./format";
import { t } from "./i18n";
import { filtered, groupAt, ordered, series, type Series } from "./options";
import { isLeaf, type Decision, type Leaf, type Node } from "./types";

export interface DecisionProps {
  decision: Decision;
  /** Choose a leaf (the body sends it, or starts a grid pick for a Movement). */
  choose(leaf: Leaf): void;
  /** The leaf under the pointer or focus (the grid previews its place). */
  preview(leaf: Leaf | null): void;
  /** Leaves picked on the grid (a fighter or square clicked): shown instead of the tree. */
  picked: { title: string; leaves: Leaf[] } | null;
  clearPicked(): void;
  /** The group path the panel shows (the grid offers what is under it). */
  path: string[];
  setPath(path: string[]): void;
}

const FILTER_AT = 7;

export function DecisionPanel(props: DecisionProps) {
  const { decision, picked } = props;
  const [filter, setFilter] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => setFilter(""), [decision.id]); // a new question starts unfiltered
  const root = decision.options;

  // keys 1-9 choose the nth entry shown; Backspace or Escape go back up
  useChoiceKeys(listRef, props.path.length || picked ? () => (picked ? props.clearPicked() : props.setPath(props.path.slice(0, -1))) : null, [props.path, picked]);

  if (!decision.yours || !root) {
    return (
      <section class="decision waiting" aria-labelledby="decision-title">
        <h2 id="decision-title">{decision.headline}</h2>
      </section>
    );
  }
  const group = groupAt(root, props.path);
  const total = root.children.length;
  let body;
  if (picked) {
    body = (
      <>
        <p class="crumbs">
          <button type="button" class="back" onClick={props.clearPicked}>{t("client-back")}</button> {picked.title}
        </p>
        <Entries nodes={picked.leaves} {...props} listRef={listRef} />
      </>
    );
  } else if (filter.trim()) {
    const found = filtered(root, filter);
    body = found.length ? (
      <ol class="options" ref={listRef}>
        {found.slice(0, 40).map(({ leaf, path }, i) => (
          <li key={leaf.index}>
            <LeafButton leaf={leaf} n={i} context={path} {...props} />
          </li>
        ))}
      </ol>
    ) : (
      <p class="hint">{t("client-decision-no-match", { filter })}</p>
    );
  } else {
    body = (
      <>
        {props.path.length > 0 && (
          <p class="crumbs">
            <button type="button" class="back" onClick={() => props.setPath(props.path.slice(0, -1))}>
              {t("client-back")}
            </button>{" "}
            {props.path.join(" › ")}
          </p>
        )}
        <Entries nodes={group.children} {...props} listRef={listRef} />
      </>
    );
  }
  return (
    <section class="decision yours" aria-labelledby="decision-title">
      <h2 id="decision-title">{decision.headline}</h2>
      {total >= FILTER_AT || filter ? (
        <label class="filter">
          <span>{t("client-decision-find")}</span>
          <input
            type="search"
            value={filter}
            placeholder={t("client-decision-find-example")}
            onInput={(e) => setFilter((e.target as HTMLInputElement).value)}
            aria-describedby="decision-keys"
          />
        </label>
      ) : null}
      {body}
      <p class="hint" id="decision-keys">
        {t("client-decision-keys")}
      </p>
    </section>
  );
}

interface EntriesProps extends DecisionProps {
  nodes: Node[];
  listRef: preact.RefObject<HTMLOListElement>;
}

function Entries(props: EntriesProps) {
  const amount = series(props.nodes);
  if (amount) return <Amount series={amount} {...props} />;
  return (
    <ol class="options" ref={props.listRef}>
      {ordered(props.nodes).map((node, i) =>
        isLeaf(node) ? (
          <li key={`l${node.index}`}>
            <LeafButton leaf={node} n={i} {...props} />
          </li>
        ) : (
          <li key={`g${node.title}`}>
            <button type="button" class="group" onClick={() => openGroup(props, node.title)}>
              <span class="n" aria-hidden="true">{i < 9 ? i + 1 : ""}</span>
              <span class="label">{node.title}</span>
              <span class="more">{node.children.length} ›</span>
            </button>
          </li>
        ),
      )}
    </ol>
  );
}

/** Open a group and put the focus on its first entry (a keyboard or screen-reader user
 * stays where the choices are). */
function openGroup(props: DecisionProps, title: string): void {
  props.setPath([...props.path, title]);
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>("#decision .options button, #decision .amount input")?.focus();
  });
}

function LeafButton(props: DecisionProps & { leaf: Leaf; n: number; context?: string }) {
  const { leaf } = props;
  return (
    <button
      type="button"
      class={`leaf${leaf.declines ? " declines" : ""}`}
      onClick={() => props.choose(leaf)}
      onMouseEnter={() => props.preview(leaf)}
      onMouseLeave={() => props.preview(null)}
      onFocus={() => props.preview(leaf)}
      onBlur={() => props.preview(null)}
      data-index={leaf.index}
    >
      <span class="n" aria-hidden="true">{props.n < 9 ? props.n + 1 : ""}</span>
      <span class="label">
        {props.context ? <span class="context">{props.context} › </span> : null}
        {leaf.label}
        {leaf.place?.reach ? <span class="more"> {t("client-decision-pick-square")}</span> : null}
      </span>
      <span class="facts">
        {leaf.cost ? <span class="cost">{leaf.cost}</span> : <span class="cost free">{t("client-decision-free")}</span>}
        {leaf.odds ? <span class="odds">{leaf.odds}</span> : null}
      </span>
      {leaf.chance !== null ? (
        <span class="meter" aria-hidden="true">
          <span style={{ width: meterWidth(leaf.chance) }} />
        </span>
      ) : null}
    </button>
  );
}

function Amount(props: EntriesProps & { series: Series }) {
  const { series: s } = props;
  const [at, setAt] = useState(0);
  const leaf = s.leaves[Math.min(at, s.leaves.length - 1)];
  const min = s.values[0];
  const max = s.values[s.values.length - 1];
  const pick = (value: number) => {
    const i = s.values.indexOf(value);
    if (i >= 0) setAt(i);
  };
  useEffect(() => props.preview(leaf), [leaf]);
  return (
    <div class="amount">
      <label>
        <span>{t("client-decision-amount", { min: String(min), max: String(max) })}</span>
        <input
          type="number"
          min={min}
          max={max}
          value={s.values[at]}
          inputMode="numeric"
          onInput={(e) => pick(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      <input
        type="range"
        min={min}
        max={max}
        value={s.values[at]}
        aria-label={t("client-decision-amount-slider")}
        onInput={(e) => pick(Number((e.target as HTMLInputElement).value))}
      />
      <p class="chosen" aria-live="polite">
        <strong>{leaf.label}</strong>
        {leaf.cost ? ` · ${leaf.cost}` : ""}
        {leaf.odds ? ` · ${leaf.odds}` : ""}
      </p>
      <ol class="options" ref={props.listRef}>
        <li>
          <button type="button" class="leaf primary" onClick={() => props.choose(leaf)}>
            <span class="n" aria-hidden="true">1</span>
            <span class="label">{t("client-choose", { option: leaf.label })}</span>
          </button>
        </li>
      </ol>
    </div>
  );
}
