// The end of the fight: the result as a heading (it takes the focus when the fight ends under
// the reader, so a screen reader reads it first), a summary of every fighter (a table; on a
// phone one card a fighter), the transcripts and the input log to download, and the replay.

import { useEffect, useRef } from "preact/hooks";
import type { EndFighter, EndScreen as EndModel } from "./gm_types";

/** A fighter's summary with every list present (a summary the table could not make whole
 * still draws). */
function whole(f: EndFighter): EndFighter {
  return { ...f, kos: f.kos ?? [], conditions: f.conditions ?? [], biggest_hit: f.biggest_hit ?? null };
}

function hit(f: EndFighter): string {
  return f.biggest_hit ? `${f.biggest_hit.amount} to ${f.biggest_hit.target}` : "none";
}

function conditions(f: EndFighter): string {
  if (!f.conditions.length) return "none";
  return f.conditions.map((c) => (c.times > 1 ? `${c.name} ×${c.times}` : c.name)).join(", ");
}

/** The summary's columns after the fighter's name: heading and value. */
const COLUMNS: [string, (f: EndFighter) => string | number][] = [
  ["Side", (f) => f.side],
  ["Damage dealt", (f) => f.damage_dealt],
  ["Damage taken", (f) => f.damage_taken],
  ["Biggest hit", hit],
  ["Ki spent", (f) => (f.ki_spent === null || f.ki_spent === undefined ? "hidden" : f.ki_spent)],
  ["Knocked out", (f) => (f.kos.length ? f.kos.join(", ") : "none")],
  ["Rounds acted", (f) => f.rounds_acted],
  ["Conditions and States", conditions],
];

export function EndScreen({ end, noun = "fight" }: { end: EndModel; noun?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const fighters = (end.fighters ?? []).map(whole);
  const exports = end.exports ?? [];
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) heading.current?.focus();
  }, []);
  return (
    <section class="end-screen" aria-labelledby="end-title" id="end">
      <h2 id="end-title" tabIndex={-1} ref={heading}>
        {end.result || `The ${noun} is over.`}
      </h2>
      {fighters.length ? (
        <div class="table-scroll">
          <table class="summary">
            <caption>How each fighter did</caption>
            <thead>
              <tr>
                <th scope="col">Fighter</th>
                {COLUMNS.map(([words]) => (
                  <th scope="col" key={words}>
                    {words}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fighters.map((f) => (
                <tr key={f.name} class={f.defeated ? "defeated" : "standing"}>
                  <th scope="row">
                    {f.name}{" "}
                    {f.defeated ? <span class="badge defeated">✕ defeated</span> : <span class="badge standing">standing</span>}
                  </th>
                  {COLUMNS.map(([words, value]) => (
                    <td key={words} data-label={words}>
                      {value(f)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div class="end-links">
        {exports.length ? (
          <>
            <h3 id="end-downloads">Downloads</h3>
            <ul class="exports" aria-labelledby="end-downloads">
              {exports.map((link) => (
                <li key={link.href}>
                  <a href={link.href} download>
                    <span aria-hidden="true">⬇ </span>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {end.replay ? (
          <p>
            <a href={end.replay} class="replay-link">
              Replay the {noun} step by step
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
