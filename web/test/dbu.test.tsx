import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActionsContext, type Actions } from "../src/context";
import { DbuBody } from "../src/dbu/body";
import type { DbuBody as Body, Leaf } from "../src/types";

function leaf(index: number, label: string, key: Record<string, unknown>, extra: Partial<Leaf> = {}): Leaf {
  return { index, label, key, cost: "1 Action", odds: null, chance: null, expected: null, place: null, ...extra };
}

function body(): Body {
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

let root: HTMLElement;
let sent: unknown[];
let said: string[];
let actions: Actions;

beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
  sent = [];
  said = [];
  actions = {
    live: { answer: (m: unknown) => (sent.push(m), true), dice: () => true } as unknown as Actions["live"],
    say: (m: string) => void said.push(m),
    post: vi.fn(async () => true),
  };
  act(() => {
    render(
      <ActionsContext.Provider value={actions}>
        <DbuBody body={body()} />
      </ActionsContext.Provider>,
      root,
    );
  });
});

afterEach(() => {
  render(null, root);
  root.remove();
});

function button(text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll("button")].find((b) => b.textContent?.includes(text));
  if (!found) throw new Error(`no button "${text}" in ${root.textContent}`);
  return found;
}

describe("a DBU seat", () => {
  it("moves by a Movement option and then a shaded square, in one answer", () => {
    act(() => button("Movement").click());
    act(() => button("Movement (Normal Speed)").click());
    const reach = root.querySelectorAll("g.reach");
    expect(reach).toHaveLength(2);
    expect(sent).toEqual([]); // nothing is sent before the square
    act(() => {
      (reach[1] as SVGGElement).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 3, then: { kind: "destination", x: 3, y: 1 } }]);
  });

  it("refuses a square out of reach in words and sends nothing", () => {
    act(() => button("Movement").click());
    act(() => button("Movement (Normal Speed)").click());
    const cell = root.querySelector('rect.cell[data-square="F4"]')!;
    act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(sent).toEqual([]);
    expect(said.at(-1)).toContain("F4 is out of reach");
  });

  it("previews an area on the first tap of its square and chooses it on the second", () => {
    act(() => button("Basic Attack").click());
    act(() => button("Clearing, energy").click());
    const cell = root.querySelector('rect.cell[data-square="D2"]')!;
    act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(root.querySelectorAll("rect.area")).toHaveLength(3);
    expect(root.textContent).toContain("hits Vegeta");
    expect(sent).toEqual([]);
    act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 4 }]);
  });

  it("narrows the options to a fighter clicked on the board", () => {
    const vegeta = root.querySelector('rect[role="button"][aria-label^="Vegeta"]')!;
    act(() => {
      vegeta.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(root.textContent).toContain("Options on Vegeta");
    const shown = [...root.querySelectorAll(".options button")].map((b) => b.textContent);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain("Kamehameha on Vegeta");
  });

  it("chooses the nth entry with its number key", () => {
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "3", bubbles: true }));
    });
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 9 }]);
  });
});
