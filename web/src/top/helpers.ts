// Small pure helpers of the Tournament of Power client: token shapes, the dice a click keeps,
// the hot seat's cover, the words of an option. No rule: they read the page model only.

import type { TopOption, TopToken } from "./types";

/** The outline of a token's shape around (cx, cy), radius r, as an SVG path. */
export function shapePath(shape: string, cx: number, cy: number, r: number): string {
  const poly = (n: number, turn: number, inner = 0): string => {
    const pts: string[] = [];
    const count = inner ? n * 2 : n;
    for (let i = 0; i < count; i++) {
      const a = turn + (i * 2 * Math.PI) / count;
      const rr = inner && i % 2 ? inner : r;
      pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
    }
    return `M${pts.join("L")}Z`;
  };
  switch (shape) {
    case "square":
      return poly(4, Math.PI / 4); // sides level with the board
    case "diamond":
      return poly(4, 0);
    case "triangle":
      return poly(3, -Math.PI / 2);
    case "hexagon":
      return poly(6, 0);
    case "star":
      return poly(5, -Math.PI / 2, r * 0.55);
    case "octagon":
      return poly(8, Math.PI / 8);
    default:
      return `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
  }
}


/** Which option re-rolls exactly the dice not kept (null: none does). */
export function optionForKept(options: TopOption[], kept: boolean[]): TopOption | null {
  const reroll = kept.map((k, i) => (k ? -1 : i)).filter((i) => i >= 0);
  return (
    options.find(
      (o) =>
        (o.what === "keep" || o.what === "stop") &&
        (o.reroll ?? []).length === reroll.length &&
        (o.reroll ?? []).every((i) => reroll.includes(i)),
    ) ?? null
  );
}

/** Whether the hot seat's cover hides the hand now: the seat plays several players, one of
 * them must answer, and that player has not yet been shown the screen. */
export function covered(hotSeat: boolean, actor: string, shownFor: string | null): boolean {
  return hotSeat && actor !== "" && shownFor !== actor;
}

/** What stopping or a keep is worth, in words: "Blitz card formed: 18 damage",
 * "56% for Blitz card (18 damage), about 10.0 damage". */
export function worthWords(o: TopOption): string {
  if (o.what === "stop") {
    if (o.now) return `${o.now.name}${o.now.name.startsWith("Symbol sum") ? "" : " formed"}: ${o.now.damage} damage`;
    return "no result formed";
  }
  if (o.what !== "keep") return "";
  const parts: string[] = [];
  if (o.aim && o.chance) {
    parts.push(`${o.chance} for ${o.aim}${o.damage !== null && o.damage !== undefined ? ` (${o.damage} damage)` : ""}`);
  }
  if (o.expected !== null && o.expected !== undefined) parts.push(`about ${o.expected.toFixed(1)} damage`);
  return parts.join(", ");
}

/** A token's description for a person: "Son Goku (SGk), Player 1's blue circle, 30 of 34
 * Endurance, on e5 (red)". */
export function tokenWords(t: TopToken): string {
  const left = t.left !== null && t.max !== null ? `, ${t.left} of ${t.max} Endurance` : "";
  const where = t.space ? `, on ${t.space}` : "";
  return `${t.name} (${t.letters}), ${t.owner}'s ${t.shape}${left}${where}`;
}

/** Sentence case for a name that may start a line. */
export function capital(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
