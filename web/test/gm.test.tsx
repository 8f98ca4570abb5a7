// The game master's tools drawn in happy-dom from a screen like the server's: each form posts
// the fields the table's "gm" form takes, a refusal keeps what was typed, Undo asks whether
// to keep the dice only when the step rolled some, End asks before it ends, and the panel
// passes axe.
import axe from "axe-core";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActionsContext, type Actions } from "../src/context";
import { GmTools } from "../src/gm";
import type { GmTools as Tools } from "../src/gm_types";
import { GmPanel } from "../src/panel";
import { gm, panel, talk, tools } from "./fixtures_gm";

let root: HTMLElement;
let post: ReturnType<typeof vi.fn>;
let said: [string, string | undefined][];
let actions: Actions;

function draw(t: Tools = tools()) {
  act(() => {
    render(
      <ActionsContext.Provider value={actions}>
        <GmTools panel={panel()} tools={t} />
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
  if (!found) throw new Error(`no button "${text}" in ${within.textContent}`);
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

async function click(b: HTMLElement) {
  await act(async () => {
    b.click();
  });
  await act(async () => {
    await new Promise((done) => setTimeout(done, 0)); // the post's or question's answer, then its effects
  });
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
});

afterEach(() => {
  render(null, root);
  root.remove();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the game master's rulings", () => {
  it("sets a fighter's value with the fields of the gm form, then empties the value and reason", async () => {
    draw();
    const f = form("Set a value");
    type(field<HTMLSelectElement>(f, "fighter"), "Vegeta");
    type(field<HTMLSelectElement>(f, "stat"), "ki");
    expect(f.textContent).toContain("now 20 of 30"); // Vegeta's Ki, before it is set
    type(field(f, "value"), "5");
    type(field(f, "reason"), "Senzu bean");
    await click(button("Set", f));
    expect(post).toHaveBeenCalledWith("gm", { do: "set", fighter: "Vegeta", stat: "ki", value: "5", reason: "Senzu bean" });
    expect(field(f, "value").value).toBe("");
    expect(field(f, "reason").value).toBe("");
    expect(said.at(-1)).toEqual(["Ki of Vegeta set to 5.", "info"]);
  });

  it("keeps what was typed when the table refuses, and marks the field it names", async () => {
    post.mockResolvedValueOnce({ error: "the new value must be a whole number (got 'x')", field: "value" });
    draw();
    const f = form("Set a value");
    type(field(f, "value"), "7");
    type(field(f, "reason"), "why not");
    await click(button("Set", f));
    expect(said.at(-1)).toEqual(["the new value must be a whole number (got 'x')", "error"]);
    expect(field(f, "value").value).toBe("7");
    expect(field(f, "reason").value).toBe("why not");
    expect(field(f, "value").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field(f, "value"));
  });

  it("keeps a half-filled form while new views arrive", () => {
    draw();
    const f = form("Set a value");
    type(field<HTMLSelectElement>(f, "fighter"), "Vegeta");
    type(field(f, "value"), "9");
    type(field(f, "reason"), "a Senzu bean");
    const next = tools();
    next.fighters[1] = { ...next.fighters[1], life: 30 }; // another seat moved the fight on
    draw(next);
    expect(field<HTMLSelectElement>(f, "fighter").value).toBe("Vegeta");
    expect(field(f, "value").value).toBe("9");
    expect(field(f, "reason").value).toBe("a Senzu bean");
    expect(f.textContent).toContain("now 30 of 50");
  });

  it("adds a stacking condition with its stacks and rounds, and removes one with the other button", async () => {
    draw();
    const f = form("A Condition or State");
    expect(f.querySelector('[name="stacks"]')).toBeNull(); // Guard Down does not stack
    type(field<HTMLSelectElement>(f, "name"), "Impaired");
    type(field(f, "stacks"), "2");
    type(field(f, "rounds"), "3");
    await click(button("Add the condition", f));
    expect(post).toHaveBeenLastCalledWith("gm", {
      do: "condition", fighter: "Goku", name: "Impaired", stacks: "2", rounds: "3", reason: "", op: "add",
    });
    type(field<HTMLSelectElement>(f, "fighter"), "Vegeta");
    expect(f.textContent).toContain("Now: Guard Down");
    type(field<HTMLSelectElement>(f, "name"), "Guard Down");
    await click(button("Remove the condition", f));
    expect(post).toHaveBeenLastCalledWith("gm", {
      do: "condition", fighter: "Vegeta", name: "Guard Down", stacks: "1", rounds: "", reason: "", op: "remove",
    });
  });

  it("moves a fighter to a square picked by tapping the board, and the board's own click is not made", async () => {
    draw();
    const board = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    board.setAttribute("class", "grid");
    const cell = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    cell.setAttribute("data-square", "D3");
    const boardClick = vi.fn();
    cell.addEventListener("click", boardClick);
    board.appendChild(cell);
    document.body.appendChild(board);
    const f = form("Move a fighter");
    type(field<HTMLSelectElement>(f, "fighter"), "Vegeta");
    expect(f.textContent).toContain("now on E3");
    await click(button("Pick on the board", f));
    expect(button("Stop picking", f).getAttribute("aria-pressed")).toBe("true");
    act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(boardClick).not.toHaveBeenCalled();
    expect(field(f, "square").value).toBe("D3");
    expect(document.activeElement).toBe(field(f, "square"));
    await click(button("Move the fighter", f));
    expect(post).toHaveBeenLastCalledWith("gm", { do: "move", fighter: "Vegeta", square: "D3", reason: "" });
  });

  it("reorders the Initiative Order with Move up and Move down, keeping the focus on the moved fighter", async () => {
    draw();
    const f = form("Initiative Order");
    const up = [...f.querySelectorAll("button")].find((b) => b.textContent === "Move up Nappa")!;
    act(() => up.focus());
    await click(up);
    const row = [...f.querySelectorAll("li")].map((li) => li.dataset.name);
    expect(row).toEqual(["Goku", "Nappa", "Vegeta"]);
    expect(document.activeElement?.textContent).toBe("Move up Nappa");
    expect(f.textContent).toContain("Nappa is now 2 of 3.");
    await click(button("Move up Nappa", f));
    expect(button("Move up Nappa", f).disabled).toBe(true); // first now: the focus went to Move down
    expect(document.activeElement?.textContent).toBe("Move down Nappa");
    await click(button("Set the order", f));
    expect(post).toHaveBeenLastCalledWith("gm", { do: "order", order: "Nappa\nGoku\nVegeta", reason: "" });
  });

  it("closes the rulings, with a reason in words, when the table cannot take one", () => {
    draw(tools({ can_rule: false, status: "paused" }));
    expect(form("Set a value").querySelector("fieldset")!.disabled).toBe(true);
    expect(form("Add a fighter or a squad").querySelector("fieldset")!.disabled).toBe(true);
    expect(form("Give a fighter to a seat").querySelector("fieldset")!.disabled).toBe(false);
    expect(root.textContent).toContain("Rulings wait while the table waits for dice");
  });
});

describe("the game master's fighters", () => {
  it("adds a squad from an example sheet, with an Initiative rolled and played by a seat", async () => {
    draw();
    const f = form("Add a fighter or a squad");
    type(field<HTMLSelectElement>(f, "source"), "example:Frieza");
    type(field<HTMLSelectElement>(f, "side"), "Villains");
    type(field(f, "square"), "c4");
    type(field(f, "count"), "5");
    type(field<HTMLSelectElement>(f, "controller"), "3");
    type(field(f, "name"), "Soldier");
    await click(button("Add to the fight", f));
    expect(post).toHaveBeenLastCalledWith("gm", {
      do: "add", source: "example:Frieza", side: "Villains", square: "C4", count: "5", initiative: "",
      controller: "3", name: "Soldier", reason: "",
    });
    expect([...field<HTMLSelectElement>(f, "source").options].map((o) => o.value)).toEqual(["sheet:saibaman", "example:Frieza"]);
  });

  it("removes, gives and kicks with the fields the table takes", async () => {
    draw();
    const remove = form("Remove a fighter");
    type(field<HTMLSelectElement>(remove, "fighter"), "Nappa");
    await click(button("Remove from the fight", remove));
    expect(post).toHaveBeenLastCalledWith("gm", { do: "remove", fighter: "Nappa", reason: "" });

    const give = form("Give a fighter to a seat");
    expect(give.textContent).toContain("Goku (played by Ann (player))");
    type(field<HTMLSelectElement>(give, "fighter"), "Vegeta");
    type(field<HTMLSelectElement>(give, "seat"), "2");
    await click(button("Give", give));
    expect(post).toHaveBeenLastCalledWith("gm", { do: "give", fighter: "Vegeta", seat: "2" });
    expect(said.at(-1)).toEqual(["Vegeta given to Ann (player).", "info"]);

    const kick = form("Kick a player");
    expect([...field<HTMLSelectElement>(kick, "seat").options].map((o) => o.text)).toEqual(["Ann (player)"]);
    type(field<HTMLSelectElement>(kick, "to"), "greedy");
    await click(button("Kick the player", kick));
    expect(post).toHaveBeenLastCalledWith("gm", { do: "kick", seat: "2", to: "greedy" });
  });
});

describe("undo and end", () => {
  it("asks to keep the dice or roll again when the step undone rolled some, then undoes", async () => {
    const fetch = vi.fn(async (_url: string) => json({ decisions: 1, rolled: true, can_roll_again: true }));
    vi.stubGlobal("fetch", fetch);
    draw();
    const undo = button("↶ Undo");
    act(() => undo.focus());
    await click(undo);
    expect(fetch.mock.calls[0][0]).toBe("/api/seat/T/undo?n=1");
    expect(post).not.toHaveBeenCalled(); // asked first
    const dialog = root.querySelector("dialog")!;
    expect(dialog.getAttribute("aria-labelledby")).toBe("undo-dialog-title");
    expect(dialog.textContent).toContain("The step you undo rolled dice");
    expect(document.activeElement).toBe(button("Keep those dice", dialog));
    await click(button("Roll again", dialog));
    expect(post).toHaveBeenCalledWith("gm", { do: "undo", n: "1", dice: "again" });
    expect(root.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(button("↶ Undo")); // the focus is back on the opener
  });

  it("asks a plain confirmation when nothing was rolled, and Escape cancels it", async () => {
    vi.stubGlobal("fetch", vi.fn(async (_url: string) => json({ decisions: 2, rolled: false, can_roll_again: false })));
    draw();
    type(root.querySelector<HTMLInputElement>(".gm-bar input")!, "2");
    const undo = button("↶ Undo");
    act(() => undo.focus());
    await click(undo);
    const dialog = root.querySelector("dialog")!;
    expect(dialog.textContent).toContain("Undo the last 2 steps?");
    expect(dialog.textContent).not.toContain("Keep those dice");
    expect(dialog.textContent).not.toContain("Roll again");
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(root.querySelector("dialog")).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(undo);
    await click(undo);
    await click(button("Yes, undo", root.querySelector("dialog")!));
    expect(post).toHaveBeenCalledWith("gm", { do: "undo", n: "2", dice: "keep" });
  });

  it("says the table's refusal of an undo and opens no dialog", async () => {
    vi.stubGlobal("fetch", vi.fn(async (_url: string) => json({ error: "only 0 decisions can be taken back" }, 409)));
    draw();
    await click(button("↶ Undo"));
    expect(root.querySelector("dialog")).toBeNull();
    expect(said.at(-1)).toEqual(["only 0 decisions can be taken back", "error"]);
  });

  it("ends the fight only after a confirmation", async () => {
    draw();
    await click(button("End the fight"));
    expect(post).not.toHaveBeenCalled();
    let dialog = root.querySelector("dialog")!;
    expect(dialog.querySelector("h2")!.textContent).toBe("End the fight now?");
    expect(dialog.textContent).toContain("Everyone sees the result; this cannot be undone.");
    expect(document.activeElement).toBe(button("Cancel", dialog)); // the safe answer first
    await click(button("Cancel", dialog));
    expect(root.querySelector("dialog")).toBeNull();
    expect(post).not.toHaveBeenCalled();
    await click(button("End the fight"));
    dialog = root.querySelector("dialog")!;
    await click(button("Yes, end the fight", dialog));
    expect(post).toHaveBeenCalledWith("gm", { do: "end", confirm: "yes" });
  });

  it("gives a game without rulings (Tournament of Power) only undo, end, kick, roll and note", () => {
    act(() => {
      render(
        <ActionsContext.Provider value={actions}>
          <GmTools
            panel={panel({ game: "top", noun: "game", talk: talk({ fighters: [], checks: [] }) })}
            tools={tools({ fighters: [], conditions: [], stacking: [], checks: [], sheets: [], examples: [], order: [] })}
          />
        </ActionsContext.Provider>,
        root,
      );
    });
    expect(root.querySelector("#gm-rulings")).toBeNull();
    expect([...root.querySelectorAll("legend")].map((l) => l.textContent)).toEqual(["Kick a player", "Roll", "Write a note"]);
    expect(button("End the game")).toBeTruthy(); // a Tournament of Power match is a "game" (web_pages.NOUNS)
  });

  it("draws tools that lack a list (a field the table has not sent yet) instead of stopping the page", () => {
    const partial = { ...tools(), bots: undefined, stacking: undefined, examples: undefined } as unknown as Tools;
    draw(partial);
    expect(form("Kick a player").querySelectorAll('select[name="to"] option')).toHaveLength(1);
    expect([...field<HTMLSelectElement>(form("Add a fighter or a squad"), "source").options].map((o) => o.value)).toEqual(["sheet:saibaman"]);
  });

  it("offers no undo while there is nothing to undo, and says why", () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({ offered: false }))); // the preview panel asks the table
    draw(tools({ undo: { available: false }, status: "lobby", can_rule: false }));
    expect(button("↶ Undo").disabled).toBe(true);
    expect(root.textContent).toContain("Nothing to undo while the fight is not running.");
  });
});

describe("the game master's panel", () => {
  it("has the tools instead of the old Undo and End buttons, and collapses", () => {
    act(() => {
      render(
        <ActionsContext.Provider value={actions}>
          <GmPanel panel={panel()} gm={gm()} />
        </ActionsContext.Provider>,
        root,
      );
    });
    const texts = [...root.querySelectorAll("button")].map((b) => b.textContent);
    expect(texts.filter((t) => t === "End the fight")).toHaveLength(1);
    expect(texts).not.toContain("Undo the last decision");
    const toggle = button("Game master");
    act(() => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(root.querySelector<HTMLElement>("#gm-body")!.hidden).toBe(true);
  });

  it("passes axe with every section open", async () => {
    act(() => {
      render(
        <ActionsContext.Provider value={actions}>
          <main>
            <GmPanel panel={panel()} gm={gm()} />
          </main>
        </ActionsContext.Provider>,
        root,
      );
    });
    root.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
    const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });
});
