// The fight preview on the game master's page before the start: bots play the table's fight
// many times on the server (tenkaichi.table.web_preview) and the page shows how it tends to
// go: each side's chance to win with its interval, how long a fight lasts, who falls first,
// and per fighter the options used most and the attacks that hurt most. The page asks for the
// progress twice a second while the fights run (every few seconds otherwise: a preview started
// on another page of the game master shows here too); Cancel keeps the numbers of the fights
// done.

import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { ActionsContext } from "./context";
import { Field } from "./forms";
import { percent, plural } from "./format";
import { refused, type Refused } from "./gm_types";
import { apiUrl, CLIENT_HEADER, getJson } from "./live";
import type { FighterFacts, Interval, Preview, PreviewResult } from "./preview_types";
import "./preview.css";

/** Milliseconds between two looks at a running preview. */
export const POLL_MS = 500;
/** Milliseconds between two looks when none runs (one may start on another page). */
export const IDLE_POLL_MS = 5_000;
/** How many options and attacks a fighter's card lists. */
const SHOWN = 3;

const count = (n: number) => n.toLocaleString("en");
/** "1,000 fights", "1 fight". */
const fights = (n: number) => `${count(n)} ${n === 1 ? "fight" : "fights"}`;

/** "Run it 1,000 times", as the runs field reads now. */
export function runWords(runs: string): string {
  const n = Number(runs);
  if (!Number.isInteger(n) || n < 1) return "Run the fights";
  return n === 1 ? "Run it once" : `Run it ${count(n)} times`;
}

/** Post the preview's form: the table's answer, or {error} with its one line. */
async function postJson<T>(url: string, fields: Record<string, string>): Promise<T | Refused> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        [CLIENT_HEADER]: "1",
      },
      body: new URLSearchParams(fields).toString(),
      credentials: "same-origin",
    });
    const data = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok || typeof data.error === "string") {
      return { error: data.error ?? `the table refused that (${response.status})` };
    }
    return data;
  } catch {
    return { error: "the table could not be reached: try again" };
  }
}

/** What the status line says (it is read out when it changes: a run's progress by quarters). */
export function statusWords(p: Preview, cancelling: boolean): string {
  const total = p.total || p.runs;
  if (p.state === "running") {
    if (cancelling) return "Cancelling: the fights under way finish first.";
    const quarter = total ? Math.floor((4 * p.done) / total) * 25 : 0;
    return quarter ? `${quarter}% of ${count(total)} fights played.` : `Running ${count(total)} fights.`;
  }
  if (p.state === "done") return `Done: ${fights(p.result?.done ?? p.done)} played.`;
  if (p.state === "cancelled") {
    const done = p.result?.done ?? p.done;
    return done
      ? `Cancelled after ${count(done)} of ${count(p.runs)} fights: the numbers below are from those ${count(done)}.`
      : "Cancelled before any fight was over: no numbers yet.";
  }
  if (p.state === "failed") return p.failure;
  return "";
}

// --- the results ---------------------------------------------------------------------------

const share = (x: number) => `${Math.max(0, Math.min(100, x * 100))}%`;

/** A chance as a bar with its interval marked (drawn only) and the numbers in text. */
function Chance(props: { who: string; verb: string; sub?: string; chance: number; interval?: Interval }) {
  const { chance, interval } = props;
  return (
    <li class="pv-chance">
      <span class="pv-who">
        {props.who}
        <span class="visually-hidden"> {props.verb}</span>
        {props.sub ? <span class="hint"> {props.sub}</span> : null}
      </span>
      <span class="pv-bar" aria-hidden="true">
        <span class="pv-bar-fill" style={{ width: share(chance) }} />
        {interval ? (
          <span class="pv-range" style={{ left: share(interval.low), width: share(interval.high - interval.low) }} />
        ) : null}
      </span>
      <span class="pv-num">
        <strong>{percent(chance)}</strong>
        {interval ? (
          <span class="hint">
            {" "}
            (likely {percent(interval.low)} to {percent(interval.high)})
          </span>
        ) : null}
      </span>
    </li>
  );
}

function roundWords(r: PreviewResult["rounds"]): string {
  const lo = Math.round(r.most_runs.low);
  const hi = Math.round(r.most_runs.high);
  const most = lo === hi ? plural(lo, "round") : `${lo} to ${hi} rounds`;
  const ends = r.low === r.high ? "" : ` (shortest ${r.low}, longest ${r.high})`;
  return `A fight lasts ${r.mean.toFixed(1)} rounds on average; 8 fights in 10 last ${most}${ends}.`;
}

function Lengths({ result }: { result: PreviewResult }) {
  const most = Math.max(1, ...result.rounds.counts.map((c) => c.runs));
  return (
    <details class="pv-lengths">
      <summary>Fights by length</summary>
      <table class="pv-lengths-table">
        <caption class="visually-hidden">How many fights lasted each number of rounds</caption>
        <thead>
          <tr>
            <th scope="col">Rounds</th>
            <th scope="col">Fights</th>
          </tr>
        </thead>
        <tbody>
          {result.rounds.counts.map((c) => (
            <tr key={c.rounds}>
              <th scope="row">{c.rounds}</th>
              <td>
                <span class="pv-length-bar" aria-hidden="true" style={{ width: share((0.85 * c.runs) / most) }} />
                {count(c.runs)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function FighterCard({ f }: { f: FighterFacts }) {
  const options = f.options.slice(0, SHOWN);
  const attacks = f.attacks.filter((a) => a.damage > 0).slice(0, SHOWN);
  return (
    <li class="pv-fighter">
      <h5>
        {f.fighter} <span class="hint">({f.side})</span>
      </h5>
      <p>
        Defeated in {percent(f.defeated_share)} of fights; deals {count(Math.round(f.mean_damage_dealt))} Life a fight on
        average.
      </p>
      <p class="pv-facts-title">Most used</p>
      {options.length ? (
        <ul class="pv-facts">
          {options.map((o) => (
            <li key={o.option}>
              {o.option}: {percent(o.share)} of their choices
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">No choice made on their turns.</p>
      )}
      <p class="pv-facts-title">Most damaging</p>
      {attacks.length ? (
        <ul class="pv-facts">
          {attacks.map((a) => (
            <li key={a.attack}>
              {a.attack}: {count(Math.round(a.damage_a_hit))} Life a hit ({plural(a.hits, "hit")})
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">No attack of theirs cost anyone Life.</p>
      )}
    </li>
  );
}

export function PreviewResults({ result }: { result: PreviewResult }) {
  if (!result.done) return null;
  const falls = [...result.fighters].filter((f) => f.falls_first > 0).sort((a, b) => b.falls_first - a.falls_first);
  const title = result.cancelled ? `How the first ${count(result.done)} fights went` : `How ${fights(result.done)} went`;
  return (
    <div class="pv-results">
      <h3>{title}</h3>
      <p class="hint">Every side is played by the {result.bot} bot; the chances are likely within the numbers in brackets.</p>
      <h4>Who wins</h4>
      <ul class="pv-chances">
        {result.sides.map((s) => (
          <Chance key={s.side} who={s.side} verb="wins" sub={s.fighters.join(", ")} chance={s.chance} interval={s.interval} />
        ))}
        {result.draws.count ? (
          <Chance who="Nobody" verb="wins" sub="(a draw)" chance={result.draws.chance} interval={result.draws.interval} />
        ) : null}
      </ul>
      {result.safety_stops ? (
        <p class="hint">
          {fights(result.safety_stops)} reached the simulation's limit of rounds and count as draws.
        </p>
      ) : null}
      <h4>How long</h4>
      <p>{roundWords(result.rounds)}</p>
      <Lengths result={result} />
      <h4>Who falls first</h4>
      {falls.length ? (
        <ul class="pv-chances">
          {falls.map((f) => (
            <Chance key={f.fighter} who={f.fighter} verb="falls first" sub={`(${f.side})`} chance={f.falls_first_share} />
          ))}
        </ul>
      ) : null}
      {result.nobody_fell ? <p>Nobody falls in {fights(result.nobody_fell)}.</p> : null}
      <h4>Each fighter</h4>
      <ul class="pv-fighters">
        {result.fighters.map((f) => (
          <FighterCard key={f.fighter} f={f} />
        ))}
      </ul>
    </div>
  );
}

// --- the panel -----------------------------------------------------------------------------

/** The preview panel of a DBU table before the start (the game master's page only). */
export function PreviewPanel(props: { base: string; /** Milliseconds between looks (tests). */ poll?: number; idlePoll?: number }) {
  const actions = useContext(ActionsContext)!;
  const url = apiUrl(props.base, "preview");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [runs, setRuns] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const runButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const runsField = useRef<HTMLInputElement>(null);
  const focusNext = useRef<"cancel" | "run" | null>(null);
  const state = preview?.state ?? "idle";
  const running = state === "running";
  const every = props.poll ?? POLL_MS;

  useEffect(() => {
    let stop = false;
    void getJson<Preview>(url).then((found) => {
      if (!stop && !refused(found)) setPreview(found);
    });
    return () => {
      stop = true;
    };
  }, [url]);

  // look again every POLL_MS while the fights run, every IDLE_POLL_MS otherwise (a preview
  // started on another page of the game master shows here too); a look that fails is tried
  // again later
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = running ? every : (props.idlePoll ?? IDLE_POLL_MS);
    const look = async () => {
      const found = await getJson<Preview>(url);
      if (stop) return;
      if (!refused(found)) setPreview(found);
      timer = setTimeout(look, refused(found) ? 4 * wait : wait);
    };
    timer = setTimeout(look, wait);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [running, url, every, props.idlePoll]);

  // the focus follows the buttons that come and go: to Cancel once started here, back to Run
  // once the fights are over if it was on Cancel (asked to cancel, or on it when it went)
  const cancelFocused = useRef(false);
  useEffect(() => {
    if (running) {
      if (focusNext.current === "cancel") cancelButton.current?.focus();
    } else {
      setCancelling(false);
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && (focusNext.current === "run" || cancelFocused.current)) runButton.current?.focus();
      cancelFocused.current = false;
    }
    focusNext.current = null;
  }, [running]);

  if (preview && !preview.offered) return null;
  const shown = runs ?? String(preview?.runs ?? preview?.runs_default ?? 1000);
  const max = preview?.runs_max ?? 10000;
  const total = preview ? preview.total || preview.runs : 0;

  const start = async (event: Event) => {
    event.preventDefault();
    if (busy || running) return;
    setBusy(true);
    const answer = await postJson<Preview>(url, { do: "start", runs: shown });
    setBusy(false);
    if (refused(answer)) {
      actions.say(answer.error, "error");
      if (/fights to run/.test(answer.error)) {
        runsField.current?.setAttribute("aria-invalid", "true");
        runsField.current?.focus();
      }
      return;
    }
    focusNext.current = answer.state === "running" ? "cancel" : null;
    setPreview(answer);
  };

  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    focusNext.current = "run";
    const answer = await postJson<Preview>(url, { do: "cancel" });
    if (refused(answer)) {
      setCancelling(false);
      actions.say(answer.error, "error");
      return;
    }
    setPreview(answer);
  };

  const words = preview ? statusWords(preview, cancelling) : "";
  return (
    <details class="gm-sub fight-preview" id="gm-preview" open>
      <summary>Preview the fight</summary>
      <p class="hint">
        Before you start: bots play this fight many times on the server, every side the same way, and you see how it tends
        to go. Only you see this.
      </p>
      <form class="pv-form" onSubmit={start} aria-busy={busy || undefined}>
        <Field label="Fights to run" hint={`1 to ${count(max)}`} class="runs">
          <input
            ref={runsField}
            name="runs"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            required
            value={shown}
            disabled={running}
            onInput={(e) => {
              const el = e.target as HTMLInputElement;
              el.removeAttribute("aria-invalid");
              setRuns(el.value);
            }}
          />
        </Field>
        <div class="buttons">
          <button ref={runButton} type="submit" class="primary" disabled={running || busy}>
            {runWords(shown)}
          </button>
          {running ? (
            <button
              ref={cancelButton}
              type="button"
              onClick={cancel}
              disabled={cancelling}
              onFocus={() => void (cancelFocused.current = true)}
              onBlur={() => void (cancelFocused.current = false)}
            >
              {cancelling ? "Cancelling…" : "Cancel"}
            </button>
          ) : null}
        </div>
      </form>
      {running && preview ? (
        <div class="pv-progress">
          <div
            class="pv-track"
            role="progressbar"
            aria-label="Fights played"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={preview.done}
            aria-valuetext={`${count(preview.done)} of ${count(total)} fights played`}
          >
            <span class="pv-fill" style={{ width: share(total ? preview.done / total : 0) }} />
          </div>
          <span class="pv-count" aria-hidden="true">
            {count(preview.done)} of {count(total)}
          </span>
        </div>
      ) : null}
      <p class={`pv-status${state === "failed" ? " refused" : ""}`} role="status" aria-live="polite">
        {words}
      </p>
      {preview?.result ? <PreviewResults result={preview.result} /> : null}
    </details>
  );
}
