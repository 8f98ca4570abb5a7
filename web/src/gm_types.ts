// What the game master's tools, the talk (notes and rolls) and the end screen draw: the
// panel's `gm.tools`, `talk` and `end` (tenkaichi.table.web_gm on the server), and the two
// answers the forms read before they post (a roll's odds, what an undo takes back).

import { t as text } from "./i18n";

/** A fighter as the game master's rulings name it, with the numbers a ruling changes. */
export interface ToolFighter {
  name: string;
  side: string;
  life: number;
  life_max: number;
  ki: number;
  ki_max: number;
  capacity: number;
  capacity_max: number;
  actions: number;
  counters: number;
  /** Its square as the board labels it: "C4". */
  square: string;
  /** Labels of its Combat Conditions and States. */
  conditions: string[];
  defeated: boolean;
  /** The seat that plays it, as people read it: "Ann (player)". */
  player: string;
}

/** A seat that may play a fighter. */
export interface ToolSeat {
  seat: number;
  label: string;
  role: "gm" | "player" | "bot" | string;
}

export interface GmTools {
  /** A DBU fight is running or paused and not waiting for dice: rulings may be made. */
  can_rule: boolean;
  fighters: ToolFighter[];
  /** Every Combat Condition and State, by label. */
  conditions: string[];
  /** The conditions that stack. */
  stacking: string[];
  checks: string[];
  /** This fight's sheets (a new fighter's source "sheet:<key>"). */
  sheets: { key: string; name: string }[];
  /** Example sheets on the server (a new fighter's source "example:<name>"). */
  examples: string[];
  sides: string[];
  /** Fighter names in Initiative Order. */
  order: string[];
  seats: ToolSeat[];
  bots: string[];
  width: number;
  height: number;
  undo: { available: boolean };
  status: "lobby" | "running" | "paused" | "over" | string;
}

export interface TalkTarget { value: string; label: string }

/** Notes and rolls: what this seat may write and roll, and to whom. */
export interface Talk {
  can_note: boolean;
  can_roll: boolean;
  to: TalkTarget[];
  checks: string[];
  /** Fighters this seat may roll a check for. */
  fighters: string[];
}

export interface EndFighter {
  name: string;
  side: string;
  damage_dealt: number;
  damage_taken: number;
  biggest_hit: { amount: number; target: string } | null;
  ki_spent: number;
  kos: string[];
  rounds_acted: number;
  conditions: { name: string; times: number }[];
  defeated: boolean;
}

export interface EndLink { label: string; href: string }

/** The end of the fight: the result, a summary per fighter, the downloads and the replay. */
export interface EndScreen {
  result: string;
  fighters: EndFighter[];
  exports: EndLink[];
  replay: string;
}

/** The tools with every list present: a field the table has not sent yet draws as empty
 * instead of stopping the whole page. */
export function wholeTools(t: GmTools): GmTools {
  return {
    ...t,
    fighters: (t.fighters ?? []).map((f) => ({ ...f, conditions: f.conditions ?? [] })),
    conditions: t.conditions ?? [],
    stacking: t.stacking ?? [],
    checks: t.checks ?? [],
    sheets: t.sheets ?? [],
    examples: t.examples ?? [],
    sides: t.sides ?? [],
    order: t.order ?? [],
    seats: t.seats ?? [],
    bots: t.bots ?? [],
    undo: t.undo ?? { available: false },
  };
}

/** The talk with every list present (see wholeTools). */
export function wholeTalk(t: Talk): Talk {
  const to = t.to?.length ? t.to : [{ value: "all", label: text("client-talk-everyone") }];
  return { ...t, to, checks: t.checks ?? [], fighters: t.fighters ?? [] };
}

/** GET /api/seat/{token}/odds */
export interface Odds { label: string; chance: string | null }

/** GET /api/seat/{token}/undo */
export interface UndoPreview { decisions: number; rolled: boolean; can_roll_again: boolean }

export type Refused = { error: string };

export function refused<T extends object>(answer: T | Refused): answer is Refused {
  return typeof (answer as Refused).error === "string";
}
