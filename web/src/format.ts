// Small words and numbers shared by the views (no rule: only how things read).

import { percentWords, t } from "./i18n";

/** A chance as a whole percentage in the reader's way, never 0% or 100% for one that is
 * neither: "65%", "<1%", ">99%" ("65 %" in Spanish). */
export function percent(chance: number | null | undefined): string {
  if (chance === null || chance === undefined) return "";
  const p = Math.round(chance * 100);
  if (p === 0 && chance > 0) return `<${percentWords(1)}`;
  if (p === 100 && chance < 1) return `>${percentWords(99)}`;
  return percentWords(p);
}

/** The width of a chance's meter, as CSS reads it ("65%", at least "1%" for a chance above 0). */
export function meterWidth(chance: number): string {
  const p = Math.round(chance * 100);
  if (p === 0 && chance > 0) return "1%";
  if (p === 100 && chance < 1) return "99%";
  return `${p}%`;
}

export function columnName(x: number): string {
  let name = "";
  let n = x;
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

export function squareName(x: number, y: number): string {
  return `${columnName(x)}${y + 1}`;
}

/** Split a log line into what happened and how it was rolled: "Goku rolls Strike: solid d10
 * 7 + ... = 19" -> ["Goku rolls Strike: 19", "solid d10 7 + ... = 19"]. */
export function rollParts(text: string): [string, string] | null {
  const colon = text.indexOf(": ");
  if (colon < 0) return null;
  const detail = text.slice(colon + 2);
  const equals = detail.lastIndexOf(" = ");
  if (equals < 0 || !/\bd\d+\b/.test(detail)) return null;
  const total = detail.slice(equals + 3).trim();
  return [`${text.slice(0, colon)}: ${total}`, detail];
}

/** The end of a DBU fight in words: "The fight is over: side West wins." */
export function overWords(winner: string): string {
  if (winner === "draw") return t("client-over-draw");
  return winner ? t("client-over-side-wins", { side: winner }) : t("client-over");
}

/** The games whose match has a name of its own ("the fight", "the game", "the battle"). */
const NOUN_GAMES: Record<string, string> = { fight: "dbu", game: "top", battle: "ddc" };

/** Which game a panel is of, for the words that name its match: its own field, else the
 * English noun of an older screen, else DBU's. */
export function gameOf(panel: { game?: string; noun?: string }): string {
  if (panel.game && ["dbu", "top", "ddc"].includes(panel.game)) return panel.game;
  return NOUN_GAMES[panel.noun ?? ""] ?? "dbu";
}

/** The match with its article, to start a sentence ("The fight") or inside one ("the fight"). */
export function theMatch(game: string, start = false): string {
  return t(`client-match-${game}${start ? "-capital" : ""}`);
}

const SHAPES = ["circle", "square", "diamond", "triangle", "hexagon", "star", "octagon"];

/** A token's shape in words ("circle"); a shape we have no word for, as it is. */
export function shapeWord(shape: string): string {
  return SHAPES.includes(shape) ? t(`client-shape-${shape}`) : shape;
}
