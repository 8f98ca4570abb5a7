// The part of a seat's screen every game shares: who you are, the table's status and notices,
// the join form, the roll to type, the turn timer, the reaction policies and, for the game
// master, the controls, seats and settings. Fields keep what a person typed while new views
// arrive: they are redrawn from the server only when the server's value itself changes.

import { useContext, useEffect, useState } from "preact/hooks";
import { ActionsContext } from "./context";
import { gameOf, theMatch } from "./format";
import { GmTools } from "./gm";
import { rich, t } from "./i18n";
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
      <button type="button" class="copy" onClick={copy} aria-label={t("client-copy-link-of", { who: props.who })}>
        {copied ? t("client-copied") : t("client-copy")}
      </button>
    </>
  );
}

/** Who rolls a seat's dice, by the seat's setting. */
function diceChoices(): [string, string][] {
  return [
    ["physical", t("client-dice-physical")],
    ["digital", t("client-dice-digital")],
  ];
}

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
      <span aria-hidden="true">⏱ </span>
      {rich("client-countdown", { who: props.who, left: <strong>{t("client-seconds", { seconds: String(left) })}</strong> })}
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
        <span aria-hidden="true">🎲 </span>
        {t("client-dice-roll", { title: dice.title })}
      </h2>
      <p>{panel.dice_prompt}.</p>
      <label>
        <span>{t("client-dice-rolled", { n: panel.dice_count, faces: panel.dice_faces })}</span>
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
        {t("client-dice-enter", { n: panel.dice_count })}
      </button>
      <p id="dice-help" class="hint">
        {t("client-dice-help", { n: panel.dice_count, example: panel.dice_example })}
      </p>
    </form>
  );
}

export function TablePanel({ panel }: { panel: Panel }) {
  return (
    <section class="table-panel" aria-label={t("client-table-panel")}>
      {panel.notices.length ? (
        <ul class="notices">
          {panel.notices.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
      {panel.must_join ? (
        <Post action="join" class="join" label={t("client-join")}>
          <label>
            <span>{t("client-your-name")}</span> <input name="name" maxLength={40} required autoComplete="nickname" />
          </label>{" "}
          <button type="submit" class="primary">
            {t("client-join")}
          </button>
        </Post>
      ) : panel.waiting_approval ? (
        <p>{t("client-waiting-approval")}</p>
      ) : null}
      {panel.countdown ? <Countdown key={`${panel.seq}-${panel.countdown.left}`} left={panel.countdown.left} who={panel.countdown.who} /> : null}
      {panel.dice ? <DiceEntry key={panel.dice.decision_id} panel={panel} /> : panel.waiting_dice ? <p>{t("client-waiting-dice", { who: panel.waiting_dice })}</p> : null}
      {panel.policies ? <Policies panel={panel} /> : null}
      {panel.replay && !panel.end ? (
        <p>
          <a href={`${panel.base}/replay`}>{t("client-replay", { the: theMatch(gameOf(panel)) })}</a>
        </p>
      ) : null}
    </section>
  );
}

function Policies({ panel }: { panel: Panel }) {
  const policies = panel.policies!;
  return (
    <details class="policies">
      <summary>{t("client-policies")}</summary>
      <p class="hint">{t("client-policies-hint", { fighters: policies.fighters.join(", ") })}</p>
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
          <button type="submit">{t("client-set")}</button>
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
  const the = theMatch(gameOf(panel));
  return (
    <section class="gm" aria-labelledby="gm-title">
      <h2 id="gm-title">
        <button type="button" class="disclosure" aria-expanded={open} aria-controls="gm-body" onClick={() => setOpen(!open)}>
          {t("client-gm-title")}
        </button>
      </h2>
      <div id="gm-body" hidden={!open}>
        <Post action="control" class="controls" label={t("client-gm-run")}>
          {status === "lobby" ? (
            <button name="action" value="start" class="primary">
              {t("client-gm-start", { the })}
            </button>
          ) : null}
          {status === "running" ? <button name="action" value="pause">{t("client-gm-pause")}</button> : null}
          {status === "paused" ? <button name="action" value="resume">{t("client-gm-resume")}</button> : null}
          {!tools && (status === "running" || status === "paused") ? (
            <button name="action" value="undo">{t("client-gm-undo-last")}</button>
          ) : null}
          {!tools && status !== "over" ? <button name="action" value="end">{t("client-gm-end", { the })}</button> : null}
        </Post>
        {tools && status !== "over" ? <GmTools panel={panel} tools={tools} /> : null}
        <div class="table-scroll">
          <table class="seats">
            <caption>{t("client-seats")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("client-seats-seat")}</th>
                <th scope="col">{t("client-seats-who")}</th>
                <th scope="col">{t("client-seats-plays")}</th>
                <th scope="col">{t("client-seats-link")}</th>
                {gm.physical ? <th scope="col">{t("client-seats-dice")}</th> : null}
                <th scope="col">
                  <span class="visually-hidden">{t("client-seats-actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {gm.seats.map((s) => (
                <tr key={s.seat}>
                  <td>{s.role}</td>
                  <td>
                    {s.name}
                    {s.joined && !s.approved ? ` ${t("client-seats-waiting")}` : ""}
                  </td>
                  <td>{s.side}</td>
                  <td>
                    {s.link ? (
                      <InviteLink url={s.link.startsWith("/") ? origin + s.link : s.link} who={s.name} />
                    ) : s.relink ? (
                      t("client-seats-relink")
                    ) : null}
                  </td>
                  {gm.physical ? (
                    <td>
                      {s.rolls ? (
                        <Post action="seats">
                          <input type="hidden" name="action" value="dice" />
                          <input type="hidden" name="seat" value={String(s.seat)} />
                          <Kept name="dice" label={t("client-seats-dice-of", { who: s.name })} value={s.dice} choices={diceChoices()} />{" "}
                          <button type="submit">{t("client-set")}</button>
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
                            {t("client-seats-let-in")}
                          </button>
                        ) : null}
                        {s.role !== "Bot" ? (
                          <button name="action" value="kick">
                            {t("client-seats-kick")}
                          </button>
                        ) : null}
                        {s.can_remove ? (
                          <button name="action" value="remove">
                            {t("client-seats-remove")}
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
        <Post action="seats" class="add-seat" label={t("client-add-seat")}>
          <input type="hidden" name="action" value="add" />
          <label>
            {t("client-add-a")}{" "}
            <select name="role">
              <option value="player">{t("client-add-player")}</option>
              <option value="bot">{t("client-add-bot")}</option>
              <option value="spectator">{t("client-add-spectator")}</option>
            </select>
          </label>{" "}
          <label>
            {t("client-add-for-side")}{" "}
            <select name="side">
              <option value="">{t("client-add-no-side")}</option>
              {gm.sides.map((side) => (
                <option key={side}>{side}</option>
              ))}
            </select>
          </label>{" "}
          <label>
            {t("client-add-which-bot")}{" "}
            <select name="bot">
              {gm.bots.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </select>
          </label>{" "}
          {gm.physical ? (
            <label>
              {t("client-add-dice")}{" "}
              <select name="dice">
                {diceChoices().map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            </label>
          ) : null}{" "}
          <button type="submit">{t("client-add-submit")}</button>
        </Post>
        <Post action="settings" class="settings" label={t("client-settings")}>
          <fieldset>
            <legend>{t("client-settings")}</legend>
            <label>
              {t("client-settings-secrets")}{" "}
              <Kept
                name="gm_sees_secrets"
                value={gm.settings.gm_sees_secrets}
                choices={[
                  ["yes", t("client-yes")],
                  ["no", t("client-no")],
                ]}
              />
            </label>
            <label>
              {t("client-settings-timer")}{" "}
              <KeptText name="turn_timer" value={String(gm.settings.turn_timer)} />{" "}
              {t("client-settings-timer-range", { min: String(gm.settings.timer_min), max: String(gm.settings.timer_max) })}
            </label>
            <label>
              {t("client-settings-timeout")}{" "}
              <Kept name="on_timeout" value={gm.settings.on_timeout} choices={gm.settings.timeouts} />
            </label>
            <button type="submit">{t("client-settings-save")}</button>
          </fieldset>
        </Post>
      </div>
    </section>
  );
}
