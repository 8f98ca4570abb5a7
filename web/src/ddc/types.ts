// Dungeon DICE Combat's part of a seat's screen: tenkaichi.table.web_ddc.page_model as JSON.
// Every word, colour, shape, square and number comes from the server; the client holds no rule.

export type Shape = "circle" | "square" | "diamond" | "triangle" | "hexagon";
export type Edge = "left" | "right" | "top" | "bottom" | "";

export interface DdcSide { name: string; colour: string; shape: Shape; edge: Edge }

export interface DdcFighter {
  index: number;
  /** The battle name: what options and the log name it by. */
  name: string;
  /** The name it is shown by: its current form's (a digivolved Gabumon is "Garurumon"). */
  shown: string;
  letter: string;
  form: string;
  base: string;
  level: string;
  side: string;
  colour: string;
  shape: Shape;
  x: number;
  y: number;
  square: string;
  hp: number;
  max_hp: number;
  hp_percent: number;
  dice: string;
  defending: boolean;
  posts: number;
  recharge: string;
  recharging: boolean;
  marks: string[];
  statuses: string[];
  moves: string[];
  alive: boolean;
  acting: boolean;
  target: boolean;
}

export interface DdcAttack {
  number: number;
  move: string;
  named: boolean;
  kind: string;
  about: string;
  label: string;
  /** "8-32 damage, about 20", or "" when the view gives no plain roll. */
  amount: string;
  /** The chance the hit knocks the target out, when the view shows it plainly. */
  knockout: number | null;
}

export interface DdcTarget {
  name: string;
  shown: string;
  side: string;
  ally: boolean;
  index: number;
  moves: DdcAttack[];
}

export interface DdcSquare {
  number: number;
  kind: "move" | "charge";
  x: number;
  y: number;
  label: string;
  /** Foes this square stands next to. */
  near: string[];
}

export interface DdcOrderEntry { name: string; shown: string; side: string; alive: boolean; acting: boolean }

export interface DdcDecision { id: number; yours: boolean; headline: string }

export interface DdcBody {
  round: number;
  width: number;
  height: number;
  fighters: DdcFighter[];
  sides: DdcSide[];
  viewer: { role: string; side: string; plays: string[] };
  actor: string;
  order: DdcOrderEntry[];
  turn: string;
  over: boolean;
  winner: string;
  decision: DdcDecision | null;
  squares: DdcSquare[];
  targets: DdcTarget[];
  others: { number: number; label: string }[];
  log: { kind: string; text: string }[];
}
