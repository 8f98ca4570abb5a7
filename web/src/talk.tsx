// Notes and rolls at the table, for every seat that may: a note to everyone, to the game
// master alone or (the GM's) to one player; an ad-hoc roll of any dice expression or of a
// fighter's Skill or Saving Throw, with its chance to reach a target asked of the table
// before rolling, and the dice rolled at the table typed in when there are some. The game
// master finds the same two forms among their tools.

import { useEffect, useState } from "preact/hooks";
import { Field, type Fields, ToolForm, useOwnId } from "./forms";
import { refused, wholeTalk, type Odds, type Talk as TalkModel } from "./gm_types";
import { rich, t } from "./i18n";
import { apiUrl, getJson } from "./live";
import type { Panel } from "./types";

export const NOTE_MAX = 500;
/** How long the roll form waits after the last key before it asks the odds (ms). */
export const ODDS_WAIT = 300;

function ToSelect({ talk }: { talk: TalkModel }) {
  return (
    <Field label={t("client-talk-shown-to")}>
      <select name="to">
        {talk.to.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function NoteForm({ talk }: { talk: TalkModel }) {
  const [text, setText] = useState("");
  return (
    <ToolForm
      action="note"
      label={t("client-talk-write-note")}
      class="note-form"
      done={() => t("client-talk-note-sent")}
      onDone={() => setText("")}
    >
      <Field
        label={t("client-note")}
        class="note-text"
        hint={t("client-talk-characters", { typed: String(text.length), max: String(NOTE_MAX) })}
      >
        <textarea
          name="text"
          rows={2}
          maxLength={NOTE_MAX}
          required
          value={text}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
      </Field>
      <ToSelect talk={talk} />
      <button type="submit" class="primary">
        {t("client-talk-send-note")}
      </button>
    </ToolForm>
  );
}

type Shown = { label: string; chance: string | null; target: string } | { error: string } | null;

export function RollForm({ talk, base }: { talk: TalkModel; base: string }) {
  const id = useOwnId();
  const canCheck = talk.fighters.length > 0 && talk.checks.length > 0;
  const [mode, setMode] = useState<"dice" | "check">("dice");
  const [expression, setExpression] = useState("");
  const [fighter, setFighter] = useState(talk.fighters[0] ?? "");
  const [check, setCheck] = useState(talk.checks[0] ?? "");
  const [target, setTarget] = useState("");
  const [results, setResults] = useState("");
  const [odds, setOdds] = useState<Shown>(null);
  const byCheck = mode === "check" && canCheck;
  const who = talk.fighters.includes(fighter) ? fighter : (talk.fighters[0] ?? "");
  const what = talk.checks.includes(check) ? check : (talk.checks[0] ?? "");
  const asked: Fields = byCheck
    ? { fighter: who, check: what, target: target.trim() }
    : { expression: expression.trim(), target: target.trim() };
  const ready = byCheck ? Boolean(who && what) : Boolean(expression.trim());
  const key = JSON.stringify(asked);

  // the odds, asked of the table a moment after the last change (never for an old question)
  useEffect(() => {
    if (!ready) {
      setOdds(null);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const found = await getJson<Odds>(apiUrl(base, "odds", asked));
      if (!current) return;
      setOdds(refused(found) ? { error: found.error } : { label: found.label, chance: found.chance, target: asked.target });
    }, ODDS_WAIT);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, ready, base]);

  const shape = (fields: Fields): Fields => {
    const out: Fields = { ...asked, to: fields.to ?? "all" };
    if (!out.target) delete out.target;
    if (results.trim()) out.results = results.trim();
    return out;
  };
  return (
    <ToolForm
      action="roll"
      label={t("client-roll")}
      class="roll-form"
      shape={shape}
      done={() => t("client-talk-rolled")}
      onDone={() => setResults("")}
    >
      {canCheck ? (
        <fieldset class="choice">
          <legend>{t("client-talk-what")}</legend>
          <label>
            <input type="radio" name="what" value="dice" checked={!byCheck} onChange={() => setMode("dice")} />{" "}
            {t("client-talk-dice")}
          </label>
          <label>
            <input type="radio" name="what" value="check" checked={byCheck} onChange={() => setMode("check")} />{" "}
            {t("client-talk-check")}
          </label>
        </fieldset>
      ) : null}
      {byCheck ? (
        <>
          <Field label={t("client-fighter")}>
            <select name="fighter" value={who} onChange={(e) => setFighter((e.target as HTMLSelectElement).value)}>
              {talk.fighters.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
          </Field>
          <Field label={t("client-talk-check-field")}>
            <select name="check" value={what} onChange={(e) => setCheck((e.target as HTMLSelectElement).value)}>
              {talk.checks.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
        </>
      ) : (
        <Field label={t("client-talk-expression")} hint={t("client-talk-expression-hint")}>
          <input
            name="expression"
            autoComplete="off"
            spellcheck={false}
            maxLength={60}
            required
            value={expression}
            onInput={(e) => setExpression((e.target as HTMLInputElement).value)}
          />
        </Field>
      )}
      <Field label={t("client-talk-target")}>
        <input
          name="target"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={target}
          onInput={(e) => setTarget((e.target as HTMLInputElement).value)}
        />
      </Field>
      <ToSelect talk={talk} />
      <Field label={t("client-talk-results")} hint={t("client-talk-results-hint")}>
        <input
          name="results"
          autoComplete="off"
          inputMode="numeric"
          value={results}
          onInput={(e) => setResults((e.target as HTMLInputElement).value)}
        />
      </Field>
      <p class={`odds-line${odds && "error" in odds ? " refused" : ""}`} id={`${id}-odds`} aria-live="polite">
        {odds === null ? null : "error" in odds ? (
          <>
            <span aria-hidden="true">⚠ </span>
            {odds.error}
          </>
        ) : odds.chance !== null ? (
          <>
            {odds.label} · {rich("client-talk-chance", { target: odds.target, chance: <strong>{odds.chance}</strong> })}
          </>
        ) : (
          <>
            {odds.label} · {t("client-talk-no-target")}
          </>
        )}
      </p>
      <button type="submit" class="primary" aria-describedby={`${id}-odds`}>
        {t("client-roll")}
      </button>
    </ToolForm>
  );
}

/** The composer under the log: a note, and a roll behind a disclosure (a phone keeps the
 * log in view). */
export function Talk(props: { panel: Panel; talk: TalkModel }) {
  const { panel } = props;
  const talk = wholeTalk(props.talk);
  if (!talk.can_note && !talk.can_roll) return null;
  return (
    <section class="talk" aria-labelledby="talk-title" id="talk">
      <h2 id="talk-title">{t("client-talk-title")}</h2>
      {talk.can_note ? <NoteForm talk={talk} /> : null}
      {talk.can_roll ? (
        <details class="talk-roll">
          <summary>{t("client-talk-roll-summary")}</summary>
          <RollForm talk={talk} base={panel.base} />
        </details>
      ) : null}
    </section>
  );
}
