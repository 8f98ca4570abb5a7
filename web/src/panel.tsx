// The part of a seat's screen every game shares: who you are, the table's status and notices,
// the join form, the roll to type, the turn timer, the reaction policies and, for the game
// master, the controls, seats and settings. Fields keep what a person typed while new views
// arrive: they are redrawn from the server only when the server's value itself changes.

import { useContext, useEffect, useState } from "preact/hooks";
import { ActionsContext } from "./context";
import { GmTools } from "./gm";
import type { Gm, Panel } from "./types";

/** A form that posts its fields to the seat's ``action`` without leaving the page. */
function Post(props: {
  action: string;
  class?: string;
  children: preact.ComponentChildren;
  label?: string;
  onDone?(): void;
}) {
  const actions = useContext(ActionsContext)!;
  const [error, setError] = useState("");
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const fields: Record<string, string> = {};
    new FormData(form).forEach((value, key) => {
      fields[key] = String(value);
    });
    const submitter = event.submitter as HTMLButtonElement | null;
    if (submitter?.name) fields[submitter.name] = submitter.value;
    const ok = await actions.post(props.action, fields);
    setError(ok ? "" : "refused");
    if (ok) props.onDone?.();
  };
  return (
    <form class={props.class} onSubmit={submit} aria-label={props.label} data-error={error || undefined}>
      {props.children}
    </form>
  );
}

/** A select that shows the server's value and keeps what the person picked until they send
 * it (a new view redraws it only when the server's value itself changes). */
function Kept(props: {
  name: string;
  value: string;
  choices: [string, string][];
  label?: string;
}) {
  const [value, setValue] = useState(props.value);
  useEffect(() => setValue(props.value), [props.value]);
  return (
    <select
      name={props.name}
      aria-label={props.label}
      value={value}
      onChange={(e) => setValue((e.target as HTMLSelectElement).value)}
    >
      {props.choices.map(([v, words]) => (
        <option value={v} key={v}>
          {words}
        </option>
      ))}
    </select>
  );
}

function KeptText(props: { name: string; value: string }) {
  const [value, setValue] = useState(props.value);
  useEffect(() => setValue(props.value), [props.value]);
  return (
    <input
      name={props.name}
      size={5}
      inputMode="numeric"
      value={value}
      onInput={(e) => setValue((e.target as HTMLInputElement).value)}
    />
  );
}

/** An invite link and a button that copies it (to paste in a chat or a message). */
function InviteLink(props: { url: string; who: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <a href={props.url}>{props.url}</a>{" "}
      <button type="button" class="copy" onClick={copy} aria-label={`Copy the link of ${props.who}`}>
        {copied ? "Copied" : "Copy"}
      </button>
    </>
  );
}

const DICE_CHOICES: [string, string][] = [
  ["physical", "types physical dice"],
  ["digital", "the table rolls"],
];

function Countdown(props: { left: number; who: string }) {
  const [now, setNow] = useState(Date.now());
  const [end] = useState(Date.now() + props.left * 1000);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  return (
    <p class="countdown" id="countdown">
      <span aria-hidden="true">⏱ </span>Time left for {props.who}: <strong>{left} s</strong>
    </p>
  );
}

function DiceEntry({ panel }: { panel: Panel }) {
  const actions = useContext(ActionsContext)!;
  const dice = panel.dice!;
  const [typed, setTyped] = useState("");
  const submit = (event: Event) => {
    event.preventDefault();
    if (actions.live.dice({ type: "dice", decision_id: dice.decision_id, dice: typed })) setTyped("");
  };
  return (
    <form class="dice" onSubmit={submit} aria-labelledby="dice-title">
      <h2 id="dice-title">
        <span aria-hidden="true">🎲 </span>Roll {dice.title}
      </h2>
      <p>{panel.dice_prompt}.</p>
      <label>
        <span>
          The {panel.dice_count === 1 ? "die" : "dice"} you rolled ({panel.dice_faces})
        </span>
        <input
          name="dice"
          inputMode="numeric"
          autoComplete="off"
          required
          value={typed}
          onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
          aria-describedby="dice-help"
        />
      </label>
      <button type="submit" class="primary">
        Enter {panel.dice_count === 1 ? "the die" : "the dice"}
      </button>
      <p id="dice-help" class="hint">
        Type {panel.dice_count === 1 ? "the number" : "the numbers in this order, with spaces or commas"}, like{" "}
        {panel.dice_example}.
      </p>
    </form>
  );
}

export function TablePanel({ panel }: { panel: Panel }) {
  return (
    <section class="table-panel" aria-label="The table">
      {panel.notices.length ? (
        <ul class="notices">
          {panel.notices.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
      {panel.must_join ? (
        <Post action="join" class="join" label="Join the table">
          <label>
            <span>Your name</span> <input name="name" maxLength={40} required autoComplete="nickname" />
          </label>{" "}
          <button type="submit" class="primary">
            Join the table
          </button>
        </Post>
      ) : panel.waiting_approval ? (
        <p>The game master has not let you in yet.</p>
      ) : null}
      {panel.countdown ? <Countdown key={`${panel.seq}-${panel.countdown.left}`} left={panel.countdown.left} who={panel.countdown.who} /> : null}
      {panel.dice ? <DiceEntry key={panel.dice.decision_id} panel={panel} /> : panel.waiting_dice ? <p>Waiting for {panel.waiting_dice} to roll dice.</p> : null}
      {panel.policies ? <Policies panel={panel} /> : null}
      {panel.replay && !panel.end ? (
        <p>
          <a href={`${panel.base}/replay`}>Replay the {panel.noun} step by step</a>
        </p>
      ) : null}
    </section>
  );
}

function Policies({ panel }: { panel: Panel }) {
  const policies = panel.policies!;
  return (
    <details class="policies">
      <summary>Reactions: when to ask you</summary>
      <p class="hint">
        The table asks a reaction only when an answer could change the outcome. Here you choose, for every fighter
        you play ({policies.fighters.join(", ")}), which of those to be asked.
      </p>
      {policies.families.map((fam) => (
        <Post action="policy" class="policy" key={fam.id}>
          <input type="hidden" name="family" value={fam.id} />
          <input type="hidden" name="fighter" value="*" />
          <label>
            <span>
              {fam.name} <span class="hint">({fam.when})</span>
            </span>{" "}
            <Kept name="mode" value={fam.value} choices={fam.choices} />
          </label>{" "}
          <button type="submit">Set</button>
          {fam.notes.length ? <span class="hint"> {fam.notes.join("; ")}</span> : null}
        </Post>
      ))}
    </details>
  );
}

export function GmPanel({ panel, gm }: { panel: Panel; gm: Gm }) {
  const status = panel.raw_status;
  const origin = typeof location !== "undefined" ? location.origin : "";
  const [open, setOpen] = useState(true);
  const tools = gm.tools ?? null; // with the tools, Undo and End ask first (gm.tsx)
  return (
    <section class="gm" aria-labelledby="gm-title">
      <h2 id="gm-title">
        <button type="button" class="disclosure" aria-expanded={open} aria-controls="gm-body" onClick={() => setOpen(!open)}>
          Game master
        </button>
      </h2>
      <div id="gm-body" hidden={!open}>
        <Post action="control" class="controls" label="Run the table">
          {status === "lobby" ? (
            <button name="action" value="start" class="primary">
              Start the {panel.noun}
            </button>
          ) : null}
          {status === "running" ? <button name="action" value="pause">Pause</button> : null}
          {status === "paused" ? <button name="action" value="resume">Resume</button> : null}
          {!tools && (status === "running" || status === "paused") ? (
            <button name="action" value="undo">Undo the last decision</button>
          ) : null}
          {!tools && status !== "over" ? <button name="action" value="end">End the {panel.noun}</button> : null}
        </Post>
        {tools && status !== "over" ? <GmTools panel={panel} tools={tools} /> : null}
        <div class="table-scroll">
          <table class="seats">
            <caption>Seats</caption>
            <thead>
              <tr>
                <th scope="col">Seat</th>
                <th scope="col">Who</th>
                <th scope="col">Plays</th>
                <th scope="col">Invite link</th>
                {gm.physical ? <th scope="col">Dice</th> : null}
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {gm.seats.map((s) => (
                <tr key={s.seat}>
                  <td>{s.role}</td>
                  <td>
                    {s.name}
                    {s.joined && !s.approved ? " (waiting)" : ""}
                  </td>
                  <td>{s.side}</td>
                  <td>
                    {s.link ? (
                      <InviteLink url={s.link.startsWith("/") ? origin + s.link : s.link} who={s.name} />
                    ) : s.relink ? (
                      "(kick the seat for a new link)"
                    ) : null}
                  </td>
                  {gm.physical ? (
                    <td>
                      {s.rolls ? (
                        <Post action="seats">
                          <input type="hidden" name="action" value="dice" />
                          <input type="hidden" name="seat" value={String(s.seat)} />
                          <Kept name="dice" label={`dice of ${s.name}`} value={s.dice} choices={DICE_CHOICES} />{" "}
                          <button type="submit">Set</button>
                        </Post>
                      ) : null}
                    </td>
                  ) : null}
                  <td>
                    {!s.gm ? (
                      <Post action="seats">
                        <input type="hidden" name="seat" value={String(s.seat)} />
                        {s.can_approve ? (
                          <button name="action" value="approve">
                            Let in
                          </button>
                        ) : null}
                        {s.role !== "Bot" ? (
                          <button name="action" value="kick">
                            Kick (new link)
                          </button>
                        ) : null}
                        {s.can_remove ? (
                          <button name="action" value="remove">
                            Remove
                          </button>
                        ) : null}
                      </Post>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Post action="seats" class="add-seat" label="Add a seat">
          <input type="hidden" name="action" value="add" />
          <label>
            Add a{" "}
            <select name="role">
              <option value="player">player</option>
              <option value="bot">bot</option>
              <option value="spectator">spectator</option>
            </select>
          </label>{" "}
          <label>
            for side{" "}
            <select name="side">
              <option value="">(none)</option>
              {gm.sides.map((side) => (
                <option key={side}>{side}</option>
              ))}
            </select>
          </label>{" "}
          <label>
            bot{" "}
            <select name="bot">
              {gm.bots.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </select>
          </label>{" "}
          {gm.physical ? (
            <label>
              dice{" "}
              <select name="dice">
                <option value="physical">types physical dice</option>
                <option value="digital">the table rolls</option>
              </select>
            </label>
          ) : null}{" "}
          <button type="submit">Add seat</button>
        </Post>
        <Post action="settings" class="settings" label="Table settings">
          <fieldset>
            <legend>Table settings</legend>
            <label>
              The game master sees every side's secrets{" "}
              <Kept
                name="gm_sees_secrets"
                value={gm.settings.gm_sees_secrets}
                choices={[
                  ["yes", "yes"],
                  ["no", "no"],
                ]}
              />
            </label>
            <label>
              Turn timer{" "}
              <KeptText name="turn_timer" value={String(gm.settings.turn_timer)} />{" "}
              seconds (0 is off, else {gm.settings.timer_min} to {gm.settings.timer_max})
            </label>
            <label>
              When time runs out{" "}
              <Kept name="on_timeout" value={gm.settings.on_timeout} choices={gm.settings.timeouts} />
            </label>
            <button type="submit">Save the settings</button>
          </fieldset>
        </Post>
      </div>
    </section>
  );
}
