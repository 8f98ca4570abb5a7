// The end screen: the result as a heading that takes the focus, a summary of every fighter
// (each cell named by its column, so a phone's cards read right), the downloads and the
// replay, drawn once the table's status is over.
import axe from "axe-core";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../src/app";
import type { Actions } from "../src/context";
import { EndScreen } from "../src/endscreen";
import type { Screen } from "../src/types";
import { end, gm, panel, tools } from "./fixtures_gm";

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});

afterEach(() => {
  render(null, root);
  root.remove();
});

function draw() {
  act(() => {
    render(
      <main>
        <EndScreen end={end()} noun="fight" />
      </main>,
      root,
    );
  });
}

describe("the end screen", () => {
  it("shows the result as a heading and a row a fighter with its numbers", () => {
    draw();
    expect(root.querySelector("h2#end-title")!.textContent).toContain("Side Heroes wins after 4 rounds");
    const rows = [...root.querySelectorAll("table.summary tbody tr")];
    expect(rows.map((r) => r.querySelector("th[scope=row]")!.textContent)).toEqual(["Goku standing", "Vegeta ✕ defeated"]);
    const goku = Object.fromEntries([...rows[0].querySelectorAll("td")].map((td) => [td.dataset.label, td.textContent]));
    expect(goku).toEqual({
      Side: "Heroes",
      "Damage dealt": "57",
      "Damage taken": "18",
      "Biggest hit": "24 to Vegeta",
      "Ki spent": "14",
      "Knocked out": "Vegeta, Nappa",
      "Rounds acted": "4",
      "Conditions and States": "Guard Down ×2",
    });
    const vegeta = [...rows[1].querySelectorAll("td")].map((td) => td.textContent);
    expect(vegeta).toEqual(["Villains", "18", "57", "none", "9", "none", "3", "none"]);
    const heads = [...root.querySelectorAll("table.summary thead th")].map((th) => th.textContent);
    expect(heads.slice(1)).toEqual(Object.keys(goku)); // each cell is named by its column
  });

  it("links the transcripts, the input log and the replay", () => {
    draw();
    const links = [...root.querySelectorAll<HTMLAnchorElement>(".exports a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["⬇ Transcript (Markdown)", "/seat/T/export.md"],
      ["⬇ Transcript (HTML)", "/seat/T/export.html"],
      ["⬇ Input log (JSON, for tenkaichi replay)", "/seat/T/export.json"],
    ]);
    const replay = root.querySelector<HTMLAnchorElement>("a.replay-link")!;
    expect([replay.textContent, replay.getAttribute("href")]).toEqual(["Replay the fight step by step", "/seat/T/replay"]);
  });

  it("takes the focus when the fight ends under the reader", () => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    draw();
    expect(document.activeElement).toBe(root.querySelector("#end-title"));
  });

  it("still draws the result and the links when the table sent no summary", () => {
    const bare = { exports: end().exports, replay: "/seat/T/replay" } as unknown as ReturnType<typeof end>;
    act(() => {
      render(<EndScreen end={bare} noun="fight" />, root);
    });
    expect(root.querySelector("#end-title")!.textContent).toBe("The fight is over.");
    expect(root.querySelector("table")).toBeNull();
    expect(root.querySelectorAll(".exports a")).toHaveLength(3);
  });

  it("passes axe", async () => {
    draw();
    const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });

  it("is drawn by the seat's client once the fight is over, with one replay link", () => {
    const actions = { live: { post: vi.fn() }, say: () => undefined, post: vi.fn() } as unknown as Actions;
    const over = panel({
      status: "over",
      raw_status: "over",
      end: end(),
      gm: gm(tools({ status: "over", can_rule: false, undo: { available: false } })),
    });
    const screen: Screen = { game: "dbu", seq: 20, version: 0, status: "over", panel: over, body: null };
    act(() => {
      render(<App screen={screen} link="open" message={null} actions={actions} />, root);
    });
    expect(root.querySelector("main > .end-screen")).not.toBeNull();
    const replays = [...root.querySelectorAll("a")].filter((a) => a.getAttribute("href") === "/seat/T/replay");
    expect(replays).toHaveLength(1);
    expect([...root.querySelectorAll("button")].map((b) => b.textContent)).not.toContain("End the fight");
  });
});
