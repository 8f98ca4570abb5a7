// The client's own words (issue 38): every heading, button, hint and label it writes is a
// message of the Fluent catalogue `web-client.ftl` (ids `client-*`), the very files the Python
// catalogue tests check (src/tenkaichi/i18n/ftl/<language>/), bundled at build time. A screen
// says its language (`screen.language`); the app serves it (`serve`) before it draws, so every
// part reads its words with `t(id, args)` in that language, as the server's `current()` does.
// Numbers the client writes itself follow the same language (Intl.NumberFormat).
//
// The pseudo-language en-XA is English with every letter of a message's own text accented and
// bracketed (`⟦Ŕöļļ⟧`), exactly as tenkaichi.i18n.catalogue.pseudo does; a placeholder's value
// (a name, a number) stays as it is, so a plain English word left on a pseudo screen is a
// string that skipped the catalogue.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { isValidElement, type VNode } from "preact";
import en from "../../src/tenkaichi/i18n/ftl/en/web-client.ftl?raw";
import es from "../../src/tenkaichi/i18n/ftl/es/web-client.ftl?raw";
import ptBR from "../../src/tenkaichi/i18n/ftl/pt-BR/web-client.ftl?raw";

export const DEFAULT = "en";
export const PSEUDO = "en-XA";
/** The languages every catalogue is complete in (tenkaichi.i18n.locales.SUPPORTED). */
export const SUPPORTED: readonly string[] = ["en", "es", "pt-BR"];

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "àƀçđéƒĝĥîĵķļɱñöþǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÛṼŴẊÝŽ";
const ACCENTS = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]]));

/** English made unmistakable: "Roll" -> "⟦Ŕöļļ⟧" (tenkaichi.i18n.catalogue.pseudo). */
export function pseudo(text: string): string {
  return `⟦${[...text].map((c) => ACCENTS.get(c) ?? c).join("")}⟧`;
}

/** A message's own text in en-XA: its words bracketed, the spaces around them kept outside
 * (tenkaichi.i18n.catalogue._pseudo_source, applied to each text element of a pattern). */
export function pseudoText(text: string): string {
  const words = text.trim();
  if (!words) return text;
  const lead = text.slice(0, text.length - text.trimStart().length);
  const tail = text.slice(text.trimEnd().length);
  return lead + pseudo(words) + tail;
}

export type Args = Record<string, FluentVariable>;

/** The catalogue of each language, from the text of its `web-client.ftl`. */
export class Catalogue {
  private readonly bundles = new Map<string, FluentBundle>();

  constructor(private readonly sources: Record<string, string>) {}

  private bundle(code: string): FluentBundle | null {
    const known = this.bundles.get(code);
    if (known) return known;
    const source = this.sources[code === PSEUDO ? DEFAULT : code];
    if (source === undefined) return null;
    const made = new FluentBundle(code === PSEUDO ? DEFAULT : code, {
      useIsolating: false,
      ...(code === PSEUDO ? { transform: pseudoText } : {}),
    });
    made.addResource(new FluentResource(source));
    this.bundles.set(code, made);
    return made;
  }

  /** Message `id` with `args` in `code`, else in English, else the id itself (a message no
   * catalogue has shows as what it is, and the tests find it). */
  text(code: string, id: string, args?: Args): string {
    for (const where of code === DEFAULT ? [DEFAULT] : [code, DEFAULT]) {
      const found = this.bundle(where);
      const message = found?.getMessage(id);
      if (found && message?.value) return found.formatPattern(message.value, args ?? null, []);
    }
    return id;
  }
}

const CATALOGUE = new Catalogue({ en, es, "pt-BR": ptBR });
let serving = DEFAULT;

/** The language we speak that serves `tag` best, or "" (tenkaichi.i18n.locales.supported):
 * the tag itself, else one with the same base language (pt-PT -> pt-BR, es-MX -> es). */
export function supported(tag: string): string {
  const wanted = tag.trim().replace(/_/g, "-").split(".")[0].toLowerCase();
  if (!wanted) return "";
  if (wanted === PSEUDO.toLowerCase()) return PSEUDO;
  const same = SUPPORTED.find((ours) => ours.toLowerCase() === wanted);
  if (same) return same;
  const base = wanted.split("-")[0];
  return SUPPORTED.find((ours) => ours.split("-")[0].toLowerCase() === base) ?? "";
}

/** The first of `tags` (best first) that we speak, else English. */
export function negotiate(tags: readonly string[]): string {
  for (const tag of tags) {
    const found = supported(tag ?? "");
    if (found) return found;
  }
  return DEFAULT;
}

/** The browser's language, before the table has said which one the seat reads. */
export function browserLanguage(): string {
  if (typeof navigator === "undefined") return DEFAULT;
  return negotiate([...(navigator.languages ?? []), navigator.language ?? ""]);
}

/** Serve `code`'s reader from now on (a screen's language; one we do not speak is English). */
export function serve(code: string | null | undefined): string {
  serving = (code && supported(code)) || DEFAULT;
  return serving;
}

/** The language being served now. */
export function language(): string {
  return serving;
}

/** Message `id` in the language served now. */
export function t(id: string, args?: Args): string {
  return CATALOGUE.text(serving, id, args);
}

/** A message whose placeholders may be elements (a key in <kbd>, a bold number): its words
 * with the elements in their places, as children to draw. */
export function rich(id: string, args: Record<string, FluentVariable | VNode>): (string | VNode)[] {
  const plain: Args = {};
  const nodes: VNode[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (isValidElement(value)) {
      plain[name] = `\uE000${nodes.length}\uE001`;
      nodes.push(value as VNode);
    } else {
      plain[name] = value as FluentVariable;
    }
  }
  return t(id, plain)
    .split(/\uE000(\d+)\uE001/)
    .map((part, i) => (i % 2 ? nodes[Number(part)] : part))
    .filter((part) => part !== "");
}

// --- numbers, written the reader's way ---------------------------------------------------------

function locale(): string {
  return serving === PSEUDO ? DEFAULT : serving;
}

const formats = new Map<string, Intl.NumberFormat>();

function format(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const at = `${locale()}|${key}`;
  let found = formats.get(at);
  if (!found) {
    found = new Intl.NumberFormat(locale(), options);
    formats.set(at, found);
  }
  return found;
}

/** A whole number grouped the reader's way: "1,000" in English, "1000" and "10.000" in Spanish. */
export function whole(n: number): string {
  return format("whole", { maximumFractionDigits: 0 }).format(n);
}

/** A number with `digits` decimals, ungrouped: "10.1" in English, "10,1" in Spanish. */
export function decimal(x: number, digits: number): string {
  return format(`decimal${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(x);
}

/** A whole percentage: "56%" in English and Portuguese, "56 %" in Spanish. */
export function percentWords(p: number): string {
  return format("percent", { style: "percent", maximumFractionDigits: 0 }).format(p / 100);
}

/** A count's arguments for a plural message: `n` chooses the form, `count` is written. */
export function counted(n: number, grouped = false): Args {
  return { n, count: grouped ? whole(n) : String(n) };
}
