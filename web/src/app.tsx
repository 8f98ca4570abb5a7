// The seat's client: a header with who you are and the link's state, the end screen once
// the game is over, the game's body, notes and rolls, the table panel and the game master's
// controls and tools; a status line for what the table says back;
// hotkeys to reach each part (? lists them).

import { useEffect, useState } from "preact/hooks";
import { ActionsContext, type Actions } from "./context";
import { DbuBody } from "./dbu/body";
import { DdcBody } from "./ddc/body";
import { EndScreen } from "./endscreen";
import { gameOf, theMatch } from "./format";
import { browserLanguage, rich, serve, t } from "./i18n";
import { LanguagePicker } from "./language";
import type { LinkState } from "./live";
import { GmPanel, TablePanel } from "./panel";
import { Talk } from "./talk";
import { TopBody } from "./top/body";
import type { DbuBody as DbuModel, Screen } from "./types";

export interface AppProps {
  screen: Screen | null;
  link: LinkState;
  message: { text: string; kind: "error" | "info"; at: number } | null;
  actions: Actions;
}

/** Each hotkey, the part of the page it goes to (the words: message `client-part-<part>`). */
export const HOTKEYS: [string, string][] = [
  ["d", "decision"],
  ["g", "board"],
  ["t", "tracker"],
  ["c", "cards"],
  ["l", "log"],
  ["m", "panel"],
];

/** The link's state in words ("Connecting…", "Live"). */
function linkWords(link: LinkState): string {
  return t(`client-link-${link}`);
}

/** The table's state in a sentence: "The fight is in progress." */
function tableWords(panel: Screen["panel"]): string {
  const the = theMatch(gameOf(panel), true);
  const known = ["lobby", "running", "paused", "over"].includes(panel.raw_status);
  return known ? t(`client-table-${panel.raw_status}`, { the }) : t("client-table-other", { the, status: panel.status });
}

const Key = (props: { k: string }) => <kbd>{props.k}</kbd>;

/** The first thing to work with in each part (the decision's first entry, not its filter:
 * "/" reaches the filter). */
const FIRST: Record<string, string> = {
  decision:
    "form.dice input, .move-picker input, .armed button, .amount input[type=number], .options button, button, input",
  panel: "form.dice input, button, input, select",
};

function focusPart(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const inner = el.querySelector<HTMLElement>(FIRST[id] ?? "button, input, select, [tabindex='0']");
  (id === "log" || !inner ? el : inner).focus();
}

export function App(props: AppProps) {
  const { screen } = props;
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "?") {
        setHelp((h) => !h);
        return;
      }
      if (event.key === "/") {
        const find = document.querySelector<HTMLInputElement>(".decision input[type=search]");
        if (find) {
          event.preventDefault();
          find.focus();
        }
        return;
      }
      const hit = HOTKEYS.find(([key]) => key === event.key);
      if (hit) {
        event.preventDefault();
        focusPart(hit[1]);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  // the client's words in the screen's language (before the first screen, the browser's)
  const lang = serve(screen ? (screen.language ?? "en") : browserLanguage());
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (!screen) {
    return (
      <main class="app loading">
        <p role="status">{linkWords(props.link)}</p>
      </main>
    );
  }
  const panel = screen.panel;
  let body = null;
  if (screen.body) {
    if (screen.game === "dbu") body = <DbuBody body={screen.body as DbuModel} />;
    else if (screen.game === "top") body = <TopBody body={screen.body as never} panel={panel} />;
    else if (screen.game === "ddc") body = <DdcBody body={screen.body as never} panel={panel} />;
  }
  return (
    <ActionsContext.Provider value={props.actions}>
      <div class={`app game-${screen.game}`} data-seq={screen.seq} data-status={screen.status}>
        <header class="top-bar">
          <h1>
            Tenkaichi <span class="game-title">· {panel.title}</span>
          </h1>
          <p class="seat">
            {rich("client-seat", {
              who: (
                <strong>
                  {panel.role}
                  {panel.name ? `: ${panel.name}` : ""}
                </strong>
              ),
              table: tableWords(panel),
            })}
          </p>
          <p class={`link link-${props.link}`} role="status">
            <span aria-hidden="true">{props.link === "open" ? "●" : "○"} </span>
            {linkWords(props.link)}
          </p>
          <button type="button" class="help-button" aria-expanded={help} onClick={() => setHelp(!help)}>
            {t("client-keys-button")}
          </button>
          {screen.languages?.length ? <LanguagePicker languages={screen.languages} current={lang} /> : null}
        </header>
        {help ? (
          <section class="help" aria-labelledby="help-title">
            <h2 id="help-title">{t("client-keys-title")}</h2>
            <ul>
              {HOTKEYS.map(([key, part]) => (
                <li key={key}>{rich("client-keys-goes-to", { key: <Key k={key} />, part: t(`client-part-${part}`) })}</li>
              ))}
              <li>
                {rich("client-keys-choose", {
                  first: <Key k="1" />,
                  last: <Key k="9" />,
                  back: <Key k={t("client-key-backspace")} />,
                  find: <Key k="/" />,
                })}
              </li>
              <li>{rich("client-keys-tab", { tab: <Key k={t("client-key-tab")} />, enter: <Key k={t("client-key-enter")} /> })}</li>
              <li>{rich("client-keys-help", { help: <Key k="?" /> })}</li>
            </ul>
          </section>
        ) : null}
        <div class="status-line" role={props.message?.kind === "error" ? "alert" : "status"} aria-live="polite">
          {props.message ? (
            <p class={props.message.kind} key={props.message.at}>
              {props.message.kind === "error" ? <span aria-hidden="true">⚠ </span> : null}
              {props.message.text}
            </p>
          ) : null}
        </div>
        <main>
          {panel.end ? <EndScreen end={panel.end} game={gameOf(panel)} /> : null}
          {body ?? (
            <p class="lobby">
              {panel.raw_status === "lobby"
                ? t("client-table-not-started", { the: theMatch(gameOf(panel), true) })
                : tableWords(panel)}
            </p>
          )}
          {panel.talk && !panel.gm?.tools ? <Talk panel={panel} talk={panel.talk} /> : null}
          <div id="panel" tabIndex={-1}>
            <TablePanel panel={panel} />
            {panel.gm ? <GmPanel panel={panel} gm={panel.gm} /> : null}
          </div>
        </main>
      </div>
    </ActionsContext.Provider>
  );
}
