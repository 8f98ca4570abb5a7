// Notes and rolls: the forms post the fields the table's "note" and "roll" forms take, the
// roll asks its odds a moment after the last key (never for every key), notes and rolls read
// as such in the log, and the composer is where the seat may use it.
import axe from "axe-core";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../src/app";
import { ActionsContext, type Actions } from "../src/context";
import type { Talk as TalkModel } from "../src/gm_types";
import { Log } from "../src/log";
import { Talk } from "../src/talk";
import type { Panel, Screen } from "../src/types";
import { panel, talk } from "./fixtures_gm";

let root: HTMLElement;
let post: ReturnType<typeof vi.fn>;
let said: [string, string | undefined][];
let actions: Actions;

function draw(t: TalkModel = talk()) {
  act(() => {
    render(
      <ActionsContext.Provider value={actions}>
        <main>
          <Talk panel={panel({ role: "Player", gm: null })} talk={t} />
        </main>
      </ActionsContext.Provider>,
      root,
    );
  });
}

function form(legend: string): HTMLFormElement {
  const found = [...root.querySelectorAll("form")].find((f) => f.querySelector("legend")?.textContent === legend);
  if (!found) throw new Error(`no form "${legend}"`);
  return found;
}

function button(text: string, within: ParentNode = root): HTMLButtonElement {
  const found = [...within.querySelectorAll("button")].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

function field<T extends HTMLElement = HTMLInputElement>(within: ParentNode, name: string): T {
  const found = within.querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function type(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

function choose(radio: HTMLInputElement) {
  act(() => {
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

async function wait(ms: number) {
  await act(async () => {
    await new Promise((done) => setTimeout(done, ms));
  });
}

async function click(b: HTMLElement) {
  await act(async () => {
    b.click();
  });
  await wait(0);
}

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
  post = vi.fn(async () => ({ error: "", field: "" }));
  said = [];
  actions = {
    live: { post } as unknown as Actions["live"],
    say: (m: string, kind?: "error" | "info") => void said.push([m, kind]),
    post: vi.fn(async () => true),
  };
  vi.stubGlobal("fetch", vi.fn(async (_url: string) => json({ label: "2d10+3", chance: null })));
});

afterEach(() => {
  render(null, root);
  root.remove();
  vi.unstubAllGlobals();
});

describe("a note", () => {
  it("posts its text and audience, counts its characters and is emptied once sent", async () => {
    draw();
    const f = form("Write a note");
    type(field<HTMLTextAreaElement>(f, "text"), "Vegeta looks tired");
    expect(f.textContent).toContain("18 of 500 characters");
    expect(field<HTMLTextAreaElement>(f, "text").maxLength).toBe(500);
    type(field<HTMLSelectElement>(f, "to"), "gm");
    await click(button("Send the note", f));
    expect(post).toHaveBeenCalledWith("note", { text: "Vegeta looks tired", to: "gm" });
    expect(field<HTMLTextAreaElement>(f, "text").value).toBe("");
  });

  it("keeps the text when the table refuses it", async () => {
    post.mockResolvedValueOnce({ error: "the game master does not let players write notes at this table", field: "" });
    draw();
    const f = form("Write a note");
    type(field<HTMLTextAreaElement>(f, "text"), "hello");
    await click(button("Send the note", f));
    expect(said.at(-1)).toEqual(["the game master does not let players write notes at this table", "error"]);
    expect(field<HTMLTextAreaElement>(f, "text").value).toBe("hello");
  });
});

describe("a roll", () => {
  it("posts a dice expression with its target, audience and the dice typed at the table", async () => {
    draw();
    const f = form("Roll");
    expect(f.textContent).toContain("Dice rolled at the table (optional)");
    type(field(f, "expression"), "2d10+3");
    type(field(f, "target"), "15");
    type(field<HTMLSelectElement>(f, "to"), "all");
    type(field(f, "results"), "7 4");
    await click(button("Roll", f));
    expect(post).toHaveBeenCalledWith("roll", { expression: "2d10+3", target: "15", to: "all", results: "7 4" });
    expect(field(f, "results").value).toBe(""); // the dice are used; the expression stays for another roll
    expect(field(f, "expression").value).toBe("2d10+3");
  });

  it("posts a fighter's check without an expression, and leaves out an empty target", async () => {
    draw();
    const f = form("Roll");
    choose(f.querySelector<HTMLInputElement>('input[type=radio][value="check"]')!);
    expect(f.querySelector('[name="expression"]')).toBeNull();
    type(field<HTMLSelectElement>(f, "check"), "Perception");
    await click(button("Roll", f));
    expect(post).toHaveBeenCalledWith("roll", { fighter: "Goku", check: "Perception", to: "all" });
  });

  it("labels the fields that appear with a check by ids no other field has", () => {
    // drawn as the client draws it: a first screen, then the next ones over it
    const screen = (p: Panel): Screen => ({ game: "dbu", seq: 9, version: 0, status: "running", panel: p, body: null });
    const app = (p: Panel) =>
      act(() => {
        render(<App screen={screen(p)} link="open" message={null} actions={actions} />, root);
      });
    app(panel({ role: "Player", gm: null, talk: null }));
    app(panel({ role: "Player", gm: null }));
    const f = form("Roll");
    choose(f.querySelector<HTMLInputElement>('input[type=radio][value="check"]')!);
    const ids = [...root.querySelectorAll("[id]")].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const label = [...f.querySelectorAll("label")].find((l) => l.textContent === "Skill or Saving Throw")!;
    expect(document.getElementById(label.htmlFor)).toBe(field(f, "check"));
  });

  it("offers no check to a seat that plays no fighter", () => {
    draw(talk({ fighters: [] }));
    expect(form("Roll").querySelector("input[type=radio]")).toBeNull();
  });

  it("shows the chance to reach the target, asked once a moment after the last key", async () => {
    const fetch = vi.fn(async (_url: string) => json({ label: "2d10+3", chance: "62%" }));
    vi.stubGlobal("fetch", fetch);
    draw();
    const f = form("Roll");
    type(field(f, "expression"), "2d10");
    type(field(f, "expression"), "2d10+3");
    type(field(f, "target"), "15");
    await wait(100);
    expect(fetch).not.toHaveBeenCalled(); // still typing
    await wait(350);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe("/api/seat/T/odds?expression=2d10%2B3&target=15");
    expect(f.querySelector(".odds-line")!.textContent).toBe("2d10+3 · Chance to reach 15: 62%");
  });

  it("asks the odds of a fighter's check and shows the table's refusal in words", async () => {
    const fetch = vi.fn(async (_url: string) => json({ error: "Goku is not yours to roll for" }, 409));
    vi.stubGlobal("fetch", fetch);
    draw();
    const f = form("Roll");
    choose(f.querySelector<HTMLInputElement>('input[type=radio][value="check"]')!);
    type(field<HTMLSelectElement>(f, "check"), "Corporeal Save");
    type(field(f, "target"), "12");
    await wait(400);
    expect(fetch.mock.calls.at(-1)![0]).toBe("/api/seat/T/odds?fighter=Goku&check=Corporeal+Save&target=12");
    const line = f.querySelector(".odds-line")!;
    expect(line.textContent).toContain("Goku is not yours to roll for");
    expect(line.classList.contains("refused")).toBe(true);
  });
});

describe("the composer", () => {
  it("is not drawn for a seat that may neither write nor roll", () => {
    draw(talk({ can_note: false, can_roll: false }));
    expect(root.querySelector(".talk")).toBeNull();
  });

  it("passes axe", async () => {
    draw();
    root.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
    const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });

  it("sits under the log for a player, and among the tools (not twice) for the game master", () => {
    const screen = (p: Panel): Screen => ({ game: "dbu", seq: 9, version: 0, status: "running", panel: p, body: null });
    const app = (p: Panel) =>
      act(() => {
        render(<App screen={screen(p)} link="open" message={null} actions={actions} />, root);
      });
    app(panel({ role: "Player", gm: null }));
    expect(root.querySelectorAll('form textarea[name="text"]')).toHaveLength(1);
    expect(root.querySelector("#talk")).not.toBeNull();
    app(panel());
    expect(root.querySelector("#talk")).toBeNull();
    expect(root.querySelectorAll('form textarea[name="text"]')).toHaveLength(1);
    expect(root.querySelector("#gm-note form")).not.toBeNull();
  });
});

describe("the log", () => {
  it("marks notes and rolls with a word, and the Rolls filter keeps the rolls made at the table", () => {
    act(() => {
      render(
        <Log
          lines={[
            { round: 1, text: "Goku moves to C3" },
            { round: 1, text: "Ann to everyone: Vegeta looks tired", kind: "note" },
            { round: 1, text: "Ann rolls 2d10+3: 14 (needed 15: failed)", kind: "roll" },
          ]}
          mine={[]}
        />,
        root,
      );
    });
    const lines = [...root.querySelectorAll(".log .line")];
    expect(lines.map((l) => l.querySelector(".kind")?.textContent ?? "")).toEqual(["", "Note", "Roll"]);
    expect(lines[1].textContent).toBe("Note Ann to everyone: Vegeta looks tired");
    act(() => button("Rolls").click());
    expect([...root.querySelectorAll(".log .line")].map((l) => l.textContent)).toEqual([
      "Roll Ann rolls 2d10+3: 14 (needed 15: failed)",
    ]);
  });
});
