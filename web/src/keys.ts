// The keys every decision panel answers to: 1-9 choose the nth entry of its list (the
// entry's button is focused and clicked, as a person would), Backspace or Escape go back a
// step when there is one to go back to. Keys typed into a field, or with a modifier, are
// left alone.

import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";

export function useChoiceKeys(
  list: RefObject<HTMLOListElement>,
  back: (() => void) | null,
  deps: unknown[],
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (/^[1-9]$/.test(event.key)) {
        const buttons = list.current?.querySelectorAll<HTMLButtonElement>(":scope > li > button");
        const button = buttons?.[Number(event.key) - 1];
        if (button) {
          event.preventDefault();
          button.focus();
          button.click();
        }
      } else if ((event.key === "Backspace" || event.key === "Escape") && back) {
        event.preventDefault();
        back();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, deps);
}
