// What every part of the client reaches: the link to the table and the shared UI state.
import { createContext } from "preact";
import type { Live } from "./live";

export interface Actions {
  live: Live;
  /** Tell the person something in the status line (a refusal, a confirmation). */
  say(message: string, kind?: "error" | "info"): void;
  /** Post a form; shows its refusal and returns whether it was done. */
  post(action: string, fields: Record<string, string>): Promise<boolean>;
}

export const ActionsContext = createContext<Actions | null>(null);
