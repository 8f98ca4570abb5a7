// Small pure helpers of the Tournament of Power client: token shapes, the dice a click keeps,
// the hot seat's cover, the words of an option. No rule: they read the page model only.

import { shapeWord } from "../format";
import { decimal, t } from "../i18n";

export { shapeWord };
import type { TopOption, TopToken } from "./types";

const COLOURS = ["red", "yellow", "blue", "green"];

/** A board space's colour in words ("red"). */
export function colourWord(colour: string): string {
  return COLOURS.includes(colour) ? t(`client-top-colour-${colour}`) : colour;
}

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
    if (o.now) {
      // a symbol sum is not "formed" (the server marks it, whatever the reader's language;
      // an older view only names it "Symbol sum ...")
      const marked = (o.now as { is_sum?: boolean }).is_sum;
      const sum = marked ?? o.now.name.startsWith("Symbol sum");
      const id = sum ? "client-top-sum-worth" : "client-top-formed-worth";
      return t(id, { result: o.now.name, damage: String(o.now.damage) });
    }
    return t("client-top-no-result");
  }
  if (o.what !== "keep") return "";
  const parts: string[] = [];
  if (o.aim && o.chance) {
    const damage = o.damage !== null && o.damage !== undefined ? ` ${t("client-top-damage-paren", { damage: String(o.damage) })}` : "";
    parts.push(t("client-top-chance-for", { chance: o.chance, aim: o.aim }) + damage);
  }
  if (o.expected !== null && o.expected !== undefined) parts.push(t("client-top-about", { damage: decimal(o.expected, 1) }));
  return parts.join(", ");
}

/** A token's description for a person: "Son Goku (SGk), Player 1's blue circle, 30 of 34
 * Endurance, on e5 (red)". */
export function tokenWords(tk: TopToken): string {
  const left = tk.left !== null && tk.max !== null ? `, ${t("client-top-endurance-left", { left: String(tk.left), max: String(tk.max) })}` : "";
  const where = tk.space ? `, ${t("client-top-on", { space: tk.space })}` : "";
  return t("client-top-token", { warrior: tk.name, letters: tk.letters, owner: tk.owner, shape: shapeWord(tk.shape) }) + left + where;
}

/** Sentence case for a name that may start a line. */
export function capital(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
