// The combat tracker: the round, the Initiative Order with each fighter's Actions and Counter
// Action left, whose turn it is and whom the table waits for.
import { overWords } from "../format";
import type { Tracker as TrackerModel } from "../types";

export function Tracker(props: { tracker: TrackerModel; over: boolean; winner: string }) {
  const t = props.tracker;
  return (
    <section class="tracker" aria-labelledby="tracker-title" tabIndex={-1} id="tracker">
      <h2 id="tracker-title">
        Round {t.round}
        {props.over ? ` · ${overWords(props.winner)}` : ""}
      </h2>
      <ol class="order" aria-label="Initiative Order">
        {t.order.map((e) => (
          <li key={e.name} class={`${e.acting ? "acting" : ""}${e.defeated ? " defeated" : ""}`} aria-current={e.acting ? "step" : undefined}>
            <span class="who">
              {e.acting ? <span aria-hidden="true">▶ </span> : null}
              {e.name}
            </span>
            <span class="left">
              {e.defeated ? "✕ defeated" : `${e.actions} A · ${e.counters} CA`}
            </span>
          </li>
        ))}
      </ol>
      {t.waiting ? <p class="waiting">{t.waiting}</p> : null}
    </section>
  );
}
