// Small words and numbers shared by the views (no rule: only how things read).

export function percent(chance: number | null | undefined): string {
  if (chance === null || chance === undefined) return "";
  const p = Math.round(chance * 100);
  if (p === 0 && chance > 0) return "<1%";
  if (p === 100 && chance < 1) return ">99%";
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

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
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
  if (winner === "draw") return "The fight is over: a draw.";
  return winner ? `The fight is over: side ${winner} wins.` : "The fight is over.";
}
