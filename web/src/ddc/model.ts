// Small readings of the DDC screen the views share (no rule: only how things read and sort).

import { percent } from "../format";
import { t } from "../i18n";
import type { DdcAttack, DdcBody, DdcFighter, DdcSide, DdcSquare, Shape } from "./types";

export const GLYPHS: Record<Shape, string> = {
  circle: "●",
  square: "■",
  diamond: "◆",
  triangle: "▲",
  hexagon: "⬢",
};

const EDGES = ["left", "right", "top", "bottom"];

/** The edge a side starts from, in words: "the left edge". */
export function edgeWords(edge: string): string {
  return EDGES.includes(edge) ? t(`client-ddc-edge-${edge}`) : edge;
}

export function sideOf(body: DdcBody, name: string): DdcSide | undefined {
  return body.sides.find((s) => s.name === name);
}

/** A fighter as a screen reader hears its token. */
export function tokenLabel(f: DdcFighter, attackable: boolean): string {
  const parts = [
    `${f.letter}: ${f.form ? `${f.shown} ${t("client-ddc-digivolved", { base: f.base })}` : f.shown}`,
    t("client-ddc-side", { side: f.side }),
    f.square,
    f.alive ? t("client-ddc-hp-of", { hp: String(f.hp), max: String(f.max_hp) }) : t("client-ddc-knocked-out"),
  ];
  if (f.acting) parts.push(t("client-ddc-acting-now"));
  if (f.defending) parts.push(t("client-ddc-defending"));
  if (attackable) parts.push(t("client-ddc-targetable"));
  return parts.join(", ");
}

/** Squares as the list offers them: those next to a foe first, then in the server's order. */
export function sortedSquares(squares: DdcSquare[], kind: "move" | "charge"): DdcSquare[] {
  const mine = squares.filter((s) => s.kind === kind);
  return [...mine.filter((s) => s.near.length), ...mine.filter((s) => !s.near.length)];
}

export function squareText(s: DdcSquare): string {
  // The square's name alone comes from the server in the reader's language (`where`); an
  // older model has only the option's English label.
  const named = (s as DdcSquare & { where?: string }).where;
  const where = named ?? s.label.replace(/^(Move|Charge) to /, "");
  if (!s.near.length) return where;
  const foes = s.near.reduce((list, foe) => t("client-ddc-and", { first: list, second: foe }));
  return t("client-ddc-next-to", { square: where, foes });
}

/** An attack's facts in one line: kind, range and roll; what it may do; its K.O. chance. */
export function attackFacts(a: DdcAttack): string[] {
  const out = [a.about];
  if (a.amount) out.push(a.amount);
  if (a.knockout !== null && a.knockout > 0) out.push(t("client-ddc-to-knock-out", { chance: percent(a.knockout) }));
  return out;
}

/** Whether the reader plays this fighter (a player's side, or the names it plays). */
export function isMine(body: DdcBody, f: { name: string; side: string }): boolean {
  if (body.viewer.plays.includes(f.name)) return true;
  return body.viewer.role === "player" && body.viewer.side !== "" && body.viewer.side === f.side;
}
