// The game master's tools at a DBU table: Undo (keep the dice or roll them again) and End
// (after a confirmation) always at hand; Rulings (set a value, a condition or State, move a
// fighter, the Initiative Order); Fighters (add a fighter or a squad, remove, give to a seat,
// kick a player); before the start of a DBU fight, its preview (preview.tsx); and the Roll and
// Note every seat has. Each is a small form whose fields are what the table's "gm" form takes
// (tenkaichi.table.web_gm); the table checks every ruling again and says a refusal in one
// line, which the status line shows while the form keeps what was typed.

import { useContext, useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { ActionsContext } from "./context";
import { columnName, plural } from "./format";
import { Field, Modal, ToolForm, useSend } from "./forms";
import { refused, wholeTalk, wholeTools, type GmTools as Tools, type ToolFighter, type UndoPreview } from "./gm_types";
import { apiUrl, getJson } from "./live";
import { PreviewPanel } from "./preview";
import { NoteForm, RollForm } from "./talk";
import type { Panel } from "./types";

const STATS: [string, string][] = [
  ["life", "Life"],
  ["ki", "Ki"],
  ["capacity", "Capacity"],
  ["actions", "Actions"],
  ["counters", "Counter Actions"],
];

/** What a stat is now, in words, by stat. */
const STAT_NOW: Record<string, (f: ToolFighter) => string> = {
  life: (f) => `${f.life} of ${f.life_max}`,
  ki: (f) => `${f.ki} of ${f.ki_max}`,
  capacity: (f) => `${f.capacity} of ${f.capacity_max}`,
  actions: (f) => String(f.actions),
  counters: (f) => String(f.counters),
};

function statWord(stat: string): string {
  return STATS.find(([key]) => key === stat)?.[1] ?? stat;
}

function fighterWords(f: ToolFighter): string {
  return `${f.name} · ${f.side} · ${f.square}${f.defeated ? " · defeated" : ""}`;
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
    <Field label={props.label ?? "Fighter"}>
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
    <Field label="Reason (optional)">
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
        actions.say("A fighter stands there: tap a free square, or type one.", "error");
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
      actions.say(`${square} picked for ${props.who}.`, "info");
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
      actions.say("There is no board to pick on: type the square.", "error");
      return;
    }
    setPicking(true);
    board.closest("figure")?.scrollIntoView?.({ block: "center" });
    actions.say(`Tap a square on the board for ${props.who} (Escape stops).`, "info");
  };
  const hint = width && height ? `columns A to ${columnName(width - 1)}, rows 1 to ${height}, like C4` : "like C4";
  return (
    <div class="square-field">
      <Field label="Square" hint={props.now ? `now on ${props.now}; ${hint}` : hint}>
        <input ref={input} name="square" required autoComplete="off" spellcheck={false} size={5} />
      </Field>
      <button type="button" aria-pressed={picking} onClick={toggle}>
        {picking ? "Stop picking" : "Pick on the board"}
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
      label="Set a value"
      disabled={!tools.can_rule}
      done={(x) => `${statWord(x.stat)} of ${x.fighter} set to ${x.value}.`}
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      <Field label="What">
        <select name="stat" value={stat} onChange={(e) => setStat((e.target as HTMLSelectElement).value)}>
          {STATS.map(([key, words]) => (
            <option key={key} value={key}>
              {words}
            </option>
          ))}
        </select>
      </Field>
      <Field label="New value" hint={f ? `now ${STAT_NOW[stat](f)}` : undefined}>
        <input name="value" type="number" inputMode="numeric" step={1} required data-clear />
      </Field>
      <Reason />
      <button type="submit" class="primary">
        Set
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
      label="A Condition or State"
      disabled={!tools.can_rule}
      shape={(x) => ({ ...x, stacks: stacks ? x.stacks || "1" : "1", rounds: x.rounds ?? "" })}
      done={(x) => (x.op === "remove" ? `${x.name} taken from ${x.fighter}.` : `${x.name} put on ${x.fighter}.`)}
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      {f ? <p class="hint now">Now: {f.conditions.length ? f.conditions.join(", ") : "no Condition or State"}</p> : null}
      <Field label="Condition or State">
        <select name="name" value={name} onChange={(e) => setName((e.target as HTMLSelectElement).value)}>
          {tools.conditions.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      {stacks ? (
        <Field label="Stacks">
          <input name="stacks" type="number" inputMode="numeric" min={1} step={1} defaultValue="1" />
        </Field>
      ) : null}
      <Field label="Rounds (empty: until removed)">
        <input name="rounds" type="number" inputMode="numeric" min={1} step={1} data-clear />
      </Field>
      <Reason />
      <div class="buttons">
        <button type="submit" name="op" value="add" class="primary">
          Add the condition
        </button>
        <button type="submit" name="op" value="remove">
          Remove the condition
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
      label="Move a fighter"
      disabled={!tools.can_rule}
      shape={(x) => ({ ...x, square: (x.square ?? "").trim().toUpperCase() })}
      done={(x) => `${x.fighter} moved to ${x.square}.`}
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      <SquareField who={fighter} tools={tools} now={f?.square} />
      <Reason />
      <button type="submit" class="primary">
        Move the fighter
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
    setSaid(`${name} is now ${j + 1} of ${next.length}.`);
  };
  const changed = order.join("\n") !== key;
  return (
    <ToolForm
      action="gm"
      fixed={{ do: "order" }}
      label="Initiative Order"
      disabled={!tools.can_rule}
      shape={(x) => ({ do: x.do, order: order.join("\n"), reason: x.reason ?? "" })}
      done={() => "Initiative Order set."}
    >
      <ol class="order-edit" ref={list}>
        {order.map((name, i) => (
          <li key={name} data-name={name}>
            <span class="who">
              <span aria-hidden="true">{i + 1}. </span>
              {name}
              {defeated.has(name) ? " (defeated)" : ""}
            </span>
            <button type="button" data-dir="up" disabled={i === 0} onClick={() => move(i, -1)}>
              Move up<span class="visually-hidden"> {name}</span>
            </button>
            <button type="button" data-dir="down" disabled={i === order.length - 1} onClick={() => move(i, 1)}>
              Move down<span class="visually-hidden"> {name}</span>
            </button>
          </li>
        ))}
      </ol>
      <p class="visually-hidden" aria-live="polite">
        {said}
      </p>
      {changed ? <p class="hint">Changed here, not set yet.</p> : null}
      <Reason />
      <div class="buttons">
        <button type="submit" class="primary">
          Set the order
        </button>
        {changed ? (
          <button type="button" onClick={() => setOrder(tools.order)}>
            Put it back
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
      label="Add a fighter or a squad"
      disabled={!tools.can_rule || none}
      shape={(x) => ({ ...x, square: (x.square ?? "").trim().toUpperCase() })}
      done={(x) => (Number(x.count) > 1 ? `${x.count} new fighters join the fight.` : `${x.name || "The new fighter"} joins the fight.`)}
    >
      {none ? <p class="hint">There is no sheet to add a fighter from.</p> : null}
      <Field label="Sheet">
        <select name="source" required>
          {tools.sheets.length ? (
            <optgroup label="This fight's sheets">
              {tools.sheets.map((s) => (
                <option key={s.key} value={`sheet:${s.key}`}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {tools.examples.length ? (
            <optgroup label="Example sheets">
              {tools.examples.map((name) => (
                <option key={name} value={`example:${name}`}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </Field>
      <Field label="Side">
        <select name="side" required>
          {tools.sides.map((side) => (
            <option key={side}>{side}</option>
          ))}
        </select>
      </Field>
      <SquareField who="the new fighter" tools={tools} />
      <Field label="How many" hint="2 to 20 make a squad of minions">
        <input name="count" type="number" inputMode="numeric" min={1} max={20} step={1} defaultValue="1" required />
      </Field>
      <Field label="Initiative (empty: rolled)">
        <input name="initiative" type="number" inputMode="numeric" step={1} data-clear />
      </Field>
      <Field label="Played by">
        <select name="controller">
          <option value="">The game master (you)</option>
          {others.map((s) => (
            <option key={s.seat} value={String(s.seat)}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Name (optional)">
        <input name="name" maxLength={40} autoComplete="off" data-clear />
      </Field>
      <Reason />
      <button type="submit" class="primary">
        Add to the fight
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
      label="Remove a fighter"
      disabled={!tools.can_rule}
      done={(x) => `${x.fighter} removed from the fight.`}
    >
      <FighterSelect fighters={tools.fighters} value={fighter} set={setFighter} />
      <Reason />
      <button type="submit">Remove from the fight</button>
    </ToolForm>
  );
}

function GiveForm({ tools }: { tools: Tools }) {
  const [fighter, setFighter] = usePick(tools.fighters.map((f) => f.name));
  const label = (seat: string) => tools.seats.find((s) => String(s.seat) === seat)?.label ?? "the seat";
  return (
    <ToolForm action="gm" fixed={{ do: "give" }} label="Give a fighter to a seat" done={(x) => `${x.fighter} given to ${label(x.seat)}.`}>
      <FighterSelect
        fighters={tools.fighters}
        value={fighter}
        set={setFighter}
        label="Give"
        words={(f) => `${f.name} (played by ${f.player || "nobody"})`}
      />
      <Field label="to">
        <select name="seat" required>
          {tools.seats.map((s) => (
            <option key={s.seat} value={String(s.seat)}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" class="primary">
        Give
      </button>
    </ToolForm>
  );
}

function KickForm({ tools }: { tools: Tools }) {
  const players = tools.seats.filter((s) => s.role === "player");
  if (!players.length) return null;
  const label = (seat: string) => players.find((s) => String(s.seat) === seat)?.label ?? "The player";
  return (
    <ToolForm action="gm" fixed={{ do: "kick" }} label="Kick a player" done={(x) => `${label(x.seat)} kicked.`}>
      <Field label="Player">
        <select name="seat" required>
          {players.map((s) => (
            <option key={s.seat} value={String(s.seat)}>
              {s.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Their fighters go to">
        <select name="to">
          <option value="gm">The game master (you)</option>
          {tools.bots.map((b) => (
            <option key={b} value={b}>
              A bot ({b})
            </option>
          ))}
        </select>
      </Field>
      <button type="submit">Kick the player</button>
    </ToolForm>
  );
}

// --- undo and end ------------------------------------------------------------------------

function UndoEnd({ panel, tools }: { panel: Panel; tools: Tools }) {
  const actions = useContext(ActionsContext)!;
  const send = useSend();
  const noun = panel.noun || "fight";
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
    if (sent.ok) actions.say(dice === "again" ? "Undone: the dice from there on are rolled again." : "Undone.", "info");
  };
  const end = async () => {
    setEnding(false);
    const sent = await send("gm", { do: "end", confirm: "yes" });
    if (sent.ok) actions.say(`The ${noun} is over.`, "info");
  };
  const many = steps !== "1";
  return (
    <div class="gm-bar" role="group" aria-label="Undo and end">
      <Field label="Steps to undo" class="steps">
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
        <span aria-hidden="true">↶ </span>Undo
      </button>
      {tools.status !== "over" ? (
        <button ref={endButton} type="button" class="danger" onClick={() => setEnding(true)}>
          End the {noun}
        </button>
      ) : null}
      {!tools.undo.available ? (
        <p class="hint" id="gm-undo-none">
          Nothing to undo while the {noun} is not running.
        </p>
      ) : null}
      {preview ? (
        <Modal
          id="undo-dialog"
          title={many ? `Undo the last ${steps} steps?` : "Undo the last step?"}
          opener={undoButton.current}
          onClose={() => setPreview(null)}
        >
          <p id="undo-dialog-text">
            This takes back {plural(preview.decisions, "decision")} and what the table did after{" "}
            {preview.decisions === 1 ? "it" : "them"}.
            {preview.rolled ? ` The step you undo rolled dice: keep those dice, or roll them again?` : ""}
          </p>
          <div class="dialog-buttons">
            {preview.rolled ? (
              <>
                <button type="button" class="primary" data-autofocus onClick={() => undo("keep")}>
                  Keep those dice
                </button>
                {preview.can_roll_again ? (
                  <button type="button" onClick={() => undo("again")}>
                    Roll again
                  </button>
                ) : null}
              </>
            ) : (
              <button type="button" class="primary" data-autofocus onClick={() => undo("keep")}>
                Yes, undo
              </button>
            )}
            <button type="button" onClick={() => setPreview(null)}>
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
      {ending ? (
        <Modal id="end-dialog" title={`End the ${noun} now?`} opener={endButton.current} onClose={() => setEnding(false)}>
          <p id="end-dialog-text">Everyone sees the result; this cannot be undone.</p>
          <div class="dialog-buttons">
            <button type="button" class="danger" onClick={end}>
              Yes, end the {noun}
            </button>
            <button type="button" data-autofocus onClick={() => setEnding(false)}>
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

// --- the tools ---------------------------------------------------------------------------

const CLOSED_WORDS: Record<string, string> = {
  lobby: "Rulings open once the fight has started.",
  over: "The fight is over: no more rulings.",
};

export function GmTools(props: { panel: Panel; tools: Tools }) {
  const { panel } = props;
  const tools = wholeTools(props.tools);
  const talk = panel.talk ? wholeTalk(panel.talk) : null;
  const dbu = panel.game === "dbu"; // rulings and new fighters are DBU's; the rest is every game's
  const players = tools.seats.some((s) => s.role === "player");
  const closed = tools.can_rule
    ? ""
    : (CLOSED_WORDS[tools.status] ?? "Rulings wait while the table waits for dice or for the fight to go on.");
  return (
    <div class="gm-tools">
      <UndoEnd panel={panel} tools={tools} />
      {dbu && tools.status === "lobby" ? <PreviewPanel base={panel.base} /> : null}
      {dbu ? (
        <details class="gm-sub" id="gm-rulings">
          <summary>Rulings</summary>
          {closed ? <p class="hint">{closed}</p> : null}
          {tools.fighters.length ? (
            <div class="tool-forms">
              <SetForm tools={tools} />
              <ConditionForm tools={tools} />
              <MoveForm tools={tools} />
              {tools.order.length ? <OrderForm tools={tools} /> : null}
            </div>
          ) : (
            <p class="hint">No fighter in the fight yet.</p>
          )}
        </details>
      ) : null}
      {dbu || players ? (
        <details class="gm-sub" id="gm-fighters">
          <summary>{dbu ? "Fighters" : "Players"}</summary>
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
          <summary>Roll</summary>
          <RollForm talk={talk} base={panel.base} />
        </details>
      ) : null}
      {talk?.can_note ? (
        <details class="gm-sub" id="gm-note">
          <summary>Note</summary>
          <NoteForm talk={talk} />
        </details>
      ) : null}
    </div>
  );
}
