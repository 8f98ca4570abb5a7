// The game master's tools at a DBU table: Undo (keep the dice or roll them again) and End
// (after a confirmation) always at hand; Rulings (set a value, a condition or State, move a
// fighter, the Initiative Order); Fighters (add a fighter or a squad, remove, give to a seat,
// kick a player); before the start of a DBU fight, its preview (preview.tsx); and the Roll and
// Note every seat has. Each is a small form whose fields are what the table's "gm" form takes
// (tenkaichi.table.web_gm); the table checks every ruling again and says a refusal in one
// line, which the status line shows while the form keeps what was typed.

import { useContext, useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { ActionsContext } from "./context";
import { columnName, gameOf, theMatch } from "./format";
import { Field, Modal, ToolForm, useSend } from "./forms";
import { refused, wholeTalk, wholeTools, type GmTools as Tools, type ToolFighter, type UndoPreview } from "./gm_types";
import { counted, t } from "./i18n";
import { apiUrl, getJson } from "./live";
import { PreviewPanel } from "./preview";
import { NoteForm, RollForm } from "./talk";
import type { Panel } from "./types";

/** The values a ruling sets (their words: message `client-stat-<stat>`). */
const STATS = ["life", "ki", "capacity", "actions", "counters"];

/** "12 of 50". */
function ofMax(value: number, max: number): string {
  return t("client-of", { value: String(value), max: String(max) });
}

/** What a stat is now, in words, by stat. */
const STAT_NOW: Record<string, (f: ToolFighter) => string> = {
  life: (f) => ofMax(f.life, f.life_max),
  ki: (f) => ofMax(f.ki, f.ki_max),
  capacity: (f) => ofMax(f.capacity, f.capacity_max),
  actions: (f) => String(f.actions),
  counters: (f) => String(f.counters),
};

function statWord(stat: string): string {
  return STATS.includes(stat) ? t(`client-stat-${stat}`) : stat;
}

function fighterWords(f: ToolFighter): string {
  return `${f.name} · ${f.side} · ${f.square}${f.defeated ? ` · ${t("client-defeated")}` : ""}`;
}

/** A choice among `names` kept while new views arrive: the first until another is picked,
 * and the first again if the one picked is gone. */
function usePick(names: string[]): [string, (name: string) => void] {
  const [name, setName] = useState(names[0] ?? "");
  return [names.includes(name) ? name : (names[0] ?? ""), setName];
}

function FighterSelect(props: {
  fighters: ToolFighter[];
  value: string;
  set(name: string): void;
  label?: string;
  words?(f: ToolFighter): string;
}) {
  const words = props.words ?? fighterWords;
  return (
    <Field label={props.label ?? t("client-fighter")}>
      <select name="fighter" required value={props.value} onChange={(e) => props.set((e.target as HTMLSelectElement).value)}>
        {props.fighters.map((f) => (
          <option key={f.name} value={f.name}>
            {words(f)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Reason() {
  return (
    <Field label={t("client-gm-reason")}>
      <input name="reason" maxLength={200} autoComplete="off" data-clear />
    </Field>
  );
}

/** A square typed as the board labels it, or picked by tapping the board: the next tap on a
 * square of the board fills the field (and does nothing else); Escape stops picking. */
function SquareField(props: { who: string; tools: Tools; now?: string }) {
  const actions = useContext(ActionsContext)!;
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const { width, height } = props.tools;
  useEffect(() => {
    if (!picking) return undefined;
    document.body.classList.add("gm-picking");
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest?.("svg.grid")) return;
      event.preventDefault();
      event.stopPropagation(); // the board's own click (a decision's square) is not made
      const square = target.closest("[data-square]")?.getAttribute("data-square");
      if (!square) {
        actions.say(t("client-gm-square-taken"), "error");
        return;
      }
      const el = input.current;
      if (el) {
        el.value = square;
        el.removeAttribute("aria-invalid");
        el.scrollIntoView?.({ block: "center" });
        el.focus();
      }
      setPicking(false);
      actions.say(t("client-gm-square-picked", { square, who: props.who }), "info");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setPicking(false);
      input.current?.focus();
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.classList.remove("gm-picking");
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKey);
    };
  }, [picking, props.who]);
  const toggle = () => {
    if (picking) {
      setPicking(false);
      return;
    }
    const board = document.querySelector("svg.grid");
    if (!board) {
      actions.say(t("client-gm-no-board"), "error");
      return;
    }
    setPicking(true);
    board.closest("figure")?.scrollIntoView?.({ block: "center" });
    actions.say(t("client-gm-pick-tap", { who: props.who }), "info");
  };
  const hint =
    width && height
      ? t("client-gm-square-hint", { last: columnName(width - 1), rows: String(height) })
      : t("client-gm-square-like");
  return (
    <div class="square-field">
      <Field label={t("client-square")} hint={props.now ? t("client-gm-square-now", { square: props.now, hint }) : hint}>
        <input ref={input} name="square" required autoComplete="off" spellcheck={false} size={5} />
      </Field>
      <button type="button" aria-pressed={picking} onClick={toggle}>
        {picking ? t("client-gm-pick-stop") : t("client-gm-pick")}
      </button>
    </div>
  );
}

// --- rulings ---------------------------------------------------------------------------

function SetForm({ tools }: { tools: Tools }) {
  const [fighter, setFighter] = usePick(tools.fighters.map((f) => f.name));
  const [stat, setStat] = useState("life");
  const f = tools.fighters.find((x) => x.name === fighter);
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "set" }}
      label={t("client-gm-set")}
      disabled={!tools.can_rule}
      done={(x) => t("client-gm-set-done", { stat: statWord(x.stat), fighter: x.fighter, value: x.value })}
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      <Field label={t("client-gm-what")}>
        <select name="stat" value={stat} onChange={(e) => setStat((e.target as HTMLSelectElement).value)}>
          {STATS.map((key) => (
            <option key={key} value={key}>
              {statWord(key)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("client-gm-new-value")} hint={f ? t("client-gm-now", { value: STAT_NOW[stat](f) }) : undefined}>
        <input name="value" type="number" inputMode="numeric" step={1} required data-clear />
      </Field>
      <Reason />
      <button type="submit" class="primary">
        {t("client-set")}
      </button>
    </ToolForm>
  );
}

function ConditionForm({ tools }: { tools: Tools }) {
  const [fighter, setFighter] = usePick(tools.fighters.map((f) => f.name));
  const [name, setName] = usePick(tools.conditions);
  const f = tools.fighters.find((x) => x.name === fighter);
  const stacks = tools.stacking.includes(name);
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "condition" }}
      label={t("client-gm-condition")}
      disabled={!tools.can_rule}
      shape={(x) => ({ ...x, stacks: stacks ? x.stacks || "1" : "1", rounds: x.rounds ?? "" })}
      done={(x) =>
        t(x.op === "remove" ? "client-gm-condition-removed" : "client-gm-condition-added", { condition: x.name, fighter: x.fighter })
      }
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      {f ? (
        <p class="hint now">
          {t("client-gm-conditions-now", {
            conditions: f.conditions.length ? f.conditions.join(", ") : t("client-gm-no-condition"),
          })}
        </p>
      ) : null}
      <Field label={t("client-gm-condition-field")}>
        <select name="name" value={name} onChange={(e) => setName((e.target as HTMLSelectElement).value)}>
          {tools.conditions.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      {stacks ? (
        <Field label={t("client-gm-stacks")}>
          <input name="stacks" type="number" inputMode="numeric" min={1} step={1} defaultValue="1" />
        </Field>
      ) : null}
      <Field label={t("client-gm-rounds")}>
        <input name="rounds" type="number" inputMode="numeric" min={1} step={1} data-clear />
      </Field>
      <Reason />
      <div class="buttons">
        <button type="submit" name="op" value="add" class="primary">
          {t("client-gm-condition-add")}
        </button>
        <button type="submit" name="op" value="remove">
          {t("client-gm-condition-remove")}
        </button>
      </div>
    </ToolForm>
  );
}

function MoveForm({ tools }: { tools: Tools }) {
  const [fighter, setFighter] = usePick(tools.fighters.map((f) => f.name));
  const f = tools.fighters.find((x) => x.name === fighter);
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "move" }}
      label={t("client-gm-move")}
      disabled={!tools.can_rule}
      shape={(x) => ({ ...x, square: (x.square ?? "").trim().toUpperCase() })}
      done={(x) => t("client-gm-move-done", { fighter: x.fighter, square: x.square })}
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      <SquareField who={fighter} tools={tools} now={f?.square} />
      <Reason />
      <button type="submit" class="primary">
        {t("client-gm-move-submit")}
      </button>
    </ToolForm>
  );
}

function OrderForm({ tools }: { tools: Tools }) {
  const key = tools.order.join("\n");
  const [order, setOrder] = useState(tools.order);
  useEffect(() => setOrder(tools.order), [key]); // the table's order changed: start from it
  const [said, setSaid] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ name: string; dir: "up" | "down" } | null>(null);
  // the moved fighter's button keeps the focus (its row moved in the page)
  useLayoutEffect(() => {
    const m = moved.current;
    moved.current = null;
    if (!m || !list.current) return;
    const row = [...list.current.querySelectorAll<HTMLLIElement>("li")].find((li) => li.dataset.name === m.name);
    const same = row?.querySelector<HTMLButtonElement>(`button[data-dir="${m.dir}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`button[data-dir="${m.dir === "up" ? "down" : "up"}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [order]);
  const defeated = new Set(tools.fighters.filter((f) => f.defeated).map((f) => f.name));
  const move = (i: number, step: -1 | 1) => {
    const j = i + step;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    const [name] = next.splice(i, 1);
    next.splice(j, 0, name);
    moved.current = { name, dir: step < 0 ? "up" : "down" };
    setOrder(next);
    setSaid(t("client-gm-order-moved", { fighter: name, place: String(j + 1), count: String(next.length) }));
  };
  const changed = order.join("\n") !== key;
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "order" }}
      label={t("client-initiative-order")}
      disabled={!tools.can_rule}
      shape={(x) => ({ do: x.do, order: order.join("\n"), reason: x.reason ?? "" })}
      done={() => t("client-gm-order-done")}
    >
      <ol class="order-edit" ref={list}>
        {order.map((name, i) => (
          <li key={name} data-name={name}>
            <span class="who">
              <span aria-hidden="true">{i + 1}. </span>
              {name}
              {defeated.has(name) ? ` ${t("client-gm-defeated-mark")}` : ""}
            </span>
            <button type="button" data-dir="up" disabled={i === 0} onClick={() => move(i, -1)}>
              {t("client-gm-move-up")}
              <span class="visually-hidden"> {name}</span>
            </button>
            <button type="button" data-dir="down" disabled={i === order.length - 1} onClick={() => move(i, 1)}>
              {t("client-gm-move-down")}
              <span class="visually-hidden"> {name}</span>
            </button>
          </li>
        ))}
      </ol>
      <p class="visually-hidden" aria-live="polite">
        {said}
      </p>
      {changed ? <p class="hint">{t("client-gm-order-changed")}</p> : null}
      <Reason />
      <div class="buttons">
        <button type="submit" class="primary">
          {t("client-gm-order-submit")}
        </button>
        {changed ? (
          <button type="button" onClick={() => setOrder(tools.order)}>
            {t("client-gm-order-reset")}
          </button>
        ) : null}
      </div>
    </ToolForm>
  );
}

// --- fighters --------------------------------------------------------------------------

function AddForm({ tools }: { tools: Tools }) {
  const others = tools.seats.filter((s) => s.role !== "gm");
  const none = !tools.sheets.length && !tools.examples.length;
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "add" }}
      label={t("client-gm-add")}
      disabled={!tools.can_rule || none}
      shape={(x) => ({ ...x, square: (x.square ?? "").trim().toUpperCase() })}
      done={(x) =>
        Number(x.count) > 1
          ? t("client-gm-add-done-many", { count: x.count })
          : t("client-gm-add-done", { fighter: x.name || t("client-gm-new-fighter-capital") })
      }
    >
      {none ? <p class="hint">{t("client-gm-no-sheet")}</p> : null}
      <Field label={t("client-gm-sheet")}>
        <select name="source" required>
          {tools.sheets.length ? (
            <optgroup label={t("client-gm-sheets-fight")}>
              {tools.sheets.map((s) => (
                <option key={s.key} value={`sheet:${s.key}`}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {tools.examples.length ? (
            <optgroup label={t("client-gm-sheets-example")}>
              {tools.examples.map((name) => (
                <option key={name} value={`example:${name}`}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </Field>
      <Field label={t("client-side")}>
        <select name="side" required>
          {tools.sides.map((side) => (
            <option key={side}>{side}</option>
          ))}
        </select>
      </Field>
      <SquareField who={t("client-gm-new-fighter")} tools={tools} />
      <Field label={t("client-gm-how-many")} hint={t("client-gm-how-many-hint")}>
        <input name="count" type="number" inputMode="numeric" min={1} max={20} step={1} defaultValue="1" required />
      </Field>
      <Field label={t("client-gm-initiative")}>
        <input name="initiative" type="number" inputMode="numeric" step={1} data-clear />
      </Field>
      <Field label={t("client-gm-played-by")}>
        <select name="controller">
          <option value="">{t("client-gm-you")}</option>
          {others.map((s) => (
            <option key={s.seat} value={String(s.seat)}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("client-gm-name")}>
        <input name="name" maxLength={40} autoComplete="off" data-clear />
      </Field>
      <Reason />
      <button type="submit" class="primary">
        {t("client-gm-add-submit")}
      </button>
    </ToolForm>
  );
}

function RemoveForm({ tools }: { tools: Tools }) {
  const [fighter, setFighter] = usePick(tools.fighters.map((f) => f.name));
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "remove" }}
      label={t("client-gm-remove")}
      disabled={!tools.can_rule}
      done={(x) => t("client-gm-remove-done", { fighter: x.fighter })}
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      <Reason />
      <button type="submit">{t("client-gm-remove-submit")}</button>
    </ToolForm>
  );
}

function GiveForm({ tools }: { tools: Tools }) {
  const [fighter, setFighter] = usePick(tools.fighters.map((f) => f.name));
  const label = (seat: string) => tools.seats.find((s) => String(s.seat) === seat)?.label ?? t("client-gm-the-seat");
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "give" }}
      label={t("client-gm-give")}
      done={(x) => t("client-gm-give-done", { fighter: x.fighter, seat: label(x.seat) })}
    >
      <FighterSelect
        fighters={tools.fighters}
        value={fighter}
        set={setFighter}
        label={t("client-gm-give-field")}
        words={(f) => t("client-gm-played-by-who", { fighter: f.name, player: f.player || t("client-gm-nobody") })}
      />
      <Field label={t("client-gm-give-to")}>
        <select name="seat" required>
          {tools.seats.map((s) => (
            <option key={s.seat} value={String(s.seat)}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" class="primary">
        {t("client-gm-give-submit")}
      </button>
    </ToolForm>
  );
}

function KickForm({ tools }: { tools: Tools }) {
  const players = tools.seats.filter((s) => s.role === "player");
  if (!players.length) return null;
  const label = (seat: string) => players.find((s) => String(s.seat) === seat)?.label ?? t("client-gm-the-player");
  return (
    <ToolForm action="gm" fixed={{ do: "kick" }} label={t("client-gm-kick")} done={(x) => t("client-gm-kick-done", { player: label(x.seat) })}>
      <Field label={t("client-gm-player")}>
        <select name="seat" required>
          {players.map((s) => (
            <option key={s.seat} value={String(s.seat)}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("client-gm-kick-to")}>
        <select name="to">
          <option value="gm">{t("client-gm-you")}</option>
          {tools.bots.map((b) => (
            <option key={b} value={b}>
              {t("client-gm-a-bot", { bot: b })}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit">{t("client-gm-kick-submit")}</button>
    </ToolForm>
  );
}

// --- undo and end ------------------------------------------------------------------------

function UndoEnd({ panel, tools }: { panel: Panel; tools: Tools }) {
  const actions = useContext(ActionsContext)!;
  const send = useSend();
  const the = theMatch(gameOf(panel));
  const [n, setN] = useState("1");
  const [preview, setPreview] = useState<UndoPreview | null>(null);
  const [ending, setEnding] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);
  const endButton = useRef<HTMLButtonElement>(null);
  const asking = useRef(false);
  const steps = n.trim() || "1";
  const ask = async () => {
    if (asking.current) return;
    asking.current = true;
    const found = await getJson<UndoPreview>(apiUrl(panel.base, "undo", { n: steps }));
    asking.current = false;
    if (refused(found)) {
      actions.say(found.error, "error");
      return;
    }
    setPreview(found);
  };
  const undo = async (dice: "keep" | "again") => {
    setPreview(null);
    const sent = await send("gm", { do: "undo", n: steps, dice });
    if (sent.ok) actions.say(t(dice === "again" ? "client-gm-undone-again" : "client-gm-undone"), "info");
  };
  const end = async () => {
    setEnding(false);
    const sent = await send("gm", { do: "end", confirm: "yes" });
    if (sent.ok) actions.say(t("client-table-over", { the: theMatch(gameOf(panel), true) }), "info");
  };
  return (
    <div class="gm-bar" role="group" aria-label={t("client-gm-undo-end")}>
      <Field label={t("client-gm-steps")} class="steps">
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          step={1}
          value={n}
          disabled={!tools.undo.available}
          onInput={(e) => setN((e.target as HTMLInputElement).value)}
        />
      </Field>
      <button
        ref={undoButton}
        type="button"
        disabled={!tools.undo.available}
        onClick={ask}
        aria-describedby={tools.undo.available ? undefined : "gm-undo-none"}
      >
        <span aria-hidden="true">↶ </span>
        {t("client-gm-undo")}
      </button>
      {tools.status !== "over" ? (
        <button ref={endButton} type="button" class="danger" onClick={() => setEnding(true)}>
          {t("client-gm-end", { the })}
        </button>
      ) : null}
      {!tools.undo.available ? (
        <p class="hint" id="gm-undo-none">
          {t("client-gm-nothing-to-undo", { the })}
        </p>
      ) : null}
      {preview ? (
        <Modal
          id="undo-dialog"
          title={steps === "1" ? t("client-gm-undo-title-one") : t("client-gm-undo-title", { count: steps })}
          opener={undoButton.current}
          onClose={() => setPreview(null)}
        >
          <p id="undo-dialog-text">
            {t("client-gm-undo-text", counted(preview.decisions))}
            {preview.rolled ? ` ${t("client-gm-undo-rolled")}` : ""}
          </p>
          <div class="dialog-buttons">
            {preview.rolled ? (
              <>
                <button type="button" class="primary" data-autofocus onClick={() => undo("keep")}>
                  {t("client-gm-keep-dice")}
                </button>
                {preview.can_roll_again ? (
                  <button type="button" onClick={() => undo("again")}>
                    {t("client-gm-roll-again")}
                  </button>
                ) : null}
              </>
            ) : (
              <button type="button" class="primary" data-autofocus onClick={() => undo("keep")}>
                {t("client-gm-yes-undo")}
              </button>
            )}
            <button type="button" onClick={() => setPreview(null)}>
              {t("client-cancel")}
            </button>
          </div>
        </Modal>
      ) : null}
      {ending ? (
        <Modal id="end-dialog" title={t("client-gm-end-title", { the })} opener={endButton.current} onClose={() => setEnding(false)}>
          <p id="end-dialog-text">{t("client-gm-end-text")}</p>
          <div class="dialog-buttons">
            <button type="button" class="danger" onClick={end}>
              {t("client-gm-yes-end", { the })}
            </button>
            <button type="button" data-autofocus onClick={() => setEnding(false)}>
              {t("client-cancel")}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

// --- the tools ---------------------------------------------------------------------------

/** Why no ruling can be made now, by the table's status (messages). */
const CLOSED_WORDS: Record<string, string> = {
  lobby: "client-gm-rulings-lobby",
  over: "client-gm-rulings-over",
};

export function GmTools(props: { panel: Panel; tools: Tools }) {
  const { panel } = props;
  const tools = wholeTools(props.tools);
  const talk = panel.talk ? wholeTalk(panel.talk) : null;
  const dbu = panel.game === "dbu"; // rulings and new fighters are DBU's; the rest is every game's
  const players = tools.seats.some((s) => s.role === "player");
  const closed = tools.can_rule
    ? ""
    : t(CLOSED_WORDS[tools.status] ?? "client-gm-rulings-wait");
  return (
    <div class="gm-tools">
      <UndoEnd panel={panel} tools={tools} />
      {dbu && tools.status === "lobby" ? <PreviewPanel base={panel.base} /> : null}
      {dbu ? (
        <details class="gm-sub" id="gm-rulings">
          <summary>{t("client-gm-rulings")}</summary>
          {closed ? <p class="hint">{closed}</p> : null}
          {tools.fighters.length ? (
            <div class="tool-forms">
              <SetForm tools={tools} />
              <ConditionForm tools={tools} />
              <MoveForm tools={tools} />
              {tools.order.length ? <OrderForm tools={tools} /> : null}
            </div>
          ) : (
            <p class="hint">{t("client-gm-no-fighter")}</p>
          )}
        </details>
      ) : null}
      {dbu || players ? (
        <details class="gm-sub" id="gm-fighters">
          <summary>{t(dbu ? "client-fighters" : "client-players")}</summary>
          <div class="tool-forms">
            {dbu ? <AddForm tools={tools} /> : null}
            {dbu && tools.fighters.length ? <RemoveForm tools={tools} /> : null}
            {tools.fighters.length && tools.seats.length ? <GiveForm tools={tools} /> : null}
            <KickForm tools={tools} />
          </div>
        </details>
      ) : null}
      {talk?.can_roll ? (
        <details class="gm-sub" id="gm-roll">
          <summary>{t("client-roll")}</summary>
          <RollForm talk={talk} base={panel.base} />
        </details>
      ) : null}
      {talk?.can_note ? (
        <details class="gm-sub" id="gm-note">
          <summary>{t("client-note")}</summary>
          <NoteForm talk={talk} />
        </details>
      ) : null}
    </div>
  );
}
