// The seat's link to the table: one WebSocket that brings every new screen, and the few ways
// a seat answers (a WebSocket message for a decision or dice, a form post for the rest).
// It reconnects by itself (1 s, 2 s, 4 s ... at most 15 s apart) and, on reconnecting, the
// server sends the whole screen again, so nothing is missed while the link was down.

import { t } from "./i18n";
import type { Screen } from "./types";

export type LinkState = "connecting" | "open" | "reconnecting" | "closed";

export interface Answer {
  type: "answer";
  decision_id: number;
  option: number;
  then?: Record<string, unknown>;
}

export interface DiceMessage { type: "dice"; decision_id: number; dice: string }

export interface Hooks {
  screen(screen: Screen): void;
  state(state: LinkState): void;
  error(message: string): void;
}

export const CLIENT_HEADER = "x-tenkaichi-client";

/** A refusal the table gave no words for: "the table refused that (409)". */
export function refusedWords(status: number): string {
  return t("client-refused", { status: String(status) });
}

/** Wait before the nth reconnection (n from 0), in milliseconds. */
export function backoff(n: number): number {
  return Math.min(15_000, 1_000 * 2 ** Math.min(n, 4));
}

export class Live {
  private socket: WebSocket | null = null;
  private tries = 0;
  private seq = -1;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: string,
    private readonly base: string,
    private readonly hooks: Hooks,
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }

  private open(): void {
    this.hooks.state(this.tries === 0 ? "connecting" : "reconnecting");
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.tries = 0;
      this.seq = -1; // a new link's first screen is the table as it is now
      this.hooks.state("open");
    };
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === 1008) {
        // the server refused this seat (its link was taken back): no point in retrying
        this.hooks.state("closed");
        this.hooks.error(t("client-link-refused"));
        return;
      }
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    this.hooks.state("reconnecting");
    this.timer = setTimeout(() => this.open(), backoff(this.tries++));
  }

  private receive(raw: string): void {
    let data: { type?: string; message?: string; view?: { screen?: Screen } };
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    if (data.type === "error" && data.message) {
      this.hooks.error(data.message);
      return;
    }
    const screen = data.type === "view" ? data.view?.screen : undefined;
    if (!screen) return;
    if (!fresher(screen, this.seq)) return;
    this.seq = screen.seq;
    this.hooks.screen(screen);
  }

  /** Send a decision's answer (and, for a grid click, the next option's key). */
  answer(message: Answer): boolean {
    return this.send(message);
  }

  dice(message: DiceMessage): boolean {
    return this.send(message);
  }

  private send(message: object): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
      this.hooks.error(t("client-not-connected"));
      return false;
    }
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Post one of the seat's forms (join, policy, the game master's controls); the error's
   * one line, or "" when it was done. */
  async post(action: string, fields: Record<string, string>): Promise<{ error: string; field: string }> {
    try {
      const response = await fetch(`${this.base}/${action}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_HEADER]: "1" },
        body: new URLSearchParams(fields).toString(),
        credentials: "same-origin",
      });
      const data = (await response.json().catch(() => ({}))) as { error?: string; field?: string };
      if (!response.ok) {
        return { error: data.error ?? refusedWords(response.status), field: data.field ?? "" };
      }
      return { error: "", field: "" };
    } catch {
      return { error: t("client-unreachable"), field: "" };
    }
  }
}

/** The URL of one of the seat's JSON questions (``base`` is "/seat/TOKEN"; the answer is at
 * "/api/seat/TOKEN/what"); empty parameters are left out. */
export function apiUrl(base: string, what: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== "")).toString();
  return `/api${base}/${what}${query ? `?${query}` : ""}`;
}

/** Ask the table a question (a roll's odds, what an undo takes back): its answer, or
 * {error} with the table's one line. */
export async function getJson<T>(url: string): Promise<T | { error: string }> {
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json", [CLIENT_HEADER]: "1" },
      credentials: "same-origin",
    });
    const data = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok || typeof data.error === "string") {
      return { error: data.error ?? refusedWords(response.status) };
    }
    return data;
  } catch {
    return { error: t("client-unreachable") };
  }
}

/** Is a screen to be shown? Views never go back in seq (an older one lost a race with a
 * newer one); one of the same seq is newer news (a seat let in, a setting changed). */
export function fresher(screen: Screen, seq: number): boolean {
  return screen.seq >= seq;
}
