import { render } from "preact";
import { act } from "preact/test-utils";
import { describe, expect, it, vi } from "vitest";
import { ActionsContext, type Actions } from "../src/context";
import { GmPanel } from "../src/panel";
import type { Gm, Panel } from "../src/types";

function gm(timer: string, secrets = "yes"): Gm {
  return {
    seats: [
      { seat: 1, role: "Game master", name: "you", gm: true, joined: true, side: "", approved: true, can_approve: false, can_remove: false, link: "", relink: false, dice: "physical", rolls: true },
      { seat: 2, role: "Player", name: "Kris", gm: false, joined: true, side: "Earth", approved: false, can_approve: true, can_remove: false, link: "/seat/abc", relink: false, dice: "physical", rolls: true },
    ],
    sides: ["Earth", "Afterlife"],
    bots: ["greedy"],
    physical: true,
    settings: { gm_sees_secrets: secrets, turn_timer: timer, timer_min: 5, timer_max: 3600, on_timeout: "pause", timeouts: [["pause", "pause the table"], ["bot", "a bot answers"]] },
  };
}

const panel = { raw_status: "running", noun: "fight" } as Panel;

function draw(root: HTMLElement, g: Gm, actions: Actions) {
  act(() => {
    render(
      <ActionsContext.Provider value={actions}>
        <GmPanel panel={panel} gm={g} />
      </ActionsContext.Provider>,
      root,
    );
  });
}

describe("the game master's panel", () => {
  it("keeps a half-typed setting while new views arrive, until the server's value changes", () => {
    const root = document.createElement("div");
    const actions = { live: {}, say: () => undefined, post: vi.fn(async () => true) } as unknown as Actions;
    draw(root, gm("0"), actions);
    const timer = root.querySelector<HTMLInputElement>('input[name="turn_timer"]')!;
    const secrets = root.querySelector<HTMLSelectElement>('select[name="gm_sees_secrets"]')!;
    act(() => {
      timer.value = "45";
      timer.dispatchEvent(new Event("input", { bubbles: true }));
      secrets.value = "no";
      secrets.dispatchEvent(new Event("change", { bubbles: true }));
    });
    draw(root, gm("0"), actions); // another seat moved the table on: a new view, same settings
    expect(root.querySelector<HTMLInputElement>('input[name="turn_timer"]')!.value).toBe("45");
    expect(root.querySelector<HTMLSelectElement>('select[name="gm_sees_secrets"]')!.value).toBe("no");
    draw(root, gm("30", "yes"), actions); // the setting itself changed on the server
    expect(root.querySelector<HTMLInputElement>('input[name="turn_timer"]')!.value).toBe("30");
  });

  it("shows each seat's dice and a Let in button for a player waiting", () => {
    const root = document.createElement("div");
    const actions = { live: {}, say: () => undefined, post: vi.fn(async () => true) } as unknown as Actions;
    draw(root, gm("0"), actions);
    expect(root.querySelector<HTMLSelectElement>('select[aria-label="dice of Kris"]')!.value).toBe("physical");
    const letIn = [...root.querySelectorAll("button")].find((b) => b.textContent === "Let in");
    expect(letIn).toBeTruthy();
    expect(root.querySelector("a")!.getAttribute("href")).toMatch(/\/seat\/abc$/);
  });
});
