import { render } from "preact";
import { ActionsContext, type Actions } from "../src/context";
import { TopBody } from "../src/top/body";
import { keepChoices } from "../src/top/decision";
import { covered, optionForKept, shapePath, worthWords } from "../src/top/helpers";
import type { TopModel, TopOption } from "../src/top/types";
import { topModel as model } from "./fixtures_bodies";

const stop: TopOption = {
  number: 0, label: "Stop and use these dice", what: "stop", reroll: [],
  now: { name: "Finisher combo", need: "kick, punch", damage: 15, formed: true, sphere: false },
};
const keepA: TopOption = {
  number: 1, label: "Keep kick and re-roll 1 die", what: "keep", reroll: [1], aim: "Blitz card",
  chance: "56%", damage: 18, expected: 10.1, best: false,
};
const keepB: TopOption = { ...keepA, number: 2, reroll: [0], label: "Keep punch and re-roll 1 die", expected: 4, best: true };
const keepSame: TopOption = { ...keepA, number: 3, reroll: [2] };

describe("top helpers", () => {
  it("says what stopping and a keep deal", () => {
    expect(worthWords(stop)).toBe("Finisher combo formed: 15 damage");
    expect(worthWords(keepA)).toBe("56% for Blitz card (18 damage), about 10.1 damage");
  });
  it("maps the kept dice to the option that re-rolls the others", () => {
    expect(optionForKept([stop, keepA, keepB], [true, false])).toBe(keepA);
    expect(optionForKept([stop, keepA, keepB], [true, true])).toBe(stop);
    expect(optionForKept([stop, keepA], [false, true])).toBeNull();
  });
  it("orders keeps: stop, best, then by damage expected, equal ones once", () => {
    expect(keepChoices([keepA, keepSame, keepB, stop]).map((o) => o.number)).toEqual([0, 2, 1]);
  });
  it("covers the hand of a hot seat's player until shown to them", () => {
    expect(covered(true, "Player 2", null)).toBe(true);
    expect(covered(true, "Player 2", "Player 1")).toBe(true);
    expect(covered(true, "Player 2", "Player 2")).toBe(false);
    expect(covered(false, "Player 2", null)).toBe(false);
    expect(covered(true, "", null)).toBe(false);
  });
  it("draws each player's shape differently", () => {
    const shapes = ["circle", "square", "diamond", "triangle", "hexagon", "star", "octagon"];
    const paths = shapes.map((s) => shapePath(s, 20, 20, 10));
    expect(new Set(paths).size).toBe(shapes.length);
  });
});

function draw(m: TopModel): { root: HTMLElement; sent: unknown[] } {
  const sent: unknown[] = [];
  const actions = { live: { answer: (x: unknown) => sent.push(x) }, say() {}, post: async () => true } as unknown as Actions;
  const root = document.createElement("div");
  document.body.replaceChildren(root);
  render(<ActionsContext.Provider value={actions}><TopBody body={m} panel={{} as never} /></ActionsContext.Provider>, root);
  return { root, sent };
}

describe("TopBody", () => {
  it("hides a hot seat's hand behind the cover until the button", async () => {
    const { root } = draw(model(true));
    expect(root.querySelector("#cover")?.textContent).toContain("Pass the screen to Player 2");
    expect(root.querySelector("#hand")).toBeNull();
    expect(root.querySelector("#decision")).toBeNull();
    (root.querySelector("#show-hand") as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector("#hand")?.textContent).toContain("Blitz");
    expect(root.querySelector("#cover")).toBeNull();
    render(null, root);
  });
  it("answers with the option's number on key 2, and keeps the log a role=log", async () => {
    const { root, sent } = draw(model(false));
    expect(root.querySelector("#cover")).toBeNull();
    expect(root.querySelector("[role=log]")?.textContent).toContain("A line");
    await new Promise((r) => setTimeout(r, 20));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "2" }));
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 1 }]);
  });
});
