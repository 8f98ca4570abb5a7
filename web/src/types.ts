// The screen a seat's client draws: tenkaichi.table.screen on the server makes it from the
// seat's view alone. The client holds no rule: every label, cost, odd and square is here.

import type { EndScreen, GmTools, Talk } from "./gm_types";

export type Square = [number, number];

export interface Countdown { left: number; shown: number; who: string }

export interface PendingDice {
  decision_id: number;
  title: string;
  prompt: string;
  dice: string[];
  example: string;
}

export interface PolicyFamily {
  id: string;
  name: string;
  when: string;
  choices: [string, string][];
  value: string;
  notes: string[];
}

export interface GmSeat {
  seat: number;
  role: string;
  name: string;
  gm: boolean;
  joined: boolean;
  side: string;
  approved: boolean;
  can_approve: boolean;
  can_remove: boolean;
  link: string;
  relink: boolean;
  dice: string;
  rolls: boolean;
}

export interface GmSettings {
  gm_sees_secrets: string;
  turn_timer: string | number;
  timer_min: number;
  timer_max: number;
  on_timeout: string;
  timeouts: [string, string][];
}

export interface Gm {
  seats: GmSeat[];
  sides: string[];
  bots: string[];
  physical: boolean;
  settings: GmSettings;
  /** The game master's rulings, fighters, undo and end (a DBU table). */
  tools?: GmTools | null;
}

export interface Panel {
  game: string;
  title: string;
  noun: string;
  base: string;
  ws: string;
  seq: number;
  version: number;
  status: string;
  raw_status: string;
  role: string;
  name: string;
  must_join: boolean;
  waiting_approval: boolean;
  notices: string[];
  dice: PendingDice | null;
  dice_prompt: string;
  dice_count: number;
  dice_faces: string;
  dice_example: string;
  waiting_dice: string;
  countdown: Countdown | null;
  policies: { families: PolicyFamily[]; fighters: string[] } | null;
  replay: boolean;
  gm: Gm | null;
  /** Notes and rolls this seat may make. */
  talk?: Talk | null;
  /** The end screen, once the game is over. */
  end?: EndScreen | null;
}

/** A language the seat may read the table in: its code and its name in itself ("Español"). */
export interface Language { code: string; name: string }

export interface Screen<B = unknown> {
  game: string;
  seq: number;
  version: number;
  status: string;
  panel: Panel;
  body: B | null;
  /** The language the screen's words are in ("en", "es", "pt-BR"; "en-XA" in tests); the
   * client writes its own words in it too. */
  language?: string;
  /** The languages the seat may choose, for the header's picker. */
  languages?: Language[];
}

// --- DBU ---------------------------------------------------------------------------------

export interface Reach { x: number; y: number; steps: number; path: Square[] }

export interface Place {
  square?: Square;
  path?: Square[];
  reach?: Reach[];
  then?: string;
  target?: string;
  area?: Square[];
  hits?: string[];
}

export interface Leaf {
  index: number;
  key: Record<string, unknown>;
  label: string;
  cost: string | null;
  odds: string | null;
  chance: number | null;
  expected: number | null;
  place: Place | null;
  declines?: boolean;
}

export interface Group { title: string; children: Node[] }
export type Node = Group | Leaf;

export function isLeaf(node: Node): node is Leaf {
  return (node as Leaf).index !== undefined;
}

export interface Decision {
  id: number;
  actor?: string;
  yours: boolean;
  headline: string;
  options?: Group;
  family?: string;
  family_name?: string;
  fighter?: string;
}

export interface GridFighter {
  name: string;
  initials: string;
  side: string;
  colour: string;
  x: number;
  y: number;
  size: number;
  square: string;
  acting: boolean;
  defeated: boolean;
}

export interface Grid {
  width: number;
  height: number;
  fighters: GridFighter[];
  features: { name: string; x: number; y: number; size: number; hardness: number }[];
  items: { name: string; x: number; y: number }[];
  vehicles: { name: string; x: number; y: number; size: number }[];
}

export interface Condition { name: string; stacks: number; state: boolean; ends: string }

export interface FighterCard {
  name: string;
  side: string;
  colour: string;
  yours: boolean;
  acting: boolean;
  defeated: boolean;
  life: number;
  max_life: number;
  ki: number | null;
  max_ki: number;
  capacity: number | null;
  max_capacity: number;
  actions: number | null;
  counters: number | null;
  form: string | null;
  aura: string | null;
  charge: string | null;
  effects: string[];
  conditions: Condition[];
  threshold: string;
  enhancement: string | null;
  square: string;
}

export interface TrackerEntry {
  name: string;
  side: string;
  acting: boolean;
  defeated: boolean;
  actions: number | null;
  counters: number | null;
}

export interface Tracker { round: number; acting: string; order: TrackerEntry[]; waiting: string }

export interface Ranges { fighter: string; melee: Square[]; long: Square[]; long_range: number }

export interface DbuBody {
  seq: number;
  viewer: { role: string; side: string };
  edition: string;
  round: number;
  over: boolean;
  winner: string;
  sides: { name: string; colour: string }[];
  grid: Grid;
  fighters: FighterCard[];
  /** Lines of the log; a note or an ad-hoc roll has kind "note" or "roll". */
  log: { round: number; text: string; kind?: string }[];
  decision: Decision | null;
  tracker: Tracker;
  ranges: Ranges | null;
  mine: string[];
}
