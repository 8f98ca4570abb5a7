// The battle grid as the main input: the squares a Move&Act step or a Charge reaches shaded
// (tap one to go there), fighters as focusable tokens (tap a foe to list the moves on it),
// each side in its own colour and shape and drawn from the edge it starts on. Everything
// here is also reachable from the decision panel's short lists.

import { useState } from "preact/hooks";
import { t } from "../i18n";
import { shapeWord } from "../format";
import { GLYPHS, edgeWords, tokenLabel } from "./model";
import type { DdcBody, DdcFighter, DdcSquare, Shape } from "./types";

export const CELL = 40;
const MARGIN = 22;
const ZOOM_CELL = 48;

function corner(x: number, y: number) {
  return { x: MARGIN + x * CELL, y: MARGIN + y * CELL };
}

export function shapePath(shape: Shape, cx: number, cy: number, r: number) {
  if (shape === "square") return <rect x={cx - r * 0.85} y={cy - r * 0.85} width={r * 1.7} height={r * 1.7} rx={3} />;
  if (shape === "diamond") return <polygon points={`${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`} />;
  if (shape === "triangle") return <polygon points={`${cx},${cy - r} ${cx + r},${cy + r * 0.8} ${cx - r},${cy + r * 0.8}`} />;
  if (shape === "hexagon") {
    const pts = [0, 1, 2, 3, 4, 5]
      .map((k) => `${cx + r * Math.cos((Math.PI / 3) * k)},${cy + r * Math.sin((Math.PI / 3) * k)}`)
      .join(" ");
    return <polygon points={pts} />;
  }
  return <circle cx={cx} cy={cy} r={r} />;
}

export interface DdcGridProps {
  body: DdcBody;
  /** The kind of step the shaded squares are for ("move" or "charge"). */
  mode: "move" | "charge";
  /** Fighters with options on them, by battle name. */
  targets: Set<string>;
  chosen: string;
  onSquare(square: DdcSquare): void;
  onFighter(f: DdcFighter): void;
}

function Token(props: { f: DdcFighter; attackable: boolean; chosen: boolean; onFighter(f: DdcFighter): void }) {
  const { f } = props;
  const c = corner(f.x, f.y);
  const cx = c.x + CELL / 2;
  const cy = c.y + CELL / 2 - 3;
  const r = CELL / 2 - 7;
  const cls = ["ddc-token", `side-${f.shape}`];
  if (f.acting) cls.push("acting");
  if (!f.alive) cls.push("down");
  if (props.attackable) cls.push("attackable");
  if (props.chosen) cls.push("chosen");
  const act = () => props.onFighter(f);
  return (
    <g
      class={cls.join(" ")}
      role="button"
      tabIndex={0}
      aria-label={tokenLabel(f, props.attackable)}
      aria-pressed={props.attackable ? props.chosen : undefined}
      data-fighter={f.name}
      data-shown={f.shown}
      data-side={f.side}
      data-x={f.x}
      data-y={f.y}
      onClick={(e) => {
        e.stopPropagation();
        act();
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          act();
        }
      }}
    >
      <rect class="hit" x={c.x} y={c.y} width={CELL} height={CELL} />
      {f.acting ? <rect class="acting-box" x={c.x + 1.5} y={c.y + 1.5} width={CELL - 3} height={CELL - 3} rx={4} /> : null}
      {props.attackable ? <circle class="aim" cx={cx} cy={cy} r={r + 4} /> : null}
      <g class="mark" style={{ "--side": f.colour }} fill={f.colour} stroke={f.colour}>
        {shapePath(f.shape, cx, cy, r)}
      </g>
      <text x={cx} y={cy + 4} text-anchor="middle" class="letter" aria-hidden="true">
        {f.letter}
      </text>
      {f.defending ? <rect class="guard" x={c.x + 3} y={c.y + 3} width={CELL - 6} height={CELL - 6} rx={6} /> : null}
      <rect class="hp-track" x={c.x + 5} y={c.y + CELL - 6} width={CELL - 10} height={4} />
      <rect class="hp-fill" x={c.x + 5} y={c.y + CELL - 6} width={((CELL - 10) * f.hp_percent) / 100} height={4} />
      {!f.alive ? <path class="cross" d={`M${cx - r} ${cy - r} L${cx + r} ${cy + r} M${cx + r} ${cy - r} L${cx - r} ${cy + r}`} /> : null}
      <title>{tokenLabel(f, props.attackable)}</title>
    </g>
  );
}

export function DdcGrid(props: DdcGridProps) {
  const { body } = props;
  const [zoom, setZoom] = useState(false);
  const [hover, setHover] = useState<DdcSquare | null>(null);
  const width = MARGIN * 2 + body.width * CELL;
  const height = MARGIN * 2 + body.height * CELL;
  const shaded = body.squares.filter((s) => s.kind === props.mode);
  const cells = [];
  for (let y = 0; y < body.height; y++) {
    for (let x = 0; x < body.width; x++) {
      const c = corner(x, y);
      cells.push(<rect key={`c${x},${y}`} class="ddc-cell" x={c.x} y={c.y} width={CELL} height={CELL} />);
    }
  }
  const axes = [];
  for (let x = 0; x < body.width; x++) {
    axes.push(
      <text key={`ax${x}`} class="ddc-axis" x={MARGIN + x * CELL + CELL / 2} y={MARGIN - 7} text-anchor="middle">
        {x}
      </text>,
    );
  }
  for (let y = 0; y < body.height; y++) {
    axes.push(
      <text key={`ay${y}`} class="ddc-axis" x={MARGIN - 5} y={MARGIN + y * CELL + CELL / 2 + 4} text-anchor="end">
        {y}
      </text>,
    );
  }
  // each side's starting edge: a band in its colour along that edge of the grid
  const bands = body.sides
    .filter((s) => s.edge)
    .map((s) => {
      const w = body.width * CELL;
      const h = body.height * CELL;
      const band = 5;
      const at: Record<string, [number, number, number, number]> = {
        left: [MARGIN - band - 1, MARGIN, band, h],
        right: [MARGIN + w + 1, MARGIN, band, h],
        top: [MARGIN, MARGIN - band - 1, w, band],
        bottom: [MARGIN, MARGIN + h + 1, w, band],
      };
      const [x, y, bw, bh] = at[s.edge];
      return (
        <rect key={`edge${s.name}`} class={`ddc-edge edge-${s.edge}`} x={x} y={y} width={bw} height={bh} fill={s.colour} data-side={s.name}>
          <title>{t("client-ddc-starts-from", { side: s.name, edge: edgeWords(s.edge) })}</title>
        </rect>
      );
    });
  const describe = t("client-ddc-grid", {
    width: String(body.width),
    height: String(body.height),
    fighters: body.fighters
      .map((f) => t("client-ddc-on", { fighter: f.shown, side: f.side, square: f.square }) + (f.alive ? "" : `, ${t("client-ddc-knocked-out")}`))
      .join("; "),
  });
  return (
    <figure class={`ddc-grid-figure${zoom ? " zoomed" : ""}`}>
      <div class="ddc-grid-scroll">
        <svg
          class="ddc-grid"
          viewBox={`0 0 ${width} ${height}`}
          width={zoom ? (width * ZOOM_CELL) / CELL : undefined}
          role="group"
          aria-label={describe}
          onMouseLeave={() => setHover(null)}
        >
          <defs>
            <pattern id="ddc-charge-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="8" class="ddc-hatch" />
            </pattern>
          </defs>
          {bands}
          {axes}
          {cells}
          {body.fighters.filter((f) => !f.alive).map((f) => (
            <Token key={f.name} f={f} attackable={false} chosen={false} onFighter={props.onFighter} />
          ))}
          {shaded.map((s) => {
            const c = corner(s.x, s.y);
            return (
              <g
                key={`s${s.number}`}
                class={`ddc-reach ${s.kind}${s.near.length ? " near" : ""}`}
                data-x={s.x}
                data-y={s.y}
                data-option={s.number}
                onClick={() => props.onSquare(s)}
                onMouseEnter={() => setHover(s)}
              >
                <rect x={c.x + 1} y={c.y + 1} width={CELL - 2} height={CELL - 2} />
                {s.kind === "move" ? <circle cx={c.x + CELL / 2} cy={c.y + CELL / 2} r={3} /> : null}
                <title>{s.label}</title>
              </g>
            );
          })}
          {body.fighters.filter((f) => f.alive).map((f) => (
            <Token
              key={f.name}
              f={f}
              attackable={props.targets.has(f.name)}
              chosen={props.chosen === f.name}
              onFighter={props.onFighter}
            />
          ))}
        </svg>
      </div>
      <figcaption>
        <ul class="ddc-legend">
          {body.sides.map((s) => (
            <li key={s.name}>
              <span class="glyph" style={{ color: s.colour }} aria-hidden="true">
                {GLYPHS[s.shape]}
              </span>{" "}
              {t("client-ddc-legend-side", { side: s.name, shape: shapeWord(s.shape) })}
              {s.edge ? `, ${t("client-ddc-from", { edge: edgeWords(s.edge) })}` : ""}
            </li>
          ))}
          {shaded.length ? (
            <li>
              <span class={`key ${props.mode}`} aria-hidden="true" />{" "}
              {props.mode === "move" ? t("client-ddc-legend-move") : t("client-ddc-legend-charge")}
            </li>
          ) : null}
          {props.targets.size ? (
            <li>
              <span class="key aim" aria-hidden="true" /> {t("client-ddc-legend-ringed")}
            </li>
          ) : null}
          <li>{t("client-ddc-legend-marks")}</li>
        </ul>
        <p class="ddc-grid-tools">
          <button type="button" class="zoom" aria-pressed={zoom} onClick={() => setZoom(!zoom)}>
            {zoom ? t("client-ddc-fit") : t("client-zoom-in")}
          </button>
          {hover ? <span class="hover"> {hover.label}</span> : null}
        </p>
      </figcaption>
    </figure>
  );
}
