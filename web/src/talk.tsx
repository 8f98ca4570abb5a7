// Notes and rolls at the table, for every seat that may: a note to everyone, to the game
// master alone or (the GM's) to one player; an ad-hoc roll of any dice expression or of a
// fighter's Skill or Saving Throw, with its chance to reach a target asked of the table
// before rolling, and the dice rolled at the table typed in when there are some. The game
// master finds the same two forms among their tools.

import { useEffect, useState } from "preact/hooks";
import { Field, type Fields, ToolForm, useOwnId } from "./forms";
import { refused, wholeTalk, type Odds, type Talk as TalkModel } from "./gm_types";
import { apiUrl, getJson } from "./live";
import type { Panel } from "./types";

export const NOTE_MAX = 500;
/** How long the roll form waits after the last key before it asks the odds (ms). */
export const ODDS_WAIT = 300;

function ToSelect({ talk }: { talk: TalkModel }) {
  return (
    <Field label="Shown to">
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
      label="Write a note"
      class="note-form"
      done={() => "Note sent."}
      onDone={() => setText("")}
    >
      <Field label="Note" class="note-text" hint={`${text.length} of ${NOTE_MAX} characters`}>
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
        Send the note
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
      label="Roll"
      class="roll-form"
      shape={shape}
      done={() => "Rolled: the result is in the log."}
      onDone={() => setResults("")}
    >
      {canCheck ? (
        <fieldset class="choice">
          <legend>What to roll</legend>
          <label>
            <input type="radio" name="what" value="dice" checked={!byCheck} onChange={() => setMode("dice")} /> Dice
          </label>
          <label>
            <input type="radio" name="what" value="check" checked={byCheck} onChange={() => setMode("check")} /> A
            check or save
          </label>
        </fieldset>
      ) : null}
      {byCheck ? (
        <>
          <Field label="Fighter">
            <select name="fighter" value={who} onChange={(e) => setFighter((e.target as HTMLSelectElement).value)}>
              {talk.fighters.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
          </Field>
          <Field label="Skill or Saving Throw">
            <select name="check" value={what} onChange={(e) => setCheck((e.target as HTMLSelectElement).value)}>
              {talk.checks.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
        </>
      ) : (
        <Field label="Dice to roll" hint="like 2d10+3">
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
      <Field label="Target (optional)">
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
      <Field label="Dice rolled at the table (optional)" hint="the numbers the dice show, like 7 4; empty: the table rolls">
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
            {odds.label} · Chance to reach {odds.target}: <strong>{odds.chance}</strong>
          </>
        ) : (
          <>{odds.label} · add a target to see the chance to reach it</>
        )}
      </p>
      <button type="submit" class="primary" aria-describedby={`${id}-odds`}>
        Roll
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
      <h2 id="talk-title">Notes and rolls</h2>
      {talk.can_note ? <NoteForm talk={talk} /> : null}
      {talk.can_roll ? (
        <details class="talk-roll">
          <summary>Roll dice or a check</summary>
          <RollForm talk={talk} base={panel.base} />
        </details>
      ) : null}
    </section>
  );
}
