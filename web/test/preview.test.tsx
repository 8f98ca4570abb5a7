// The fight preview on the game master's page, drawn in happy-dom with the table's answers
// stubbed: the runs field and its button, the start and the cancel posted as the table takes
// them, the progress bar and the status line while the fights run, the focus that follows the
// buttons, the results in words (never colour alone), refusals in the status line, nothing at a
// table without a preview, and the panel passes axe.
import axe from "axe-core";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActionsContext, type Actions } from "../src/context";
import { GmTools } from "../src/gm";
import { PreviewPanel, runWords, statusWords } from "../src/preview";
import type { Preview, PreviewResult } from "../src/preview_types";
import { panel, tools } from "./fixtures_gm";

let root: HTMLElement;
let said: [string, string | undefined][];
let actions: Actions;
let answers: Preview[];
let fetched: { url: string; body: string }[];

function preview(over: Partial<Preview> = {}): Preview {
  return {
    offered: true, why: "", runs_default: 1000, runs_max: 10000, state: "idle", runs: 1000, done: 0, total: 0,
    failure: "", result: null, ...over,
  };
}

function result(over: Partial<PreviewResult> = {}): PreviewResult {
  return {
    runs: 1000, done: 1000, cancelled: false, first_seed: 1, bot: "greedy",
    sides: [
      { side: "West", fighters: ["Goku", "Krillin"], wins: 712, chance: 0.712, interval: { low: 0.6833, high: 0.7389 } },
      { side: "East", fighters: ["Vegeta", "Nappa"], wins: 270, chance: 0.27, interval: { low: 0.2434, high: 0.2984 } },
    ],
    draws: { count: 18, chance: 0.018, interval: { low: 0.0114, high: 0.0283 } },
    safety_stops: 3,
    rounds: {
      mean: 4.23, low: 2, high: 9, quartiles: { q1: 3, median: 4, q3: 5 }, most_runs: { low: 3, high: 6.2 },
      counts: [{ rounds: 2, runs: 40 }, { rounds: 4, runs: 600 }, { rounds: 9, runs: 360 }],
    },
    nobody_fell: 0,
    fighters: [
      {
        fighter: "Krillin", side: "West", falls_first: 380, falls_first_share: 0.38, defeated: 450, defeated_share: 0.45,
        mean_damage_dealt: 120.4,
        options: [
          { option: "Energy Blast", uses: 310, share: 0.31 },
          { option: "Power Up", uses: 200, share: 0.2 },
          { option: "Guard", uses: 100, share: 0.1 },
          { option: "Taunt", uses: 50, share: 0.05 },
        ],
        attacks: [{ attack: "Destructo Disc", uses: 60, share: 0.4, hits: 26, damage: 364, damage_a_hit: 14 }],
      },
      {
        fighter: "Nappa", side: "East", falls_first: 620, falls_first_share: 0.62, defeated: 900, defeated_share: 0.9,
        mean_damage_dealt: 80, options: [], attacks: [],
      },
    ],
    ...over,
  };
}

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
}

/** The table: each question or post gets the next answer of `answers` (the last one again). */
function stubTable(refusal?: { error: string }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, body: String(init?.body ?? "") });
      if (refusal && init?.method === "POST") return json(refusal, 409);
      const next = answers.length > 1 ? answers.shift()! : answers[0];
      return json(next);
    }),
  );
}

/** Let the page take the table's answers in (a few turns of the event loop). */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((done) => setTimeout(done, 2));
    });
  }
}

/** Wait until the page shows what `shown` looks for (the page looks every few ms here). */
async function until(shown: () => boolean) {
  while (!shown()) await settle(); // vitest's timeout is the hang guard
}

async function draw() {
  act(() => {
    render(
      <ActionsContext.Provider value={actions}>
        <PreviewPanel base="/seat/T" poll={3} />
      </ActionsContext.Provider>,
      root,
    );
  });
  await settle();
}

function button(text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}" in ${root.textContent}`);
  return found;
}

function runsField(): HTMLInputElement {
  return root.querySelector<HTMLInputElement>('input[name="runs"]')!;
}

function status(): string {
  return root.querySelector('[role="status"]')?.textContent ?? "";
}

async function click(b: HTMLElement) {
  await act(async () => {
    b.click();
  });
  await settle();
}

async function submit() {
  const form = root.querySelector("form")!;
  await act(async () => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
  await settle();
}

beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
  said = [];
  fetched = [];
  answers = [preview()];
  actions = {
    live: {} as Actions["live"],
    say: (m: string, kind?: "error" | "info") => void said.push([m, kind]),
    post: vi.fn(async () => true),
  };
});

afterEach(() => {
  render(null, root);
  root.remove();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the preview's words", () => {
  it("says the runs on the button as people write numbers", () => {
    expect(runWords("1000")).toBe("Run it 1,000 times");
    expect(runWords("1")).toBe("Run it once");
    expect(runWords("")).toBe("Run the fights");
    expect(runWords("2.5")).toBe("Run the fights");
  });

  it("reads the progress out by quarters only", () => {
    const running = (done: number) => statusWords(preview({ state: "running", runs: 1000, total: 1000, done }), false);
    expect(running(0)).toBe("Running 1,000 fights.");
    expect(running(249)).toBe("Running 1,000 fights.");
    expect(running(250)).toBe("25% of 1,000 fights played.");
    expect(running(999)).toBe("75% of 1,000 fights played.");
    expect(statusWords(preview({ state: "running", total: 10, done: 3 }), true)).toBe(
      "Cancelling: the fights under way finish first.",
    );
    expect(statusWords(preview({ state: "cancelled", runs: 1000, done: 0, result: result({ done: 0, cancelled: true }) }), false)).toBe(
      "Cancelled before any fight was over: no numbers yet.",
    );
    expect(statusWords(preview({ state: "failed", failure: "the preview failed on the server" }), false)).toBe(
      "the preview failed on the server",
    );
  });
});

describe("the preview panel", () => {
  it("asks the table once, and offers the runs with a button that says them", async () => {
    stubTable();
    await draw();
    expect(fetched.map((f) => f.url)).toEqual(["/api/seat/T/preview"]);
    expect(runsField().value).toBe("1000");
    expect(runsField().max).toBe("10000");
    act(() => {
      runsField().value = "250";
      runsField().dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(button("Run it 250 times")).toBeTruthy();
    expect(root.querySelector('[role="progressbar"]')).toBeNull();
  });

  it("starts, shows the progress, cancels, and keeps the numbers of the fights done", async () => {
    stubTable();
    await draw();
    act(() => {
      runsField().value = "400";
      runsField().dispatchEvent(new Event("input", { bubbles: true }));
    });
    answers = [preview({ state: "running", runs: 400, total: 400, done: 0 })];
    await click(button("Run it 400 times"));
    const posts = () => fetched.filter((f) => f.body).map((f) => `${f.url} ${f.body}`);
    expect(posts()).toEqual(["/api/seat/T/preview do=start&runs=400"]);
    const bar = root.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("400");
    expect(bar.getAttribute("aria-label")).toBe("Fights played");
    expect(status()).toBe("Running 400 fights.");
    expect(document.activeElement).toBe(button("Cancel")); // the Run button is off while they run
    expect(button("Run it 400 times").disabled).toBe(true);
    expect(runsField().disabled).toBe(true);

    answers = [preview({ state: "running", runs: 400, total: 400, done: 200 })];
    const now = () => root.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow");
    await until(() => now() === "200");
    expect(root.querySelector('[role="progressbar"]')!.getAttribute("aria-valuetext")).toBe("200 of 400 fights played");
    expect(status()).toBe("50% of 400 fights played.");

    answers = [preview({ state: "running", runs: 400, total: 400, done: 210 })];
    await click(button("Cancel"));
    expect(posts()).toEqual(["/api/seat/T/preview do=start&runs=400", "/api/seat/T/preview do=cancel"]);
    expect(status()).toBe("Cancelling: the fights under way finish first.");

    const partial = result({ runs: 400, done: 212, cancelled: true });
    answers = [preview({ state: "cancelled", runs: 400, total: 400, done: 212, result: partial })];
    await until(() => root.querySelector("h3") !== null);
    expect(root.querySelector('[role="progressbar"]')).toBeNull();
    expect(status()).toBe("Cancelled after 212 of 400 fights: the numbers below are from those 212.");
    expect(root.querySelector("h3")!.textContent).toBe("How the first 212 fights went");
    expect(document.activeElement).toBe(button("Run it 400 times"));
    const looks = fetched.length;
    await settle();
    expect(fetched.length).toBe(looks); // once it is over, the next look is seconds away
  });

  it("shows each side's chance with its interval in words, and every fighter's facts", async () => {
    answers = [preview({ state: "done", runs: 1000, total: 1000, done: 1000, result: result() })];
    stubTable();
    await draw();
    const text = root.textContent ?? "";
    expect(status()).toBe("Done: 1,000 fights played.");
    const chances = [...root.querySelectorAll(".pv-chances")[0].querySelectorAll("li")].map((li) => li.textContent);
    expect(chances).toEqual([
      "West wins Goku, Krillin71% (likely 68% to 74%)",
      "East wins Vegeta, Nappa27% (likely 24% to 30%)",
      "Nobody wins (a draw)2% (likely 1% to 3%)",
    ]);
    expect(text).toContain("3 fights reached the simulation's limit of rounds and count as draws.");
    expect(text).toContain("A fight lasts 4.2 rounds on average; 8 fights in 10 last 3 to 6 rounds (shortest 2, longest 9).");
    const falls = [...root.querySelectorAll(".pv-chances")[1].querySelectorAll("li")].map((li) => li.textContent);
    expect(falls).toEqual(["Nappa falls first (East)62%", "Krillin falls first (West)38%"]);
    const krillin = root.querySelector(".pv-fighter")!;
    expect(krillin.textContent).toContain("Defeated in 45% of fights; deals 120 Life a fight on average.");
    expect([...krillin.querySelectorAll(".pv-facts li")].map((li) => li.textContent)).toEqual([
      "Energy Blast: 31% of their choices",
      "Power Up: 20% of their choices",
      "Guard: 10% of their choices",
      "Destructo Disc: 14 Life a hit (26 hits)",
    ]);
    expect(root.querySelectorAll(".pv-fighter")[1].textContent).toContain("No attack of theirs cost anyone Life.");
    expect([...root.querySelectorAll("table.pv-lengths-table tbody tr")].map((tr) => tr.textContent)).toEqual(["240", "4600", "9360"]);
    // no internal names, no missing numbers
    expect(text).not.toMatch(/_|undefined|NaN|null/);
    // the bars are drawings: the numbers are in the text next to them
    for (const track of root.querySelectorAll(".pv-bar")) expect(track.getAttribute("aria-hidden")).toBe("true");
  });

  it("says a refusal in the status line and marks the runs field when it is the runs", async () => {
    stubTable({ error: "the fights to run are a whole number from 1 to 10,000 (got '0')" });
    await draw();
    await submit();
    expect(said.at(-1)).toEqual(["the fights to run are a whole number from 1 to 10,000 (got '0')", "error"]);
    expect(runsField().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(runsField());
    expect(root.querySelector('[role="progressbar"]')).toBeNull();
  });

  it("shows a preview started on another page of the game master", async () => {
    stubTable();
    act(() => {
      render(
        <ActionsContext.Provider value={actions}>
          <PreviewPanel base="/seat/T" poll={3} idlePoll={3} />
        </ActionsContext.Provider>,
        root,
      );
    });
    await settle();
    expect(root.querySelector('[role="progressbar"]')).toBeNull();
    answers = [preview({ state: "running", runs: 1000, total: 1000, done: 500 })];
    await until(() => root.querySelector('[role="progressbar"]') !== null);
    expect(status()).toBe("50% of 1,000 fights played.");
    expect(button("Cancel")).toBeTruthy();
  });

  it("shows nothing at a table without a preview", async () => {
    answers = [preview({ offered: false, why: "the preview is made before the fight starts" })];
    stubTable();
    await draw();
    expect(root.innerHTML).toBe("");
  });

  it("comes with the game master's tools before the start of a DBU fight only", async () => {
    stubTable();
    const drawTools = (status: string, game = "dbu") =>
      act(() => {
        render(
          <ActionsContext.Provider value={actions}>
            <GmTools panel={panel({ game })} tools={tools({ status, can_rule: false })} />
          </ActionsContext.Provider>,
          root,
        );
      });
    drawTools("lobby");
    await settle();
    expect(root.querySelector("#gm-preview summary")!.textContent).toBe("Preview the fight");
    drawTools("running");
    expect(root.querySelector("#gm-preview")).toBeNull();
    drawTools("lobby", "top");
    expect(root.querySelector("#gm-preview")).toBeNull();
  });

  it("passes axe while running and with its results", async () => {
    answers = [preview({ state: "running", runs: 1000, total: 1000, done: 300 })];
    stubTable();
    await draw();
    const running = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
    expect(running.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
    render(null, root);
    answers = [preview({ state: "done", runs: 1000, total: 1000, done: 1000, result: result() })];
    await draw();
    root.querySelector("details.pv-lengths")!.setAttribute("open", "");
    const done = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
    expect(done.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });
});
