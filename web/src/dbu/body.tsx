// A DBU seat: the tracker, the grid (the main input), the decision panel, the fighter cards
// and the log. Grid and panel share one selection: the panel's current group is what the
// grid offers; a fighter or square clicked on the grid narrows the panel to its options.

import { useContext, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ActionsContext } from "../context";
import { overWords, squareName } from "../format";
import { counted, t } from "../i18n";
import { Log } from "../log";
import { groupAt, leaves, sameSquare } from "../options";
import type { DbuBody as Body, Leaf } from "../types";
import { DecisionPanel } from "../decision";
import { Card, Sheet } from "./cards";
import { Grid } from "./grid";
import { Tracker } from "./tracker";

export function DbuBody({ body }: { body: Body }) {
  const actions = useContext(ActionsContext)!;
  const decision = body.decision;
  const [path, setPath] = useState<string[]>([]);
  const [picked, setPicked] = useState<{ title: string; leaves: Leaf[] } | null>(null);
  const [moving, setMoving] = useState<Leaf | null>(null);
  const [preview, setPreview] = useState<Leaf | null>(null);
  const [armed, setArmed] = useState<Leaf | null>(null);
  const [selected, setSelected] = useState("");
  const [sheet, setSheet] = useState("");

  // a square picked with a Movement whose destination the table asks later (after another
  // fighter's Instant window): offered again, armed, when it is asked
  const intended = useRef<Record<string, unknown> | null>(null);
  const answered = useRef(false);
  const root = decision?.yours ? decision.options ?? null : null;

  // a new decision starts the panel afresh
  const decisionId = decision?.yours ? decision.id : -1;
  useEffect(() => {
    setPath([]);
    setPicked(null);
    setMoving(null);
    const wanted = intended.current;
    const again = wanted && root ? leaves(root).find((l) => sameKey(l.key, wanted)) : undefined;
    setPreview(again ?? null);
    setArmed(again ?? null);
    if (root) intended.current = null;
    // the focus stays with the question: after an answer it would fall to the page (or sit
    // on a reused button with new words), and a screen reader would tell nothing new
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    const reused = active?.tagName === "BUTTON" && active.closest("#decision");
    if (root && ((lost && answered.current) || reused)) {
      document.getElementById("decision")?.focus({ preventScroll: true });
    }
    answered.current = false;
  }, [decisionId]);
  const scope = useMemo(() => {
    if (!root) return [] as Leaf[];
    if (picked) return picked.leaves;
    return leaves(groupAt(root, path));
  }, [root, path, picked]);

  const send = (leaf: Leaf, then?: Record<string, unknown>) => {
    if (!decision) return;
    intended.current = then ?? null;
    answered.current = true;
    actions.live.answer({ type: "answer", decision_id: decision.id, option: leaf.index, ...(then ? { then } : {}) });
    setArmed(null);
    setMoving(null);
    setPreview(null);
  };

  const choose = (leaf: Leaf) => {
    if (leaf.place?.reach && leaf.place.then) {
      setMoving(leaf);
      actions.say(t("client-dbu-choose-square", { option: leaf.label }), "info");
      return;
    }
    send(leaf);
  };

  const onSquare = (x: number, y: number) => {
    if (moving?.place?.reach) {
      const r = moving.place.reach.find((s) => s.x === x && s.y === y);
      if (!r) {
        actions.say(t("client-dbu-out-of-reach", { square: squareName(x, y), option: moving.label }), "error");
        return;
      }
      send(moving, { kind: moving.place.then, x, y });
      return;
    }
    const here = scope.filter((l) => sameSquare(l.place?.square, x, y));
    if (here.length === 1) {
      if (armed && armed.index === here[0].index) send(here[0]);
      else {
        setArmed(here[0]);
        setPreview(here[0]);
        actions.say(t("client-dbu-tap-again", { option: `${here[0].label}${here[0].odds ? ` · ${here[0].odds}` : ""}` }), "info");
      }
    } else if (here.length > 1) {
      setPicked({ title: t("client-dbu-options-on", { where: squareName(x, y) }), leaves: here });
    }
  };

  const onFighter = (name: string) => {
    setSelected(name);
    const token = body.grid.fighters.find((f) => f.name === name);
    const squares = path.length || picked || unambiguous(scope) ? scope : [];
    if (token && (moving || squares.some((l) => sameSquare(l.place?.square, token.x, token.y)))) {
      onSquare(token.x, token.y); // the square under the token is what is offered here
      return;
    }
    if (!root || moving) return;
    const on = leaves(root).filter((l) => l.place?.target === name && !l.place?.square);
    if (on.length) setPicked({ title: t("client-dbu-options-on", { where: name }), leaves: on });
  };

  const onHoverSquare = (x: number, y: number) => {
    if (moving) return;
    const here = scope.find((l) => sameSquare(l.place?.square, x, y));
    if (here) setPreview(here);
  };

  const sheetOf = body.fighters.find((f) => f.name === sheet);
  const moveSquares = moving?.place?.reach ?? [];
  return (
    <div class="dbu">
      <div class="board">
        <Tracker tracker={body.tracker} over={body.over} winner={body.winner} />
        <Grid
          body={body}
          squares={path.length || picked || unambiguous(scope) ? scope : []}
          moving={moving}
          preview={armed ?? preview}
          selected={selected}
          onSquare={onSquare}
          onFighter={onFighter}
          onHoverSquare={onHoverSquare}
          onLeave={() => (armed ? null : setPreview(null))}
        />
        {(armed ?? preview)?.place?.hits?.length ? (
          <p class="preview" aria-live="polite">
            {t("client-dbu-hits", { option: (armed ?? preview)!.label, fighters: (armed ?? preview)!.place!.hits!.join(", ") })}
            {(armed ?? preview)!.odds ? ` · ${(armed ?? preview)!.odds}` : ""}
          </p>
        ) : null}
      </div>
      <div class="side">
        {decision ? (
          <div id="decision" tabIndex={-1} role="region" aria-labelledby="decision-title">
            {moving ? (
              <MovePicker leaf={moving} squares={moveSquares} cancel={() => setMoving(null)} go={(x, y) => onSquare(x, y)} />
            ) : null}
            {armed ? (
              <p class="armed">
                <button type="button" class="primary" onClick={() => send(armed)}>
                  {t("client-choose", { option: armed.label })}
                </button>{" "}
                <button type="button" onClick={() => setArmed(null)}>
                  {t("client-cancel")}
                </button>
              </p>
            ) : null}
            <DecisionPanel
              decision={decision}
              choose={choose}
              preview={(leaf) => (armed ? null : setPreview(leaf))}
              picked={picked}
              clearPicked={() => setPicked(null)}
              path={path}
              setPath={(p) => {
                setPath(p);
                setPicked(null);
              }}
            />
          </div>
        ) : null}
        {body.over ? (
          <p class="over" role="status">
            <strong>{overWords(body.winner)}</strong>
          </p>
        ) : null}
        <section class="cards" aria-label={t("client-fighters")} id="cards" tabIndex={-1}>
          {body.fighters.map((f) => (
            <Card key={f.name} f={f} body={body} selected={selected === f.name} open={setSheet} />
          ))}
        </section>
      </div>
      <Log lines={body.log} mine={body.mine.length ? body.mine : body.fighters.filter((f) => f.yours).map((f) => f.name)} />
      {sheetOf ? <Sheet f={sheetOf} close={() => setSheet("")} /> : null}
    </div>
  );
}

/** Do two options of these name the same square? (Then a tap could not tell which.) */
function unambiguous(list: Leaf[]): boolean {
  const squares = list.flatMap((l) => (l.place?.square ? [l.place.square.join(",")] : []));
  return squares.length > 0 && new Set(squares).size === squares.length;
}

function sameKey(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}

function MovePicker(props: {
  leaf: Leaf;
  squares: { x: number; y: number; steps: number }[];
  cancel(): void;
  go(x: number, y: number): void;
}) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const names = props.squares.map((s) => ({ ...s, name: squareName(s.x, s.y) }));
  const submit = (event: Event) => {
    event.preventDefault();
    const found = names.find((s) => s.name.toLowerCase() === typed.trim().toLowerCase());
    if (!found) {
      setError(t("client-dbu-not-reached", { square: typed.trim() || t("client-dbu-that"), option: props.leaf.label }));
      return;
    }
    props.go(found.x, found.y);
  };
  return (
    <form class="move-picker" onSubmit={submit} aria-labelledby="move-title">
      <h2 id="move-title">{props.leaf.label}{props.leaf.cost ? ` · ${props.leaf.cost}` : ""}</h2>
      <p class="hint">{t("client-dbu-in-reach", counted(names.length))}</p>
      <label>
        <span>{t("client-dbu-square-to")}</span>
        <input
          list="reach-squares"
          value={typed}
          autoComplete="off"
          placeholder={names[0]?.name ?? ""}
          onInput={(e) => {
            setTyped((e.target as HTMLInputElement).value);
            setError("");
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "move-error" : undefined}
        />
      </label>
      <datalist id="reach-squares">
        {names.map((s) => (
          <option key={s.name} value={s.name}>
            {t("client-dbu-steps", counted(s.steps))}
          </option>
        ))}
      </datalist>
      <button type="submit" class="primary">
        {t("client-dbu-move")}
      </button>{" "}
      <button type="button" onClick={props.cancel}>
        {t("client-cancel")}
      </button>
      {error ? (
        <p class="error" id="move-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
