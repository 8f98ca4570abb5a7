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
import { percent } from "./format";
import { refused, type Refused } from "./gm_types";
import { counted, decimal, percentWords, t, whole } from "./i18n";
import { apiUrl, CLIENT_HEADER, getJson, refusedWords } from "./live";
import type { FighterFacts, Interval, Preview, PreviewResult } from "./preview_types";
import "./preview.css";

/** Milliseconds between two looks at a running preview. */
export const POLL_MS = 500;
/** Milliseconds between two looks when none runs (one may start on another page). */
export const IDLE_POLL_MS = 5_000;
/** How many options and attacks a fighter's card lists. */
const SHOWN = 3;

/** A count written the reader's way: "1,000" ("1000", "10.000" in Spanish). */
const count = (n: number) => whole(n);
/** A plural message's arguments for a count written grouped ("1,000 fights"). */
const many = (n: number) => counted(n, true);

/** "Run it 1,000 times", as the runs field reads now. */
export function runWords(runs: string): string {
  const n = Number(runs);
  if (!Number.isInteger(n) || n < 1) return t("client-pv-run-any");
  return n === 1 ? t("client-pv-run-once") : t("client-pv-run-times", many(n));
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
      return { error: data.error ?? refusedWords(response.status) };
    }
    return data;
  } catch {
    return { error: t("client-unreachable") };
  }
}

/** What the status line says (it is read out when it changes: a run's progress by quarters). */
export function statusWords(p: Preview, cancelling: boolean): string {
  const total = p.total || p.runs;
  if (p.state === "running") {
    if (cancelling) return t("client-pv-cancelling");
    const quarter = total ? Math.floor((4 * p.done) / total) * 25 : 0;
    return quarter
      ? t("client-pv-progress", { percent: percentWords(quarter), ...many(total) })
      : t("client-pv-running", many(total));
  }
  if (p.state === "done") return t("client-pv-done", many(p.result?.done ?? p.done));
  if (p.state === "cancelled") {
    const done = p.result?.done ?? p.done;
    return done ? t("client-pv-cancelled", { ...many(done), runs: count(p.runs) }) : t("client-pv-cancelled-none");
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
          <span class="hint"> {t("client-pv-likely", { low: percent(interval.low), high: percent(interval.high) })}</span>
        ) : null}
      </span>
    </li>
  );
}

function roundWords(r: PreviewResult["rounds"]): string {
  const lo = Math.round(r.most_runs.low);
  const hi = Math.round(r.most_runs.high);
  const most = lo === hi ? t("client-pv-rounds-count", counted(lo)) : t("client-pv-rounds-range", { low: String(lo), high: String(hi) });
  const ends = r.low === r.high ? "" : ` ${t("client-pv-rounds-ends", { low: String(r.low), high: String(r.high) })}`;
  return t("client-pv-rounds", { mean: decimal(r.mean, 1), most, ends });
}

function Lengths({ result }: { result: PreviewResult }) {
  const most = Math.max(1, ...result.rounds.counts.map((c) => c.runs));
  return (
    <details class="pv-lengths">
      <summary>{t("client-pv-lengths")}</summary>
      <table class="pv-lengths-table">
        <caption class="visually-hidden">{t("client-pv-lengths-caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("client-pv-rounds-head")}</th>
            <th scope="col">{t("client-pv-fights-head")}</th>
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
        {t("client-pv-defeated-in", { share: percent(f.defeated_share), life: count(Math.round(f.mean_damage_dealt)) })}
      </p>
      <p class="pv-facts-title">{t("client-pv-most-used")}</p>
      {options.length ? (
        <ul class="pv-facts">
          {options.map((o) => (
            <li key={o.option}>{t("client-pv-option-share", { option: o.option, share: percent(o.share) })}</li>
          ))}
        </ul>
      ) : (
        <p class="hint">{t("client-pv-no-choice")}</p>
      )}
      <p class="pv-facts-title">{t("client-pv-most-damaging")}</p>
      {attacks.length ? (
        <ul class="pv-facts">
          {attacks.map((a) => (
            <li key={a.attack}>
              {t("client-pv-attack", {
                attack: a.attack,
                life: count(Math.round(a.damage_a_hit)),
                hits: t("client-pv-hits", counted(a.hits)),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">{t("client-pv-no-attack")}</p>
      )}
    </li>
  );
}

export function PreviewResults({ result }: { result: PreviewResult }) {
  if (!result.done) return null;
  const falls = [...result.fighters].filter((f) => f.falls_first > 0).sort((a, b) => b.falls_first - a.falls_first);
  const title = result.cancelled ? t("client-pv-title-first", many(result.done)) : t("client-pv-title", many(result.done));
  const wins = t("client-pv-wins");
  return (
    <div class="pv-results">
      <h3>{title}</h3>
      <p class="hint">{t("client-pv-bot", { bot: result.bot })}</p>
      <h4>{t("client-pv-who-wins")}</h4>
      <ul class="pv-chances">
        {result.sides.map((s) => (
          <Chance key={s.side} who={s.side} verb={wins} sub={s.fighters.join(", ")} chance={s.chance} interval={s.interval} />
        ))}
        {result.draws.count ? (
          <Chance
            who={t("client-pv-nobody")}
            verb={wins}
            sub={t("client-pv-draw")}
            chance={result.draws.chance}
            interval={result.draws.interval}
          />
        ) : null}
      </ul>
      {result.safety_stops ? <p class="hint">{t("client-pv-safety", many(result.safety_stops))}</p> : null}
      <h4>{t("client-pv-how-long")}</h4>
      <p>{roundWords(result.rounds)}</p>
      <Lengths result={result} />
      <h4>{t("client-pv-who-falls")}</h4>
      {falls.length ? (
        <ul class="pv-chances">
          {falls.map((f) => (
            <Chance
              key={f.fighter}
              who={f.fighter}
              verb={t("client-pv-falls-first")}
              sub={`(${f.side})`}
              chance={f.falls_first_share}
            />
          ))}
        </ul>
      ) : null}
      {result.nobody_fell ? <p>{t("client-pv-nobody-falls", many(result.nobody_fell))}</p> : null}
      <h4>{t("client-pv-each-fighter")}</h4>
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
      <summary>{t("client-pv-summary")}</summary>
      <p class="hint">{t("client-pv-about")}</p>
      <form class="pv-form" onSubmit={start} aria-busy={busy || undefined}>
        <Field label={t("client-pv-runs")} hint={t("client-pv-runs-hint", { max: count(max) })} class="runs">
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
              {cancelling ? t("client-pv-cancelling-button") : t("client-cancel")}
            </button>
          ) : null}
        </div>
      </form>
      {running && preview ? (
        <div class="pv-progress">
          <div
            class="pv-track"
            role="progressbar"
            aria-label={t("client-pv-played-label")}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={preview.done}
            aria-valuetext={t("client-pv-played", { done: count(preview.done), ...many(total) })}
          >
            <span class="pv-fill" style={{ width: share(total ? preview.done / total : 0) }} />
          </div>
          <span class="pv-count" aria-hidden="true">
            {t("client-of", { value: count(preview.done), max: count(total) })}
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
