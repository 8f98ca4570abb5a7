// The board: every coloured space (with a pattern and a letter, never colour alone), the
// warriors on it as their player's shape and colour with their own letters, and the spaces the
// pending decision lets this seat click (a move: a warrior, then a ringed space).

import type { TopBoard, TopOption, TopToken } from "./types";
import { t } from "../i18n";
import { colourWord, shapePath, tokenWords } from "./helpers";

/** The colours of the spaces, in the board key's order. */
const COLOURS = ["red", "yellow", "blue", "green"];

/** The letter on a space: the deck it draws from (Attack, Defence, Special) or a Warrior fight. */
function mark(colour: string): string {
  return COLOURS.includes(colour) ? t(`client-top-mark-${colour}`) : "";
}

export interface BoardProps {
  board: TopBoard;
  tokens: Record<string, TopToken>;
  options: TopOption[];
  selected: number | null;
  select(token: number | null): void;
  choose(option: TopOption): void;
  show(token: number): void;
  active: number[];
}

export function Board(props: BoardProps) {
  const { board, tokens, options } = props;
  const c = board.cell;
  const moves = options.filter((o) => o.what === "move");
  const movers = new Set(moves.map((o) => o.warrior));
  const cells = new Map<number, TopOption>();
  for (const o of options) if (o.what === "cell" && o.to !== undefined) cells.set(o.to, o);
  const reach = new Map<number, TopOption>();
  if (props.selected !== null) {
    for (const o of moves) if (o.warrior === props.selected && o.to !== undefined) reach.set(o.to, o);
  }
  const onKey = (event: KeyboardEvent, act: () => void) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      act();
    }
  };
  return (
    <figure class="top-board-figure">
      <div class="top-board-scroll" tabIndex={0} role="region" aria-label={t("client-top-board-scrolls")}>
        <svg
          class="top-board"
          viewBox={`0 0 ${board.width} ${board.height}`}
          width={board.width}
          height={board.height}
          role="group"
          aria-label={t("client-top-board")}
        >
          <defs>
            <pattern id="pat-red" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="3" height="8" fill="#a01e00" opacity="0.18" />
            </pattern>
            <pattern id="pat-yellow" width="9" height="9" patternUnits="userSpaceOnUse">
              <circle cx="4.5" cy="4.5" r="1.6" fill="#6b5200" opacity="0.25" />
            </pattern>
            <pattern id="pat-blue" width="8" height="8" patternUnits="userSpaceOnUse">
              <rect width="8" height="2.5" fill="#003c66" opacity="0.18" />
            </pattern>
            <pattern id="pat-green" width="10" height="10" patternUnits="userSpaceOnUse">
              <path d="M0 5h10M5 0v10" stroke="#004d36" stroke-width="1.5" opacity="0.25" />
            </pattern>
          </defs>
          {board.spaces.map((s) => {
            const cellOption = cells.get(s.cell);
            const reachOption = reach.get(s.cell);
            const option = cellOption ?? reachOption;
            const cls = `space ${s.colour}${cellOption ? " target" : ""}${reachOption ? " reach" : ""}`;
            const label = t("client-top-space", { space: s.name, colour: colourWord(s.colour), text: s.text });
            const body = (
              <>
                <rect x={s.x + 1} y={s.y + 1} width={c - 2} height={c - 2} rx="4" fill={s.fill} />
                <rect x={s.x + 1} y={s.y + 1} width={c - 2} height={c - 2} rx="4" fill={`url(#pat-${s.colour})`} />
                {option ? <rect class="ring" x={s.x + 3} y={s.y + 3} width={c - 6} height={c - 6} rx="4" /> : null}
              </>
            );
            if (!option) {
              return (
                <g class={cls} key={s.cell} data-cell={s.cell}>
                  <title>{label}</title>
                  {body}
                </g>
              );
            }
            return (
              <g
                class={cls}
                key={s.cell}
                data-cell={s.cell}
                data-option={option.number}
                role="button"
                tabIndex={0}
                aria-label={`${option.label} (${colourWord(s.colour)})`}
                onClick={() => props.choose(option)}
                onKeyDown={(e) => onKey(e, () => props.choose(option))}
              >
                {body}
              </g>
            );
          })}
          <g class="space-labels" aria-hidden="true">
            {board.spaces.map((s) => (
              <g key={s.cell}>
                <text class="space-name" x={s.x + 4} y={s.y + 11}>
                  {s.name}
                </text>
                <text class="space-mark" x={s.x + c - 5} y={s.y + c - 5}>
                  {mark(s.colour)}
                </text>
              </g>
            ))}
          </g>
          {board.warriors.map((w) => {
            const tk = tokens[String(w.id)];
            const movable = movers.has(w.id);
            const chosen = props.selected === w.id;
            const active = props.active.includes(w.id);
            const letters = tk?.letters ?? w.initials;
            const shape = tk?.shape ?? "circle";
            const words = tk ? tokenWords(tk) : w.title;
            const here = reach.get(w.cell) ?? cells.get(w.cell);
            const act = () => {
              if (here && !chosen) props.choose(here);
              else if (movable) props.select(chosen ? null : w.id);
              else props.show(w.id);
            };
            return (
              <g
                class={`warrior${movable ? " movable" : ""}${chosen ? " selected" : ""}${active ? " active" : ""}`}
                key={w.id}
                data-token={w.id}
                data-letters={letters}
                data-shape={shape}
                data-owner={tk?.owner ?? ""}
                data-colour={tk?.colour ?? w.colour}
                role="button"
                tabIndex={movable || here ? 0 : -1}
                aria-pressed={movable ? chosen : undefined}
                aria-label={`${letters} ${
                  here && !chosen
                    ? `${here.label}: ${words}`
                    : movable
                      ? t("client-top-token-move", { warrior: words })
                      : t("client-top-token-card", { warrior: words })
                }`}
                onClick={act}
                onKeyDown={(e) => onKey(e, act)}
              >
                {movable || chosen || active ? <circle class="halo" cx={w.cx} cy={w.cy} r={w.r + 5} /> : null}
                <path d={shapePath(shape, w.cx, w.cy, w.r)} fill={tk?.colour ?? w.colour} class="token" />
                <text
                  aria-hidden="true"
                  x={w.cx}
                  y={w.cy + (letters.length > 2 ? 3 : 4)}
                  fill={tk?.ink ?? "#fff"}
                  font-size={w.r > 12 ? (letters.length > 2 ? 10 : 12) : letters.length > 2 ? 7 : 8.5}
                >
                  {letters}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption class="board-key">
        {COLOURS.map((colour) => (
          <span key={colour}>
            <b>{mark(colour)}</b> {t(`client-top-key-${colour}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
