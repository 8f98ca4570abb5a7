import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActionsContext, type Actions } from "../src/context";
import { DbuBody } from "../src/dbu/body";
import { dbuBody as body } from "./fixtures_bodies";

let root: HTMLElement;
let sent: unknown[];
let said: string[];
let actions: Actions;

beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
  sent = [];
  said = [];
  actions = {
    live: { answer: (m: unknown) => (sent.push(m), true), dice: () => true } as unknown as Actions["live"],
    say: (m: string) => void said.push(m),
    post: vi.fn(async () => true),
  };
  act(() => {
    render(
      <ActionsContext.Provider value={actions}>
        <DbuBody body={body()} />
      </ActionsContext.Provider>,
      root,
    );
  });
});

afterEach(() => {
  render(null, root);
  root.remove();
});

function button(text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll("button")].find((b) => b.textContent?.includes(text));
  if (!found) throw new Error(`no button "${text}" in ${root.textContent}`);
  return found;
}

describe("a DBU seat", () => {
  it("moves by a Movement option and then a shaded square, in one answer", () => {
    act(() => button("Movement").click());
    act(() => button("Movement (Normal Speed)").click());
    const reach = root.querySelectorAll("g.reach");
    expect(reach).toHaveLength(2);
    expect(sent).toEqual([]); // nothing is sent before the square
    act(() => {
      (reach[1] as SVGGElement).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 3, then: { kind: "destination", x: 3, y: 1 } }]);
  });

  it("refuses a square out of reach in words and sends nothing", () => {
    act(() => button("Movement").click());
    act(() => button("Movement (Normal Speed)").click());
    const cell = root.querySelector('rect.cell[data-square="F4"]')!;
    act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(sent).toEqual([]);
    expect(said.at(-1)).toContain("F4 is out of reach");
  });

  it("previews an area on the first tap of its square and chooses it on the second", () => {
    act(() => button("Basic Attack").click());
    act(() => button("Clearing, energy").click());
    const cell = root.querySelector('rect.cell[data-square="D2"]')!;
    act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(root.querySelectorAll("rect.area")).toHaveLength(3);
    expect(root.textContent).toContain("hits Vegeta");
    expect(sent).toEqual([]);
    act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 4 }]);
  });

  it("narrows the options to a fighter clicked on the board", () => {
    const vegeta = root.querySelector('rect[role="button"][aria-label^="Vegeta"]')!;
    act(() => {
      vegeta.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(root.textContent).toContain("Options on Vegeta");
    const shown = [...root.querySelectorAll(".options button")].map((b) => b.textContent);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain("Kamehameha on Vegeta");
  });

  it("chooses the nth entry with its number key", () => {
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "3", bubbles: true }));
    });
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 9 }]);
  });
});
