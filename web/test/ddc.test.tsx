// The DDC seat's client drawn in happy-dom from a page model like the server's: sides in
// their own colours and shapes, a digivolved fighter by its form's name, the squares and
// targets on the grid sending the option's number, keys 1-9 choosing, the log a live region.
import { render } from "preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActionsContext, type Actions } from "../src/context";
import { DdcBody } from "../src/ddc/body";
import { sortedSquares, squareText, tokenLabel } from "../src/ddc/model";
import type { DdcBody as Body } from "../src/ddc/types";
import { ddcBody as body, ddcFighter as fighter } from "./fixtures_bodies";
import type { Panel } from "../src/types";

let root: HTMLElement;
let sent: unknown[];
const actions = (): Actions => ({
  live: { answer: (m: unknown) => (sent.push(m), true) } as never,
  say: vi.fn(),
  post: vi.fn(async () => true),
});

function draw(b: Body) {
  render(
    <ActionsContext.Provider value={actions()}>
      <DdcBody body={b} panel={{} as Panel} />
    </ActionsContext.Provider>,
    root,
  );
}

beforeEach(() => {
  sent = [];
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

describe("the DDC seat", () => {
  it("draws each side in its own colour and shape, with its word and edge", () => {
    draw(body());
    const red = root.querySelector('.ddc-token[data-side="Red"] .mark')!;
    const blue = root.querySelector('.ddc-token[data-side="Blue"] .mark')!;
    expect(red.getAttribute("fill")).toBe("#d55e00");
    expect(blue.getAttribute("fill")).toBe("#0072b2");
    expect(red.querySelector("circle")).not.toBeNull();
    expect(blue.querySelector("rect")).not.toBeNull();
    expect(root.querySelector(".ddc-edge.edge-left")!.getAttribute("data-side")).toBe("Red");
    expect(root.querySelector(".ddc-legend")!.textContent).toContain("Blue: square tokens, from the right edge");
  });

  it("shows a digivolved fighter by its form's name everywhere", () => {
    draw(body());
    const token = root.querySelector('.ddc-token[data-fighter="Gabumon"]')!;
    expect(token.getAttribute("aria-label")).toMatch(/^Ga: Garurumon \(Gabumon digivolved\), Blue side/);
    expect(root.querySelector('.ddc-fighter[data-fighter="Gabumon"] .shown')!.textContent).toBe("Garurumon");
    expect(root.querySelector(".ddc-order")!.textContent).toContain("Garurumon");
    expect(root.querySelector("#decision")!.textContent).toContain("Attack Garurumon (Blue)");
  });

  it("sends a shaded square's option from the grid, and a foe's move after tapping the foe", async () => {
    draw(body());
    const square = root.querySelector<SVGGElement>('.ddc-reach.move[data-x="3"][data-y="3"]')!;
    square.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(sent).toEqual([{ type: "answer", decision_id: 7, option: 4 }]);
    // charge squares are drawn only once Charge is chosen
    expect(root.querySelector(".ddc-reach.charge")).toBeNull();
    root.querySelector<SVGGElement>('.ddc-token[data-fighter="Gabumon"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    const moves = root.querySelectorAll<HTMLButtonElement>("#decision button[data-move]");
    expect([...moves].map((b) => b.dataset.move)).toEqual(["Normal", "Pepper Breath"]);
    expect(moves[1].textContent).toContain("50% to knock out");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "2", bubbles: true }));
    expect(sent[1]).toEqual({ type: "answer", decision_id: 7, option: 9 });
  });

  it("offers nothing to click to a seat that waits, and keeps the log a live region", () => {
    draw(body(false));
    expect(root.querySelector("#decision")!.textContent).toBe("Waiting for Quinn");
    expect(root.querySelectorAll(".ddc-reach").length).toBe(0);
    expect(root.querySelectorAll(".ddc-token.attackable").length).toBe(0);
    expect(root.querySelector('[role="log"]')!.textContent).toContain("Agumon's turn (post 2)");
  });
});

describe("DDC readings", () => {
  it("lists squares next to a foe first and names them in words", () => {
    const sorted = sortedSquares(body().squares, "move");
    expect(sorted.map((s) => s.number)).toEqual([4, 3]);
    expect(squareText(sorted[0])).toBe("square 3,3, next to Garurumon");
  });

  it("says a knocked-out fighter is out, not its HP", () => {
    expect(tokenLabel(fighter({ alive: false, hp: 0, acting: false }), false)).toContain("knocked out");
  });
});
