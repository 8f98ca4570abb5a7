// The fight preview on the game master's page: what GET and POST /api/seat/{token}/preview
// answer (tenkaichi.table.web_preview), and the result they carry
// (tenkaichi.dbu.preview.PreviewResult.to_json, whose keys its result.py lists).

/** A 95% interval of a chance: shares from 0 to 1. */
export interface Interval { low: number; high: number }

export interface SideOdds {
  side: string;
  fighters: string[];
  wins: number;
  /** wins / fights played, 0 to 1. */
  chance: number;
  interval: Interval;
}

export interface Draws { count: number; chance: number; interval: Interval }

export interface RoundsFacts {
  mean: number;
  low: number;
  high: number;
  quartiles: { q1: number; median: number; q3: number };
  /** The 10th and 90th percentiles: 8 fights in 10 last that long. */
  most_runs: { low: number; high: number };
  counts: { rounds: number; runs: number }[];
}

export interface OptionUse { option: string; uses: number; share: number }

export interface AttackDamage {
  attack: string;
  uses: number;
  share: number;
  hits: number;
  damage: number;
  damage_a_hit: number;
}

export interface FighterFacts {
  fighter: string;
  side: string;
  falls_first: number;
  falls_first_share: number;
  defeated: number;
  defeated_share: number;
  mean_damage_dealt: number;
  /** The options chosen most on their turns, most used first. */
  options: OptionUse[];
  /** Their attacks, the most damaging first. */
  attacks: AttackDamage[];
}

export interface PreviewResult {
  runs: number;
  /** Fights played: runs, or fewer when cancelled. */
  done: number;
  cancelled: boolean;
  first_seed: number;
  /** The bot that plays every side, in words. */
  bot: string;
  sides: SideOdds[];
  draws: Draws;
  safety_stops: number;
  rounds: RoundsFacts;
  nobody_fell: number;
  fighters: FighterFacts[];
}

export type PreviewState = "idle" | "running" | "done" | "cancelled" | "failed";

/** The table's preview as the page draws it. */
export interface Preview {
  /** False: no preview at this table now (`why` says why). */
  offered: boolean;
  why: string;
  runs_default: number;
  runs_max: number;
  state: PreviewState;
  /** The fights asked for. */
  runs: number;
  done: number;
  total: number;
  /** When the preview failed: what went wrong, in one line. */
  failure: string;
  result: PreviewResult | null;
}
