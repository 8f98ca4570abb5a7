// Tournament of Power's part of a seat's screen: tenkaichi.table.web_top.page_model, as JSON.
// Every label, damage and odd is the server's; the client only draws and maps clicks.

export interface Info { name: string; kind: string; text: string; made_up: boolean }

export interface Face { name: string; icon: string }

export interface TopToken {
  id: number;
  letters: string;
  name: string;
  character: string;
  form: number;
  owner: string;
  colour: string;
  ink: string;
  shape: string;
  alive: boolean;
  cell: number;
  left: number | null;
  max: number | null;
  space: string;
}

export interface CardForm {
  index: number;
  name: string;
  dice: number;
  rerolls: number;
  power: { name: string; text: string } | null;
  values: { symbol: string; value: number }[];
  combos: { name: string; symbols: string[]; damage: number; sphere: boolean }[];
  dodge_need: { symbol: string; count: number };
  roll: [number, number] | null;
  divisor: number;
  cost: number;
  made_up: boolean;
}

export interface WarriorCard {
  id: string;
  name: string;
  endurance: number;
  transform_dice: number;
  wild: string;
  forms: CardForm[];
}

export interface PlayerWarrior {
  name: string;
  alive: boolean;
  left: number;
  max: number;
  share: number;
  space: string;
  power: string;
  fused: boolean;
}

export interface TopPlayer {
  name: string;
  colour: string;
  score: number;
  hand_size: number;
  playing: boolean;
  warriors: PlayerWarrior[];
}

export interface Result { name: string; need: string; damage: number; formed: boolean; sphere: boolean }

export interface Odds { name: string; need: string; chance: string; damage: number | null }

export interface TopOption {
  number: number;
  label: string;
  what: "move" | "cell" | "keep" | "stop" | "button";
  warrior?: number;
  to?: number;
  space?: string;
  reroll?: number[];
  best?: boolean;
  aim?: string;
  chance?: string;
  damage?: number | null;
  expected?: number | null;
  now?: Result | null;
  odds?: Odds[];
  card?: Info;
  info?: Info;
}

export interface TopDecision {
  yours: boolean;
  waiting?: string;
  kind?: string;
  options?: TopOption[];
  id?: number;
  prompt?: string;
  actor?: string;
  hint?: string;
  notes?: string[];
  dice?: number;
}

export interface Space {
  cell: number;
  x: number;
  y: number;
  name: string;
  fill: string;
  colour: string;
  text: string;
  option: number | null;
}

export interface BoardWarrior {
  id: number;
  cell: number;
  cx: number;
  cy: number;
  r: number;
  colour: string;
  initials: string;
  left: number | string;
  title: string;
  movable: boolean;
}

export interface TopBoard { width: number; height: number; cell: number; spaces: Space[]; warriors: BoardWarrior[] }

export interface TopCombat {
  attacker: string;
  defender: string;
  attacker_id: number;
  defender_id: number;
  kind: string;
  stage: string;
  rerolls: number;
  dice: Face[];
  results: Result[];
  strike: { striker: number; target: number; damage: number; sphere: boolean; need: string } | null;
}

export interface TopHand {
  whose: string;
  cards: (Info & { id: string })[];
  several: boolean;
}

export interface TopModel {
  started: boolean;
  winner: string;
  players: TopPlayer[] | number;
  seats?: { player: string; name: string }[];
  mine?: string[];
  hot_seat?: boolean;
  actor_named?: string;
  tokens?: Record<string, TopToken>;
  warrior_cards?: Record<string, WarriorCard>;
  active?: number[];
  round?: number;
  last_round?: number;
  turn?: string;
  deciding?: string;
  headline?: string;
  event?: Info | null;
  hand?: TopHand | null;
  combat?: TopCombat | null;
  log?: string[];
  help?: { spaces: (Info & { colour: string; fill: string })[]; powers: Info[]; warriors: Info[]; faces: Face[] };
  decision?: TopDecision | null;
  people?: Record<string, string>;
  board?: TopBoard;
}
