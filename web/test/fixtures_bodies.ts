// Recorded-like bodies of each game's screen (the fields tenkaichi.table.web_* send): a DBU
// seat's decision, a Tournament of Power seat's hand, a DDC seat's turn. The games' tests and
// the language tests draw them.
import type { DdcBody, DdcFighter } from "../src/ddc/types";
import type { TopModel } from "../src/top/types";
import type { DbuBody, Leaf } from "../src/types";

export function leaf(index: number, label: string, key: Record<string, unknown>, extra: Partial<Leaf> = {}): Leaf {
  return { index, label, key, cost: "1 Action", odds: null, chance: null, expected: null, place: null, ...extra };
}

export function dbuBody(): DbuBody {
  const move = leaf(3, "Movement (Normal Speed)", { kind: "move", mode: "normal" }, {
    place: {
      then: "destination",
      reach: [
        { x: 2, y: 1, steps: 1, path: [[2, 1]] },
        { x: 3, y: 1, steps: 2, path: [[2, 1], [3, 1]] },
      ],
    },
  });
  const sphere = leaf(4, "on D2 (hits Vegeta)", { kind: "attack", profile: "Clearing", x: 3, y: 1 }, {
    odds: "hit 40%",
    chance: 0.4,
    place: { square: [3, 1], area: [[2, 0], [3, 1], [4, 2]], hits: ["Vegeta"], target: "Vegeta" },
  });
  return {
    seq: 7,
    viewer: { role: "player", side: "Earth" },
    edition: "dbu2",
    round: 1,
    over: false,
    winner: "",
    sides: [
      { name: "Earth", colour: "#0072b2" },
      { name: "Afterlife", colour: "#d55e00" },
    ],
    grid: {
      width: 6,
      height: 4,
      fighters: [
        { name: "Goku", initials: "Go", side: "Earth", colour: "#0072b2", x: 1, y: 1, size: 1, square: "B2", acting: true, defeated: false },
        { name: "Vegeta", initials: "Ve", side: "Afterlife", colour: "#d55e00", x: 4, y: 2, size: 1, square: "E3", acting: false, defeated: false },
      ],
      features: [],
      items: [],
      vehicles: [],
    },
    fighters: [],
    log: [{ round: 1, text: "Round 1 begins" }],
    decision: {
      id: 7,
      yours: true,
      headline: "Your turn: choose a maneuver",
      options: {
        title: "Your turn",
        children: [
          { title: "Basic Attack", children: [{ title: "Clearing, energy", children: [sphere, leaf(5, "on F3", { kind: "attack", profile: "Clearing", x: 5, y: 2 }, { place: { square: [5, 2] } })] }] },
          { title: "Movement", children: [move, leaf(6, "Movement (Boosted Speed)", { kind: "move", mode: "boosted" })] },
          leaf(9, "End turn", { kind: "end_turn" }, { cost: null }),
          leaf(8, "Kamehameha on Vegeta", { kind: "signature", target: "Vegeta" }, { place: { target: "Vegeta" } }),
        ],
      },
    },
    tracker: { round: 1, acting: "Goku", order: [], waiting: "" },
    ranges: null,
    mine: ["Goku"],
  };
}

export function topModel(hot: boolean): TopModel {
  return {
    started: true, winner: "", players: [], mine: hot ? ["Player 1", "Player 2"] : ["Player 2"],
    hot_seat: hot, actor_named: "Player 2", tokens: {}, warrior_cards: {}, active: [], round: 1,
    last_round: 5, turn: "Player 2", deciding: "Player 2 is choosing", event: null,
    hand: { whose: "Player 2", cards: [{ id: "blitz", name: "Blitz", kind: "Attack card", text: "form", made_up: true }], several: false },
    combat: null, log: ["A line"],
    decision: { yours: true, id: 7, kind: "card", prompt: "Play a card?", actor: "Player 2", options: [
      { number: 0, label: "Play Blitz", what: "button" }, { number: 1, label: "No card", what: "button" },
    ] },
    board: { width: 104, height: 52, cell: 52, spaces: [], warriors: [] },
  };
}

export function ddcFighter(over: Partial<DdcFighter>): DdcFighter {
  return {
    index: 0, name: "Agumon", shown: "Agumon", letter: "Ag", form: "", base: "Agumon", level: "rookie",
    side: "Red", colour: "#d55e00", shape: "circle", x: 1, y: 2, square: "square 1,2", hp: 80, max_hp: 100,
    hp_percent: 80, dice: "4d4", defending: false, posts: 1, recharge: "named moves ready", recharging: false,
    marks: [], statuses: [], moves: ["Pepper Breath (attack, long range)"], alive: true, acting: true, target: false,
    ...over,
  };
}

export function ddcBody(yours = true): DdcBody {
  return {
    round: 2, width: 6, height: 4,
    fighters: [
      ddcFighter({}),
      ddcFighter({
        index: 1, name: "Gabumon", shown: "Garurumon", form: "Garurumon", base: "Gabumon", letter: "Ga",
        side: "Blue", colour: "#0072b2", shape: "square", x: 2, y: 2, square: "square 2,2", acting: false, target: true,
      }),
    ],
    sides: [
      { name: "Red", colour: "#d55e00", shape: "circle", edge: "left" },
      { name: "Blue", colour: "#0072b2", shape: "square", edge: "right" },
    ],
    viewer: { role: "player", side: "Red", plays: ["Agumon"] },
    actor: "Agumon",
    order: [
      { name: "Agumon", shown: "Agumon", side: "Red", alive: true, acting: true },
      { name: "Gabumon", shown: "Garurumon", side: "Blue", alive: true, acting: false },
    ],
    turn: "Agumon's turn: Move&Act, 4 steps left",
    over: false, winner: "",
    decision: { id: 7, yours, headline: yours ? "Agumon's turn: what now?" : "Waiting for Quinn" },
    squares: yours
      ? [
          { number: 3, kind: "move", x: 0, y: 0, label: "Move to square 0,0", near: [] },
          { number: 4, kind: "move", x: 3, y: 3, label: "Move to square 3,3", near: ["Garurumon"] },
          { number: 5, kind: "charge", x: 5, y: 0, label: "Charge to square 5,0", near: [] },
        ]
      : [],
    targets: yours
      ? [{
          name: "Gabumon", shown: "Garurumon", side: "Blue", ally: false, index: 1,
          moves: [
            { number: 8, move: "Normal", named: false, kind: "attack", about: "attack, next to you, 4d4", label: "Attack Gabumon with Normal", amount: "4-16 damage, about 10", knockout: 0.25 },
            { number: 9, move: "Pepper Breath", named: true, kind: "attack", about: "attack, long range, 4d4 x2", label: "Attack Gabumon with Pepper Breath", amount: "8-32 damage, about 20", knockout: 0.5 },
          ],
        }]
      : [],
    others: yours ? [{ number: 10, label: "End the turn" }] : [],
    log: [{ kind: "turn_started", text: "Agumon's turn (post 2)" }],
  };
}

/** The DBU seat with everything a screen can show: cards, the tracker, ranges, a feature, the
 * log's notes and rolls. */
export function dbuBodyFull(): DbuBody {
  const b = dbuBody();
  const card = (name: string, side: string, colour: string, extra: Partial<DbuBody["fighters"][number]> = {}) => ({
    name, side, colour, yours: side === "Earth", acting: name === "Goku", defeated: false, life: 40, max_life: 50,
    ki: 20 as number | null, max_ki: 30, capacity: 10 as number | null, max_capacity: 12, actions: 2 as number | null,
    counters: 1 as number | null, form: "Super Saiyan" as string | null, aura: "Blue" as string | null,
    charge: "Kamehameha" as string | null, effects: [], enhancement: "Focus" as string | null,
    conditions: [
      { name: "Guard Down", stacks: 2, state: false, ends: "end of round" },
      { name: "Raging", stacks: 1, state: true, ends: "" },
    ],
    threshold: "Bruised", square: "B2", ...extra,
  });
  const wager = [0, 1, 2, 3, 4].map((kp) => leaf(20 + kp, `Ki Wager ${kp}`, { kind: "wager", kp }, { cost: `${kp} Ki`, odds: "hit 50%", chance: 0.5 }));
  const root = b.decision!.options!;
  const decision = {
    ...b.decision!,
    options: {
      ...root,
      children: [
        ...root.children,
        { title: "Ki Wager", children: wager },
        leaf(30, "Power Up", { kind: "power_up" }),
        leaf(31, "Guard", { kind: "guard" }, { declines: true, cost: null }),
      ],
    },
  };
  return {
    ...b,
    decision,
    fighters: [
      card("Goku", "Earth", "#0072b2", { life: 55 }),
      card("Vegeta", "Afterlife", "#d55e00", { ki: null, capacity: null, form: null, aura: null, charge: null, enhancement: null, conditions: [], square: "E3" }),
    ],
    grid: { ...b.grid, features: [{ name: "Rock", x: 0, y: 0, size: 1, hardness: 3 }], items: [{ name: "Senzu", x: 5, y: 3 }], vehicles: [{ name: "Capsule car", x: 0, y: 3, size: 1 }] },
    log: [
      { round: 1, text: "Round 1 begins" },
      { round: 1, text: "Goku rolls Strike: solid d10 7 + 5 = 12" },
      { round: 1, text: "Keep your guard up", kind: "note" },
      { round: 1, text: "Ann rolls 2d10: 9", kind: "roll" },
    ],
    tracker: {
      round: 1, acting: "Goku", waiting: "Waiting for Goku",
      order: [
        { name: "Goku", side: "Earth", acting: true, defeated: false, actions: 2, counters: 1 },
        { name: "Vegeta", side: "Afterlife", acting: false, defeated: true, actions: 0, counters: 0 },
      ],
    },
    ranges: { fighter: "Goku", melee: [[2, 1]], long: [[4, 1]], long_range: 4 },
  };
}

/** A Tournament of Power seat in a combat: the board, the dice to keep, the players, the cards. */
export function topModelFull(): TopModel {
  const token = (id: number, name: string, owner: string, extra = {}) => ({
    id, letters: name.slice(0, 2), name, character: name.toLowerCase(), form: 0, owner, colour: "#0072b2", ink: "#fff",
    shape: id === 1 ? "circle" : "square", alive: true, cell: id, left: 30, max: 34, space: `e${id}`, ...extra,
  });
  const form = (index: number, name: string, roll: [number, number] | null) => ({
    index, name, dice: 4, rerolls: 2, power: { name: "Instant Transmission", text: "move anywhere" },
    values: [{ symbol: "kick", value: 2 }, { symbol: "punch", value: 3 }],
    combos: [{ name: "Kamehameha", symbols: ["sphere", "sphere", "star"], damage: 18, sphere: true }],
    dodge_need: { symbol: "teleport", count: 2 }, roll, divisor: 2, cost: 3, made_up: index > 0,
  });
  const keep = { number: 1, label: "Keep kick and re-roll 1 die", what: "keep" as const, reroll: [1], aim: "Blitz card", chance: "56%", damage: 18, expected: 10.1, best: true };
  return {
    started: true, winner: "Player 1 wins the tournament", players: [
      { name: "Player 1 (Ann)", colour: "#0072b2", score: 3, hand_size: 1, playing: true, warriors: [] },
      { name: "Player 2", colour: "#d55e00", score: 2, hand_size: 2, playing: false, warriors: [] },
    ],
    mine: ["Player 1"], hot_seat: false, actor_named: "Player 1",
    tokens: { "1": token(1, "Goku", "Player 1"), "2": token(2, "Frieza", "Player 2", { alive: false }) },
    warrior_cards: {
      goku: { id: "goku", name: "Goku", endurance: 34, transform_dice: 2, wild: "star", forms: [form(0, "Goku", null), form(1, "Super Saiyan", [5, 8])] },
    },
    active: [1, 2], round: 2, last_round: 5, turn: "Player 1", deciding: "Player 1 is choosing",
    event: { name: "Tournament rules", kind: "Event", text: "no flying", made_up: true },
    hand: { whose: "Player 1", cards: [{ id: "blitz", name: "Blitz", kind: "Attack card", text: "a fast hit", made_up: false }], several: false },
    combat: {
      attacker: "Goku", defender: "Frieza", attacker_id: 1, defender_id: 2, kind: "warrior", stage: "rolling", rerolls: 1,
      dice: [{ name: "kick", icon: "kick" }, { name: "punch", icon: "punch" }],
      results: [
        { name: "Finisher combo", need: "kick, punch", damage: 15, formed: true, sphere: false },
        { name: "Blitz card", need: "two kicks", damage: 18, formed: false, sphere: false },
      ],
      strike: { striker: 1, target: 2, damage: 12, sphere: true, need: "two dodges" },
    },
    log: ["Round 2 begins"],
    decision: {
      yours: true, id: 9, kind: "keep", prompt: "Which dice do you keep?", actor: "Player 1", hint: "Keep the kick", notes: ["One re-roll left"],
      options: [
        { number: 0, label: "Stop and use these dice", what: "stop", reroll: [], now: { name: "Finisher combo", need: "kick, punch", damage: 15, formed: true, sphere: false } },
        keep,
        { ...keep, number: 2, reroll: [0], label: "Keep punch and re-roll 1 die", expected: 4, best: false },
        { number: 3, label: "Give up", what: "button", info: { name: "Give up", kind: "rule", text: "end the combat", made_up: false } },
      ],
    },
    board: {
      width: 104, height: 52, cell: 52,
      spaces: [
        { cell: 1, x: 0, y: 0, name: "e1", fill: "#f4c7c3", colour: "red", text: "draw an Attack card", option: null },
        { cell: 2, x: 52, y: 0, name: "e2", fill: "#cfe2f3", colour: "blue", text: "draw a Special card", option: null },
      ],
      warriors: [
        { id: 1, cell: 1, cx: 26, cy: 26, r: 14, colour: "#0072b2", initials: "Go", left: 30, title: "Goku", movable: false },
        { id: 2, cell: 2, cx: 78, cy: 26, r: 14, colour: "#d55e00", initials: "Fr", left: 0, title: "Frieza", movable: false },
      ],
    },
  };
}
