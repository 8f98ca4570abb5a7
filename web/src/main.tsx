// Boot: take the server-drawn seat page over. The page carries #tk-client with the seat's
// paths; the first screen from the WebSocket replaces the server's markup, and every later
// one is drawn in place (no reload: scroll, focus, typed fields and open menus stay).

import { render } from "preact";
import { App, type AppProps } from "./app";
import type { Actions } from "./context";
import { Live, type LinkState } from "./live";
import type { Screen } from "./types";
import "./style.css";

function boot(): void {
  const anchor = document.getElementById("tk-client");
  if (!anchor) return;
  const base = anchor.dataset.base ?? "";
  const proto = location.protocol === "https:" ? "wss://" : "ws://";
  const url = proto + location.host + (anchor.dataset.ws ?? "");
  let state: Omit<AppProps, "actions"> = { screen: null, link: "connecting", message: null };
  let root: HTMLElement | null = null;

  const draw = () => {
    if (!root) return;
    render(<App {...state} actions={actions} />, root);
  };
  const set = (change: Partial<typeof state>) => {
    state = { ...state, ...change };
    draw();
  };
  const takeOver = () => {
    if (root) return;
    root = document.createElement("div");
    root.id = "tk-app";
    // the client's style sheet came with the server's markup: keep it, in the head
    document.querySelectorAll("link[rel=stylesheet][href*='/static/client/']").forEach((link) => {
      document.head.appendChild(link);
    });
    // and drop the server page's own styles, drawn for its markup, not the client's
    document.querySelectorAll("head style").forEach((style) => style.remove());
    document.body.replaceChildren(root);
    document.body.classList.add("tk-client");
  };
  const say = (text: string, kind: "error" | "info" = "info") =>
    set({ message: { text, kind, at: Date.now() } });

  const live = new Live(url, base, {
    screen(screen: Screen) {
      takeOver();
      const stale = state.message && state.message.kind === "info";
      set({ screen, ...(stale ? { message: null } : {}) });
    },
    state(link: LinkState) {
      set({ link });
    },
    error(message: string) {
      say(message, "error");
    },
  });
  const actions: Actions = {
    live,
    say,
    async post(action, fields) {
      const result = await live.post(action, fields);
      if (result.error) {
        say(result.error, "error");
        return false;
      }
      return true;
    },
  };
  (window as unknown as { tenkaichi?: unknown }).tenkaichi = { live, ready: () => state.screen !== null };
  live.start();
}

boot();
