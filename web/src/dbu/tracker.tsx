// The combat tracker: the round, the Initiative Order with each fighter's Actions and Counter
// Action left, whose turn it is and whom the table waits for.
import { overWords } from "../format";
import { t } from "../i18n";
import type { Tracker as TrackerModel } from "../types";

export function Tracker(props: { tracker: TrackerModel; over: boolean; winner: string }) {
  const tr = props.tracker;
  return (
    <section class="tracker" aria-labelledby="tracker-title" tabIndex={-1} id="tracker">
      <h2 id="tracker-title">
        {t("client-round", { round: String(tr.round) })}
        {props.over ? ` · ${overWords(props.winner)}` : ""}
      </h2>
      <ol class="order" aria-label={t("client-initiative-order")}>
        {tr.order.map((e) => (
          <li key={e.name} class={`${e.acting ? "acting" : ""}${e.defeated ? " defeated" : ""}`} aria-current={e.acting ? "step" : undefined}>
            <span class="who">
              {e.acting ? <span aria-hidden="true">▶ </span> : null}
              {e.name}
            </span>
            <span class="left">
              {e.defeated ? `✕ ${t("client-defeated")}` : t("client-dbu-left", { actions: String(e.actions), counters: String(e.counters) })}
            </span>
          </li>
        ))}
      </ol>
      {tr.waiting ? <p class="waiting">{tr.waiting}</p> : null}
    </section>
  );
}
