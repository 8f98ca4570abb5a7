// The client's own words in the reader's language (issue 38): a message is found in the
// screen's language, else in English; plurals and numbers follow the language; the header's
// picker posts the language chosen; and every part of every game's screen drawn in the
// pseudo-language en-XA, from a screen whose own words (names, options, events) are themselves
// pseudo, shows no plain English word: a word left plain skipped the catalogue.
import axe from "axe-core";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../src/tenkaichi/i18n/ftl/en/web-client.ftl?raw";
import es from "../../src/tenkaichi/i18n/ftl/es/web-client.ftl?raw";
import ptBR from "../../src/tenkaichi/i18n/ftl/pt-BR/web-client.ftl?raw";
import { App } from "../src/app";
import { ActionsContext, type Actions } from "../src/context";
import { DbuBody } from "../src/dbu/body";
import { DdcBody } from "../src/ddc/body";
import { EndScreen } from "../src/endscreen";
import { percent } from "../src/format";
import { Catalogue, counted, decimal, negotiate, pseudo, serve, t, whole } from "../src/i18n";
import { PreviewResults, runWords, statusWords } from "../src/preview";
import type { Preview, PreviewResult } from "../src/preview_types";
import { TopBody } from "../src/top/body";
import type { Panel, Screen } from "../src/types";
import { dbuBodyFull, ddcBody, topModel, topModelFull } from "./fixtures_bodies";
import { end, gm, panel, tools } from "./fixtures_gm";

let root: HTMLElement;
let post: ReturnType<typeof vi.fn>;
let actions: Actions;

beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
  post = vi.fn(async () => true);
  actions = {
    live: { answer: () => true, dice: () => true, post: vi.fn(async () => ({ error: "", field: "" })) } as unknown as Actions["live"],
    say: () => undefined,
    post,
  };
});

afterEach(() => {
  render(null, root);
  root.remove();
  serve("en");
  vi.unstubAllGlobals();
});

function draw(node: preact.ComponentChildren) {
  act(() => {
    render(<ActionsContext.Provider value={actions}>{node}</ActionsContext.Provider>, root);
  });
}

function click(el: Element | null | undefined) {
  if (!el) throw new Error(`nothing to click in ${root.textContent}`);
  act(() => {
    (el as HTMLElement).click();
  });
}

// --- the catalogue ------------------------------------------------------------------------------

describe("the catalogue", () => {
  const made = new Catalogue({
    en: "hello = Hello, { $who }\nonly-english = Only in English\n",
    es: "hello = Hola, { $who }\n",
  });

  it("finds a message in the reader's language, else in English, else shows its id", () => {
    expect(made.text("es", "hello", { who: "Ann" })).toBe("Hola, Ann");
    expect(made.text("es", "only-english")).toBe("Only in English");
    expect(made.text("pt-BR", "hello", { who: "Ann" })).toBe("Hello, Ann"); // no catalogue at all: English
    expect(made.text("es", "no-such-message")).toBe("no-such-message");
    expect(made.text("en-XA", "hello", { who: "Ann" })).toBe("⟦Ĥéļļö,⟧ Ann");
  });

  it("has every English message in Spanish and Portuguese, and the screens' words in them", () => {
    const ids = (source: string) => [...source.matchAll(/^(client-[\w-]+) =/gm)].map((m) => m[1]).sort();
    expect(ids(es)).toEqual(ids(en));
    expect(ids(ptBR)).toEqual(ids(en));
    serve("es");
    expect(t("client-link-open")).toBe("En vivo");
    expect(t("client-table-running", { the: t("client-match-top-capital") })).toBe("La partida está en curso.");
    serve("pt-BR");
    expect(t("client-link-connecting")).toBe("Conectando…");
    expect(t("client-gm-end", { the: t("client-match-dbu") })).toBe("Encerrar a luta");
  });

  it("serves the language asked for, or the closest we speak, else English", () => {
    expect(negotiate(["pt-PT"])).toBe("pt-BR");
    expect(negotiate(["es-MX", "en"])).toBe("es");
    expect(negotiate(["fr-FR", "de"])).toBe("en");
    expect(negotiate(["pt_BR.UTF-8"])).toBe("pt-BR");
    expect(serve("en-XA")).toBe("en-XA");
    expect(serve("klingon")).toBe("en");
  });
});

// --- plurals and numbers ------------------------------------------------------------------------

describe("plurals and numbers", () => {
  it("choose each language's plural form (Portuguese counts 0 with the plural, as people say it)", () => {
    serve("es");
    expect([0, 1, 2].map((n) => t("client-top-cards", counted(n)))).toEqual(["0 cartas", "1 carta", "2 cartas"]);
    expect(t("client-dbu-actions", counted(1))).toBe("1 Acción");
    expect(t("client-pv-hits", counted(21))).toBe("21 golpes");
    serve("pt-BR");
    expect([0, 1, 2].map((n) => t("client-top-cards", counted(n)))).toEqual(["0 cartas", "1 carta", "2 cartas"]);
    expect([0, 1, 5].map((n) => t("client-dbu-counters", counted(n)))).toEqual(["0 Contra-Ações", "1 Contra-Ação", "5 Contra-Ações"]);
    serve("en");
    expect([1, 2].map((n) => t("client-dbu-actions", counted(n)))).toEqual(["1 Action", "2 Actions"]);
  });

  it("write numbers and chances the reader's way, English as it always was", () => {
    expect([whole(1000), percent(0.654), percent(0.001), percent(0.9996), decimal(10.06, 1)]).toEqual(["1,000", "65%", "<1%", ">99%", "10.1"]);
    expect(runWords("1000")).toBe("Run it 1,000 times");
    serve("es");
    expect([whole(1000), whole(10000), percent(0.654), decimal(10.06, 1)]).toEqual(["1000", "10.000", "65\u00a0%", "10,1"]);
    expect(runWords("10000")).toBe("Jugarlo 10.000 veces");
    serve("pt-BR");
    expect([whole(1000), percent(0.654), decimal(4.23, 1)]).toEqual(["1.000", "65%", "4,2"]);
  });
});

// --- the pseudo-language ------------------------------------------------------------------------

describe("the pseudo-language", () => {
  it("accents a message's own words and leaves its names and numbers as they are", () => {
    expect(pseudo("Roll")).toBe("⟦Ŕöļļ⟧");
    serve("en-XA");
    expect(t("client-top-hand-of", { player: "Goku" })).toBe("Goku⟦'š ĥàñđ⟧");
    expect(t("client-dbu-actions", counted(2))).toBe("2 ⟦Àçŧîöñš⟧");
    expect(t("client-dbu-out-of-reach", { square: "F4", option: "Movement" })).toBe("F4 ⟦îš öûŧ öƒ ŕéàçĥ öƒ⟧ Movement⟦.⟧");
    expect(whole(1234)).toBe("1,234"); // numbers as English writes them
  });
});

// --- the header ---------------------------------------------------------------------------------

const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "pt-BR", name: "Português (Brasil)" },
];

function screen(over: Partial<Screen> = {}, panelOver: Partial<Panel> = {}): Screen {
  return {
    game: "dbu", seq: 9, version: 0, status: "running", panel: panel({ gm: null, role: "Player", name: "Ann", ...panelOver }),
    body: null, language: "es", languages: LANGUAGES, ...over,
  };
}

describe("the header", () => {
  it("draws the client's words in the screen's language and says it to the page", () => {
    draw(<App screen={screen()} link="open" message={null} actions={actions} />);
    expect(document.documentElement.lang).toBe("es");
    expect(root.querySelector(".link")!.textContent).toContain("En vivo");
    expect(root.querySelector(".seat")!.textContent).toBe("Player: Ann. El combate está en curso.");
    draw(<App screen={screen({ language: "pt-BR" })} link="reconnecting" message={null} actions={actions} />);
    expect(document.documentElement.lang).toBe("pt-BR");
    expect(root.querySelector(".link")!.textContent).toContain("Reconectando…");
  });

  it("offers the table's languages by their own names, the screen's chosen, and posts the one picked", async () => {
    draw(<App screen={screen()} link="open" message={null} actions={actions} />);
    const select = root.querySelector<HTMLSelectElement>("header select[name=language]")!;
    expect(root.querySelector(`label[for="${select.id}"]`)!.textContent).toBe("Idioma");
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ["en", "English", "en"],
      ["es", "Español", "es"],
      ["pt-BR", "Português (Brasil)", "pt-BR"],
    ]);
    expect(select.value).toBe("es");
    expect(post).not.toHaveBeenCalled(); // the browser's language is the default: nothing is sent
    const pick = (code: string) =>
      act(() => {
        select.value = code;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    pick("pt-BR"); // a pick by pointer or touch
    expect(post).toHaveBeenCalledWith("language", { language: "pt-BR" });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("lets a keyboard move through the languages and sends the one left on (Enter or leaving the list)", () => {
    draw(<App screen={screen()} link="open" message={null} actions={actions} />);
    const select = root.querySelector<HTMLSelectElement>("header select[name=language]")!;
    const arrow = (code: string) =>
      act(() => {
        select.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
        select.value = code;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    arrow("pt-BR");
    arrow("en");
    expect(post).not.toHaveBeenCalled(); // hearing the names changes nothing
    act(() => {
      select.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });
    expect(post).toHaveBeenCalledWith("language", { language: "en" });
    arrow("pt-BR");
    act(() => {
      select.dispatchEvent(new FocusEvent("blur"));
    });
    expect(post).toHaveBeenLastCalledWith("language", { language: "pt-BR" });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it("passes axe with the picker, in Spanish and in the pseudo-language", async () => {
    for (const language of ["es", "en-XA"]) {
      draw(<App screen={screen({ language, languages: [...LANGUAGES, { code: "en-XA", name: "⟦Éñĝļîšĥ⟧" }] })} link="open" message={null} actions={actions} />);
      const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
    }
  });

  it("says it is connecting in the browser's language before the first screen", () => {
    vi.stubGlobal("navigator", { language: "pt-PT", languages: ["pt-PT", "en"] });
    draw(<App screen={null} link="connecting" message={null} actions={actions} />);
    expect(root.textContent).toBe("Conectando…");
    expect(document.documentElement.lang).toBe("pt-BR");
  });
});

// --- every body in en-XA ------------------------------------------------------------------------

/** Fields that name a thing for the client (a key, a shape, a symbol), not words. */
const KEYS = new Set([
  "key", "character", "id", "icon", "symbol", "symbols", "wild", "colour", "shape", "edge", "what", "game", "value",
  "then", "mode", "gm_sees_secrets", "code", "language",
]);
/** Fields whose value is words when it has spaces or capitals, else a key ("gm", "running"). */
const SOFT = new Set(["kind", "role", "status", "raw_status"]);

/** A screen whose own words are pseudo too: names, options, events, the table's texts. */
function pseudoData<T>(value: T, key = ""): T {
  if (typeof value === "string") {
    const path = /^[/#]/.test(value); // a link or a colour
    if (!value || path || KEYS.has(key) || (SOFT.has(key) && /^[a-z_]+$/.test(value))) return value;
    return pseudo(value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudoData(item, key)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoData(v, k)])) as T;
  }
  return value;
}

const ATTRIBUTES = ["aria-label", "aria-valuetext", "title", "placeholder", "label", "alt", "data-label"];
/** Words the client writes that are no language's: the product's name. */
const NAMES = new Set(["Tenkaichi"]);

/** Plain English words in what the page shows and says (its text and its accessible names). */
function plainWords(): string[] {
  const said: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) said.push(walker.currentNode.nodeValue ?? "");
  root.querySelectorAll("*").forEach((el) => {
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value) said.push(value);
    }
  });
  return said
    .flatMap((text) => text.replace(/⟦[^⟧]*⟧|https?:\/\/\S+/g, " ").match(/[A-Za-z]{2,}/g) ?? [])
    .filter((w) => !NAMES.has(w));
}

function gmPanel(): Panel {
  return panel({ gm: gm(tools()), role: "Game master", name: "you", status: "in progress" });
}

describe("every part of a screen in the pseudo-language", () => {
  beforeEach(() => {
    serve("en-XA");
  });

  it("a DBU seat: the board, the decision, the cards, the tracker, the log, a sheet and a move", () => {
    draw(<DbuBody body={pseudoData(dbuBodyFull())} />);
    expect(plainWords()).toEqual([]);
    click([...root.querySelectorAll("button")].find((b) => b.textContent?.includes(pseudo("Movement"))));
    click([...root.querySelectorAll("button")].find((b) => b.textContent?.includes(pseudo("Movement (Normal Speed)"))));
    expect(root.querySelector(".move-picker")).not.toBeNull();
    expect(plainWords()).toEqual([]);
    click(root.querySelector(".sheet-button"));
    expect(root.querySelector("dialog.sheet")).not.toBeNull();
    expect(plainWords()).toEqual([]);
    render(null, root);
    draw(<DbuBody body={pseudoData(dbuBodyFull())} />);
    expect(root.querySelector(".decision input[type=search]")).not.toBeNull(); // seven choices or more: a filter
    click([...root.querySelectorAll("button")].find((b) => b.textContent?.includes(pseudo("Ki Wager"))));
    expect(root.querySelector(".amount")).not.toBeNull();
    expect(plainWords()).toEqual([]);
  });

  it("a Tournament of Power seat: the combat, the dice to keep, the hand, the board, the players, a card", () => {
    draw(<TopBody body={pseudoData(topModelFull())} panel={{} as Panel} />);
    expect(root.querySelector(".keeper")).not.toBeNull();
    expect(root.querySelector(".warrior-card")).not.toBeNull();
    expect(plainWords()).toEqual([]);
    click(root.querySelector(".transform summary"));
    expect(plainWords()).toEqual([]);
    draw(<TopBody body={pseudoData(topModel(true))} panel={{} as Panel} />);
    expect(root.querySelector("#cover")).not.toBeNull();
    expect(plainWords()).toEqual([]);
    draw(<TopBody body={pseudoData({ started: false, winner: "", players: 3, seats: [{ player: "Player 1", name: "Ann" }] })} panel={{} as Panel} />);
    expect(plainWords()).toEqual([]);
  });

  it("a DDC seat: the turn, the grid, the steps, a foe's moves, the fighters", () => {
    draw(<DdcBody body={pseudoData(ddcBody())} panel={{} as Panel} />);
    expect(plainWords()).toEqual([]);
    click(root.querySelector("#decision button.group"));
    expect(root.querySelectorAll("#decision button[data-move]").length).toBe(2);
    expect(plainWords()).toEqual([]);
    draw(<DdcBody body={pseudoData({ ...ddcBody(false), winner: "Red wins" })} panel={{} as Panel} />);
    expect(plainWords()).toEqual([]);
  });

  it("the header, the keys, the table panel and the game master's panel, tools and dialogs", async () => {
    const gmScreen: Screen = {
      game: "dbu", seq: 9, version: 0, status: "running", panel: pseudoData(gmPanel()), body: pseudoData(dbuBodyFull()),
      language: "en-XA", languages: [...pseudoData(LANGUAGES), { code: "en-XA", name: pseudo("English (pseudo)") }],
    };
    draw(<App screen={gmScreen} link="open" message={null} actions={actions} />);
    expect(document.documentElement.lang).toBe("en-XA");
    click(root.querySelector(".help-button"));
    root.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
    expect(root.querySelector(".help")).not.toBeNull();
    expect(plainWords()).toEqual([]);
    click(root.querySelector(".gm-bar button.danger"));
    expect(root.querySelector("dialog#end-dialog, dialog[aria-labelledby='end-dialog-title']")).not.toBeNull();
    expect(plainWords()).toEqual([]);
    click(root.querySelector("dialog button:not(.danger)"));
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ decisions: 2, rolled: true, can_roll_again: true }))));
    await act(async () => {
      (root.querySelector(".gm-bar button:not(.danger)") as HTMLButtonElement).click();
    });
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(root.querySelector("dialog[aria-labelledby='undo-dialog-title']")).not.toBeNull();
    expect(plainWords()).toEqual([]);
  });

  it("a player's table panel: joining, dice to type, the timer, reactions; and the lobby", () => {
    const player = panel({
      gm: null, role: "Player", name: "", must_join: true, raw_status: "lobby", status: "waiting to start",
      dice: { decision_id: 3, title: "Strike", prompt: "Roll your Strike", dice: ["d10", "d10"], example: "7 4" },
      dice_prompt: "Goku rolls Strike", dice_count: 2, dice_faces: "d10, d10", dice_example: "7 4",
      countdown: { left: 30, shown: 30, who: "Goku" },
      policies: { fighters: ["Goku"], families: [{ id: "dodge", name: "Dodge", when: "when hit", choices: [["ask", "ask me"]], value: "ask", notes: ["never costs"] }] },
      notices: ["The game master paused the table"],
    });
    const lobby: Screen = { game: "dbu", seq: 1, version: 0, status: "lobby", panel: pseudoData(player), body: null, language: "en-XA", languages: [] };
    draw(<App screen={lobby} link="reconnecting" message={null} actions={actions} />);
    root.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
    expect(root.querySelector("form.dice")).not.toBeNull();
    expect(plainWords()).toEqual([]);
    const physical = { ...gmPanel(), gm: { ...gm(tools({ status: "lobby", can_rule: false, undo: { available: false } })), physical: true } };
    physical.gm.seats = physical.gm.seats.map((s) => ({ ...s, rolls: true, relink: !s.gm, link: "", joined: true, approved: false }));
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ offered: false }))));
    const gmLobby: Screen = { ...lobby, panel: pseudoData({ ...physical, raw_status: "lobby" }) };
    draw(<App screen={gmLobby} link="closed" message={null} actions={actions} />);
    root.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
    expect(plainWords()).toEqual([]);
  });

  it("the end screen and the fight preview's results and progress", () => {
    draw(<EndScreen end={pseudoData(end())} game="dbu" />);
    expect(plainWords()).toEqual([]);
    draw(<EndScreen end={{ result: "", fighters: [], exports: [], replay: "/seat/T/replay" }} game="ddc" />);
    expect(plainWords()).toEqual([]);
    const interval = { low: 0.6, high: 0.75 };
    const result: PreviewResult = pseudoData({
      runs: 1000, done: 1000, cancelled: false, first_seed: 1, bot: "greedy",
      sides: [{ side: "West", fighters: ["Goku"], wins: 700, chance: 0.7, interval }],
      draws: { count: 18, chance: 0.018, interval }, safety_stops: 3,
      rounds: { mean: 4.23, low: 2, high: 9, quartiles: { q1: 3, median: 4, q3: 5 }, most_runs: { low: 3, high: 6 }, counts: [{ rounds: 4, runs: 1000 }] },
      nobody_fell: 2,
      fighters: [
        {
          fighter: "Krillin", side: "West", falls_first: 380, falls_first_share: 0.38, defeated: 450, defeated_share: 0.45, mean_damage_dealt: 120,
          options: [{ option: "Energy Blast", uses: 310, share: 0.31 }],
          attacks: [{ attack: "Destructo Disc", uses: 60, share: 0.4, hits: 26, damage: 364, damage_a_hit: 14 }],
        },
        { fighter: "Nappa", side: "East", falls_first: 620, falls_first_share: 0.62, defeated: 900, defeated_share: 0.9, mean_damage_dealt: 80, options: [], attacks: [] },
      ],
    });
    draw(<PreviewResults result={result} />);
    root.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
    expect(plainWords()).toEqual([]);
    const states: Preview[] = (["running", "done", "cancelled"] as const).map((state) => ({
      offered: true, why: "", runs_default: 1000, runs_max: 10000, state, runs: 1000, done: 500, total: 1000, failure: "", result: null,
    }));
    const words = [...states.map((p) => statusWords(p, false)), statusWords(states[0], true), runWords("1"), runWords("5"), runWords("")];
    expect(words.flatMap((w) => w.replace(/⟦[^⟧]*⟧/g, " ").match(/[A-Za-z]{2,}/g) ?? [])).toEqual([]);
  });
});
