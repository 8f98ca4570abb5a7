// Recorded-like screens for the game master's tools, the talk and the end screen (the
// fields tenkaichi.table.web_gm sends).
import type { EndScreen, GmTools, Talk } from "../src/gm_types";
import type { Gm, Panel } from "../src/types";

export function tools(over: Partial<GmTools> = {}): GmTools {
  const fighter = (name: string, side: string, square: string, extra = {}) => ({
    name, side, square, life: 40, life_max: 50, ki: 20, ki_max: 30, capacity: 10, capacity_max: 12,
    actions: 2, counters: 1, conditions: [] as string[], defeated: false, player: "You (game master)", ...extra,
  });
  return {
    can_rule: true,
    fighters: [
      fighter("Goku", "Heroes", "B2", { player: "Ann (player)" }),
      fighter("Vegeta", "Villains", "E3", { life: 12, conditions: ["Guard Down"] }),
      fighter("Nappa", "Villains", "F4", { defeated: true, life: 0 }),
    ],
    conditions: ["Guard Down", "Impaired", "Raging"],
    stacking: ["Impaired"],
    checks: ["Corporeal Save", "Perception"],
    sheets: [{ key: "saibaman", name: "Saibaman" }],
    examples: ["Frieza"],
    sides: ["Heroes", "Villains"],
    order: ["Goku", "Vegeta", "Nappa"],
    seats: [
      { seat: 1, label: "You (game master)", role: "gm" },
      { seat: 2, label: "Ann (player)", role: "player" },
      { seat: 3, label: "Greedy (bot)", role: "bot" },
    ],
    bots: ["random", "greedy"],
    width: 8,
    height: 6,
    undo: { available: true },
    status: "running",
    ...over,
  };
}

export function talk(over: Partial<Talk> = {}): Talk {
  return {
    can_note: true,
    can_roll: true,
    to: [
      { value: "all", label: "Everyone" },
      { value: "gm", label: "The game master alone" },
      { value: "2", label: "Ann" },
    ],
    checks: ["Corporeal Save", "Perception"],
    fighters: ["Goku"],
    ...over,
  };
}

export function gm(t: GmTools | null = tools()): Gm {
  return {
    seats: [
      { seat: 1, role: "Game master", name: "you", gm: true, joined: true, side: "", approved: true, can_approve: false, can_remove: false, link: "", relink: false, dice: "digital", rolls: false },
      { seat: 2, role: "Player", name: "Ann", gm: false, joined: true, side: "Heroes", approved: true, can_approve: false, can_remove: false, link: "/seat/ann", relink: false, dice: "digital", rolls: false },
    ],
    sides: ["Heroes", "Villains"],
    bots: ["greedy"],
    physical: false,
    settings: { gm_sees_secrets: "yes", turn_timer: 0, timer_min: 5, timer_max: 3600, on_timeout: "pause", timeouts: [["pause", "pause the table"]] },
    tools: t,
  };
}

export function end(): EndScreen {
  return {
    result: "Side Heroes wins after 4 rounds",
    fighters: [
      {
        name: "Goku", side: "Heroes", damage_dealt: 57, damage_taken: 18, biggest_hit: { amount: 24, target: "Vegeta" },
        ki_spent: 14, kos: ["Vegeta", "Nappa"], rounds_acted: 4, conditions: [{ name: "Guard Down", times: 2 }], defeated: false,
      },
      {
        name: "Vegeta", side: "Villains", damage_dealt: 18, damage_taken: 57, biggest_hit: null,
        ki_spent: 9, kos: [], rounds_acted: 3, conditions: [], defeated: true,
      },
    ],
    exports: [
      { label: "Transcript (Markdown)", href: "/seat/T/export.md" },
      { label: "Transcript (HTML)", href: "/seat/T/export.html" },
      { label: "Input log (JSON, for tenkaichi replay)", href: "/seat/T/export.json" },
    ],
    replay: "/seat/T/replay",
  };
}

export function panel(over: Partial<Panel> = {}): Panel {
  return {
    game: "dbu", title: "Dragon Ball Universe", noun: "fight", base: "/seat/T", ws: "/ws/seat/T", seq: 9, version: 0,
    status: "running", raw_status: "running", role: "Game master", name: "you", must_join: false, waiting_approval: false,
    notices: [], dice: null, dice_prompt: "", dice_count: 0, dice_faces: "", dice_example: "", waiting_dice: "",
    countdown: null, policies: null, replay: true, gm: gm(), talk: talk(), end: null,
    ...over,
  };
}
