// Small readings of the DDC screen the views share (no rule: only how things read and sort).

import { percent } from "../format";
import type { DdcAttack, DdcBody, DdcFighter, DdcSide, DdcSquare, Shape } from "./types";

export const GLYPHS: Record<Shape, string> = {
  circle: "●",
  square: "■",
  diamond: "◆",
  triangle: "▲",
  hexagon: "⬢",
};

export const EDGE_WORDS: Record<string, string> = {
  left: "the left edge",
  right: "the right edge",
  top: "the top edge",
  bottom: "the bottom edge",
};

export function sideOf(body: DdcBody, name: string): DdcSide | undefined {
  return body.sides.find((s) => s.name === name);
}

/** A fighter as a screen reader hears its token. */
export function tokenLabel(f: DdcFighter, attackable: boolean): string {
  const parts = [
    `${f.letter}: ${f.form ? `${f.shown} (${f.base} digivolved)` : f.shown}`,
    `${f.side} side`,
    f.square,
    f.alive ? `${f.hp} of ${f.max_hp} HP` : "knocked out",
  ];
  if (f.acting) parts.push("acting now");
  if (f.defending) parts.push("Defending");
  if (attackable) parts.push("can be targeted: press Enter for its moves");
  return parts.join(", ");
}

/** Squares as the list offers them: those next to a foe first, then in the server's order. */
export function sortedSquares(squares: DdcSquare[], kind: "move" | "charge"): DdcSquare[] {
  const mine = squares.filter((s) => s.kind === kind);
  return [...mine.filter((s) => s.near.length), ...mine.filter((s) => !s.near.length)];
}

export function squareText(s: DdcSquare): string {
  const where = s.label.replace(/^(Move|Charge) to /, "");
  return s.near.length ? `${where}, next to ${s.near.join(" and ")}` : where;
}

/** An attack's facts in one line: kind, range and roll; what it may do; its K.O. chance. */
export function attackFacts(a: DdcAttack): string[] {
  const out = [a.about];
  if (a.amount) out.push(a.amount);
  if (a.knockout !== null && a.knockout > 0) out.push(`${percent(a.knockout)} to knock out`);
  return out;
}

/** Whether the reader plays this fighter (a player's side, or the names it plays). */
export function isMine(body: DdcBody, f: { name: string; side: string }): boolean {
  if (body.viewer.plays.includes(f.name)) return true;
  return body.viewer.role === "player" && body.viewer.side !== "" && body.viewer.side === f.side;
}
