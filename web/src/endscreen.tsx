// The end of the fight: the result as a heading (it takes the focus when the fight ends under
// the reader, so a screen reader reads it first), a summary of every fighter (a table; on a
// phone one card a fighter), the transcripts and the input log to download, and the replay.

import { useEffect, useRef } from "preact/hooks";
import { gameOf, theMatch } from "./format";
import type { EndFighter, EndScreen as EndModel } from "./gm_types";
import { t } from "./i18n";

/** A fighter's summary with every list present (a summary the table could not make whole
 * still draws). */
function whole(f: EndFighter): EndFighter {
  return { ...f, kos: f.kos ?? [], conditions: f.conditions ?? [], biggest_hit: f.biggest_hit ?? null };
}

function hit(f: EndFighter): string {
  return f.biggest_hit
    ? t("client-end-hit", { amount: String(f.biggest_hit.amount), target: f.biggest_hit.target })
    : t("client-end-no-hit");
}

function conditions(f: EndFighter): string {
  if (!f.conditions.length) return t("client-end-no-conditions");
  return f.conditions.map((c) => (c.times > 1 ? `${c.name} ×${c.times}` : c.name)).join(", ");
}

/** The summary's columns after the fighter's name: heading (a message id) and value. */
const COLUMNS: [string, (f: EndFighter) => string | number][] = [
  ["client-side", (f) => f.side],
  ["client-end-dealt", (f) => f.damage_dealt],
  ["client-end-taken", (f) => f.damage_taken],
  ["client-end-biggest", hit],
  ["client-end-ki", (f) => (f.ki_spent === null || f.ki_spent === undefined ? t("client-hidden") : f.ki_spent)],
  ["client-end-kos", (f) => (f.kos.length ? f.kos.join(", ") : t("client-end-no-kos"))],
  ["client-end-rounds", (f) => f.rounds_acted],
  ["client-end-conditions", conditions],
];

/** The end screen of a match of `game` (an older caller names its `noun`: "fight"). */
export function EndScreen({ end, game, noun = "fight" }: { end: EndModel; game?: string; noun?: string }) {
  const the = theMatch(gameOf({ game, noun }));
  const The = theMatch(gameOf({ game, noun }), true);
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
        {end.result || t("client-table-over", { the: The })}
      </h2>
      {fighters.length ? (
        <div class="table-scroll">
          <table class="summary">
            <caption>{t("client-end-caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("client-fighter")}</th>
                {COLUMNS.map(([words]) => (
                  <th scope="col" key={words}>
                    {t(words)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fighters.map((f) => (
                <tr key={f.name} class={f.defeated ? "defeated" : "standing"}>
                  <th scope="row">
                    {f.name}{" "}
                    {f.defeated ? (
                      <span class="badge defeated">✕ {t("client-defeated")}</span>
                    ) : (
                      <span class="badge standing">{t("client-end-standing")}</span>
                    )}
                  </th>
                  {COLUMNS.map(([words, value]) => (
                    <td key={words} data-label={t(words)}>
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
            <h3 id="end-downloads">{t("client-end-downloads")}</h3>
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
              {t("client-replay", { the })}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
