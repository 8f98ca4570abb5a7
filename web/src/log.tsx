// The log: a live region of readable lines, each roll expandable to its breakdown, filters
// (mine / rolls / all), and it never scrolls under the reader: it follows new lines only
// while it is scrolled to its end. A note or an ad-hoc roll made at the table reads as one,
// by a word before it ("Note", "Roll"), not by its colour alone.

import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { rollParts } from "./format";
import { t } from "./i18n";

export interface LogLine { text: string; round?: number; kind?: string }

type Filter = "all" | "mine" | "rolls";

/** The word before a line of the table's own (a note, an ad-hoc roll), by its kind. */
const KIND_WORDS: Record<string, string> = { note: "client-log-note", roll: "client-log-roll" };

const FILTER_WORDS: Record<Filter, string> = { all: "client-log-all", mine: "client-log-mine", rolls: "client-log-rolls" };

export function Log(props: { lines: LogLine[]; mine: string[] }) {
  const [filter, setFilter] = useState<Filter>("all");
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const shown = props.lines.filter((line) => {
    if (filter === "rolls") return line.kind === "roll" || rollParts(line.text) !== null;
    if (filter === "mine") return props.mine.some((name) => line.text.includes(name));
    return true;
  });
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [shown.length, filter]);
  const onScroll = () => {
    const el = box.current;
    if (el) atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };
  let round = -1;
  return (
    <section class="log-section" aria-labelledby="log-title">
      <div class="log-head">
        <h2 id="log-title">{t("client-log-title")}</h2>
        <div class="filters" role="group" aria-label={t("client-log-show")}>
          {(["all", "mine", "rolls"] as Filter[]).map((f) => (
            <button type="button" key={f} aria-pressed={filter === f} onClick={() => setFilter(f)} disabled={f === "mine" && !props.mine.length}>
              {t(FILTER_WORDS[f])}
            </button>
          ))}
        </div>
      </div>
      <div class="log" role="log" aria-live="polite" aria-relevant="additions" tabIndex={0} ref={box} onScroll={onScroll} id="log">
        {shown.map((line, i) => {
          const parts = rollParts(line.text);
          const word = line.kind && KIND_WORDS[line.kind] ? t(KIND_WORDS[line.kind]) : undefined;
          const kind = word ? (
            <>
              <strong class="kind">{word}</strong>{" "}
            </>
          ) : null;
          const cls = word ? ` kind-${line.kind}` : "";
          const heading = line.round !== undefined && line.round !== round && line.round > 0;
          if (line.round !== undefined) round = line.round;
          return (
            <div key={i}>
              {heading ? <p class="round-mark">{t("client-round", { round: String(line.round) })}</p> : null}
              {parts ? (
                <details class={`line roll${cls}`}>
                  <summary>
                    {kind}
                    {parts[0]}
                  </summary>
                  <p>{parts[1]}</p>
                </details>
              ) : (
                <p class={`line${cls}`}>
                  {kind}
                  {line.text}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
