// The seat's client: a header with who you are and the link's state, the end screen once
// the game is over, the game's body, notes and rolls, the table panel and the game master's
// controls and tools; a status line for what the table says back;
// hotkeys to reach each part (? lists them).

import { useEffect, useState } from "preact/hooks";
import { ActionsContext, type Actions } from "./context";
import { DbuBody } from "./dbu/body";
import { DdcBody } from "./ddc/body";
import { EndScreen } from "./endscreen";
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

export const HOTKEYS: [string, string, string][] = [
  ["d", "the decision", "decision"],
  ["g", "the board", "board"],
  ["t", "the tracker", "tracker"],
  ["c", "the fighters", "cards"],
  ["l", "the log", "log"],
  ["m", "the table panel", "panel"],
];

const LINK_WORDS: Record<LinkState, string> = {
  connecting: "Connecting…",
  open: "Live",
  reconnecting: "Reconnecting…",
  closed: "Disconnected",
};

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
        focusPart(hit[2]);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  if (!screen) {
    return (
      <main class="app loading">
        <p role="status">{LINK_WORDS[props.link]}</p>
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
            <strong>
              {panel.role}
              {panel.name ? `: ${panel.name}` : ""}
            </strong>
            . The {panel.noun} is {panel.status}.
          </p>
          <p class={`link link-${props.link}`} role="status">
            <span aria-hidden="true">{props.link === "open" ? "●" : "○"} </span>
            {LINK_WORDS[props.link]}
          </p>
          <button type="button" class="help-button" aria-expanded={help} onClick={() => setHelp(!help)}>
            Keys (?)
          </button>
        </header>
        {help ? (
          <section class="help" aria-labelledby="help-title">
            <h2 id="help-title">Playing by keyboard</h2>
            <ul>
              {HOTKEYS.map(([key, what]) => (
                <li key={key}>
                  <kbd>{key}</kbd> goes to {what}
                </li>
              ))}
              <li>
                <kbd>1</kbd>–<kbd>9</kbd> choose the numbered option; <kbd>Backspace</kbd> goes back up;{" "}
                <kbd>/</kbd> finds an option by name
              </li>
              <li>
                <kbd>Tab</kbd> moves between buttons; on the board, fighters take focus and <kbd>Enter</kbd> shows
                their options
              </li>
              <li>
                <kbd>?</kbd> shows or hides this list
              </li>
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
          {panel.end ? <EndScreen end={panel.end} noun={panel.noun} /> : null}
          {body ?? (
            <p class="lobby">
              {panel.raw_status === "lobby"
                ? `The ${panel.noun} has not started yet.`
                : `The ${panel.noun} is ${panel.status}.`}
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
