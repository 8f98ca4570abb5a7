import { describe, expect, it } from "vitest";
import { filtered, groupAt, leaves, ordered, series } from "../src/options";
import { backoff, fresher } from "../src/live";
import { percent, rollParts, squareName } from "../src/format";
import type { Group, Leaf, Screen } from "../src/types";

function leaf(index: number, label: string, key: Record<string, unknown>, extra: Partial<Leaf> = {}): Leaf {
  return { index, label, key, cost: null, odds: null, chance: null, expected: null, place: null, ...extra };
}

const tree: Group = {
  title: "Your turn",
  children: [
    { title: "Basic Attack", children: [leaf(0, "Beam on Vegeta", { kind: "attack", target: "Vegeta" }), leaf(1, "Blast on Nappa", { kind: "attack", target: "Nappa" })] },
    leaf(2, "End turn", { kind: "end_turn" }),
    leaf(3, "No Modifier", { kind: "no_modifier" }, { declines: true }),
  ],
};

describe("the option tree", () => {
  it("lists declining answers first and keeps the rest in the server's order", () => {
    const shown = ordered(tree.children).map((n) => ("title" in n ? n.title : n.label));
    expect(shown).toEqual(["No Modifier", "Basic Attack", "End turn"]);
  });

  it("finds a group by its path and stops at the deepest one found", () => {
    expect(groupAt(tree, ["Basic Attack"]).children).toHaveLength(2);
    expect(groupAt(tree, ["Basic Attack", "nothing"]).title).toBe("Basic Attack");
    expect(leaves(tree).map((l) => l.index)).toEqual([0, 1, 2, 3]);
  });

  it("filters by every typed word over the group path and the label", () => {
    expect(filtered(tree, "basic vegeta").map((f) => f.leaf.index)).toEqual([0]);
    expect(filtered(tree, "attack").map((f) => f.leaf.index)).toEqual([0, 1]);
    expect(filtered(tree, "zzz")).toEqual([]);
  });

  it("offers leaves that differ in one whole number as an amount", () => {
    const wagers = [0, 1, 2, 3, 4].map((n) => leaf(n, n ? `Ki Wager ${n}` : "No Ki Wager", { kind: "wager", kp: n }));
    const found = series(wagers.reverse());
    expect(found?.arg).toBe("kp");
    expect(found?.values).toEqual([0, 1, 2, 3, 4]);
    // two arguments vary: not one amount
    const mixed = [0, 1, 2, 3].map((n) => leaf(n, "x", { kind: "wager", kp: n, other: n }));
    expect(series(mixed)).toBeNull();
    // too few to be worth a slider
    expect(series(wagers.slice(0, 3))).toBeNull();
  });
});

describe("words and numbers", () => {
  it("names squares as the server does", () => {
    expect(squareName(0, 0)).toBe("A1");
    expect(squareName(25, 9)).toBe("Z10");
    expect(squareName(26, 0)).toBe("AA1");
  });

  it("splits a roll into its total and breakdown", () => {
    expect(rollParts("Goku rolls Initiative: solid d10 7 + ½ Agility Modifier 4 = 11")).toEqual([
      "Goku rolls Initiative: 11",
      "solid d10 7 + ½ Agility Modifier 4 = 11",
    ]);
    expect(rollParts("Round 1 begins")).toBeNull();
    expect(rollParts("Goku: moves to D4 = here")).toBeNull();
  });

  it("writes chances as percentages, never 0% or 100% for a chance that is neither", () => {
    expect(percent(0.654)).toBe("65%");
    expect(percent(0.001)).toBe("<1%");
    expect(percent(0.9996)).toBe(">99%");
    expect(percent(null)).toBe("");
  });
});

describe("the link", () => {
  it("waits longer after each failure, at most 15 s", () => {
    expect([0, 1, 2, 3, 4, 9].map(backoff)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });

  it("never goes back to an older screen", () => {
    const screen = { seq: 5 } as Screen;
    expect(fresher(screen, 4)).toBe(true);
    expect(fresher(screen, 5)).toBe(true);
    expect(fresher(screen, 6)).toBe(false);
  });
});
