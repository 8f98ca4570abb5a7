// The battlefield as the main input: fighters to select and target, the squares a Movement
// reaches shaded with their steps (the path drawn under the pointer), an attack's Area of
// Effect previewed under the pointer with whom it hits, Melee Range and Long Range drawn.
// Everything here is also reachable from the decision panel's short lists.

import { useState } from "preact/hooks";
import { squareName } from "../format";
import { t } from "../i18n";
import type { DbuBody, GridFighter, Leaf, Reach, Square } from "../types";

export const CELL = 32;
const MARGIN = 20;
export const SHAPES = ["circle", "square", "diamond", "triangle", "hexagon"] as const;

export interface GridProps {
  body: DbuBody;
  /** Leaves the grid offers as squares (those under the panel's current group). */
  squares: Leaf[];
  /** The Movement being placed: its reachable squares are shaded. */
  moving: Leaf | null;
  preview: Leaf | null;
  selected: string;
  onSquare(x: number, y: number): void;
  onFighter(name: string): void;
  onHoverSquare(x: number, y: number): void;
  onLeave(): void;
}

function box(x: number, y: number, size = 1) {
  return { x: MARGIN + x * CELL, y: MARGIN + y * CELL, w: size * CELL };
}

export function shapeOf(side: string, sides: { name: string }[]): (typeof SHAPES)[number] {
  const i = sides.findIndex((s) => s.name === side);
  return SHAPES[(i < 0 ? 0 : i) % SHAPES.length];
}

function Token({ f, shape, selected }: { f: GridFighter; shape: string; selected: boolean }) {
  const b = box(f.x, f.y, f.size);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.w / 2;
  const r = b.w / 2 - 3;
  let mark;
  if (shape === "square") mark = <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} rx={3} />;
  else if (shape === "diamond") mark = <polygon points={`${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`} />;
  else if (shape === "triangle") mark = <polygon points={`${cx},${cy - r} ${cx + r},${cy + r * 0.8} ${cx - r},${cy + r * 0.8}`} />;
  else if (shape === "hexagon") {
    const pts = [0, 1, 2, 3, 4, 5]
      .map((k) => `${cx + r * Math.cos((Math.PI / 3) * k)},${cy + r * Math.sin((Math.PI / 3) * k)}`)
      .join(" ");
    mark = <polygon points={pts} />;
  } else mark = <circle cx={cx} cy={cy} r={r} />;
  return (
    <g class={`token${f.defeated ? " defeated" : ""}${f.acting ? " acting" : ""}${selected ? " selected" : ""}`}>
      {f.acting ? <circle class="acting-ring" cx={cx} cy={cy} r={r + 2.5} /> : null}
      <g fill={f.colour}>{mark}</g>
      <text x={cx} y={cy + 4} text-anchor="middle" class="initials" aria-hidden="true">
        {f.initials}
      </text>
      {f.defeated ? (
        <path class="cross" d={`M${cx - r} ${cy - r} L${cx + r} ${cy + r} M${cx + r} ${cy - r} L${cx - r} ${cy + r}`} />
      ) : null}
    </g>
  );
}

function tokenName(f: GridFighter): string {
  return `${f.name}, ${f.side}, ${f.square}${f.defeated ? `, ${t("client-defeated")}` : ""}${f.acting ? `, ${t("client-acting")}` : ""}`;
}

function squaresPath(path: Square[]): string {
  return path.map(([x, y], i) => `${i ? "L" : "M"}${MARGIN + x * CELL + CELL / 2} ${MARGIN + y * CELL + CELL / 2}`).join(" ");
}

export function Grid(props: GridProps) {
  const { body, moving, preview } = props;
  const g = body.grid;
  const [hover, setHover] = useState<[number, number] | null>(null);
  const [zoom, setZoom] = useState(false);
  const width = MARGIN + g.width * CELL + 2;
  const height = MARGIN + g.height * CELL + 2;
  const reach: Reach[] = moving?.place?.reach ?? [];
  const hovered = hover ? reach.find((r) => r.x === hover[0] && r.y === hover[1]) : undefined;
  const path = hovered?.path ?? preview?.place?.path ?? null;
  const area = preview?.place?.area ?? null;
  const target = preview?.place?.target ?? "";
  const offered = moving ? [] : props.squares.filter((l) => l.place?.square);
  const ranges = body.ranges;
  const enter = (x: number, y: number) => {
    setHover([x, y]);
    props.onHoverSquare(x, y);
  };
  const cells = [];
  for (let y = 0; y < g.height; y++) {
    for (let x = 0; x < g.width; x++) {
      const b = box(x, y);
      cells.push(
        <rect
          key={`${x},${y}`}
          class="cell"
          x={b.x}
          y={b.y}
          width={CELL}
          height={CELL}
          data-square={squareName(x, y)}
          onClick={() => props.onSquare(x, y)}
          onMouseEnter={() => enter(x, y)}
        />,
      );
    }
  }
  const labels = [];
  for (let x = 0; x < g.width; x++) {
    labels.push(
      <text key={`c${x}`} x={MARGIN + x * CELL + CELL / 2} y={MARGIN - 6} text-anchor="middle" class="axis">
        {squareName(x, 0).replace(/\d+$/, "")}
      </text>,
    );
  }
  for (let y = 0; y < g.height; y++) {
    labels.push(
      <text key={`r${y}`} x={MARGIN - 4} y={MARGIN + y * CELL + CELL / 2 + 4} text-anchor="end" class="axis">
        {y + 1}
      </text>,
    );
  }
  const describe = t("client-dbu-battlefield", {
    width: String(g.width),
    height: String(g.height),
    fighters: g.fighters
      .map((f) => t("client-dbu-at", { fighter: f.name, side: f.side, square: f.square }) + (f.defeated ? `, ${t("client-defeated")}` : ""))
      .join("; "),
  });
  return (
    <figure class={`grid-figure${zoom ? " zoomed" : ""}`}>
      <div class="grid-scroll">
        <svg
          class="grid"
          viewBox={`0 0 ${width} ${height}`}
          width={zoom ? width * 1.5 : undefined}
          role="group"
          aria-label={describe}
          onMouseLeave={() => {
            setHover(null);
            props.onLeave();
          }}
        >
          <defs>
            <pattern id="hatch-melee" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="6" class="hatch-melee" />
            </pattern>
            <pattern id="dots-long" width="8" height="8" patternUnits="userSpaceOnUse">
              <circle cx="4" cy="4" r="1.3" class="dots-long" />
            </pattern>
            <pattern id="hatch-area" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
              <line x1="0" y1="0" x2="0" y2="7" class="hatch-area" />
            </pattern>
          </defs>
          <g class="layer-axes">{labels}</g>
          <g class="layer-cells">{cells}</g>
          <g class="layer-melee">{ranges?.melee.map(([x, y]) => {
            const b = box(x, y);
            return <rect key={`m${x},${y}`} class="melee" x={b.x} y={b.y} width={CELL} height={CELL} />;
          })}</g>
          <g class="layer-long">{ranges?.long.map(([x, y]) => {
            const b = box(x, y);
            return <rect key={`L${x},${y}`} class="long" x={b.x} y={b.y} width={CELL} height={CELL} />;
          })}</g>
          <g class="layer-features">{g.features.map((f) => {
            const b = box(f.x, f.y, f.size);
            return (
              <g key={`f${f.name}`} class="feature">
                <rect x={b.x + 1} y={b.y + 1} width={b.w - 2} height={b.w - 2} />
                <text x={b.x + b.w / 2} y={b.y + b.w / 2 + 4} text-anchor="middle">
                  {t("client-dbu-hardness-short", { rank: String(f.hardness) })}
                </text>
                <title>{t("client-dbu-hardness", { feature: f.name, rank: String(f.hardness) })}</title>
              </g>
            );
          })}</g>
          <g class="layer-vehicles">{g.vehicles.map((v) => {
            const b = box(v.x, v.y, v.size);
            return (
              <g key={`v${v.name}`} class="vehicle">
                <rect x={b.x + 2} y={b.y + 2} width={b.w - 4} height={b.w - 4} />
                <title>{v.name}</title>
              </g>
            );
          })}</g>
          <g class="layer-items">{g.items.map((i) => {
            const b = box(i.x, i.y);
            const cx = b.x + CELL / 2;
            const cy = b.y + CELL / 2;
            return (
              <g key={`i${i.name}${i.x},${i.y}`} class="item">
                <polygon points={`${cx},${cy - 7} ${cx + 7},${cy} ${cx},${cy + 7} ${cx - 7},${cy}`} />
                <title>{i.name}</title>
              </g>
            );
          })}</g>
          <g class="layer-reach">{reach.map((r) => {
            const b = box(r.x, r.y);
            return (
              <g
                key={`reach${r.x},${r.y}`}
                class="reach"
                data-square={squareName(r.x, r.y)}
                onClick={() => props.onSquare(r.x, r.y)}
                onMouseEnter={() => enter(r.x, r.y)}
              >
                <rect x={b.x + 1} y={b.y + 1} width={CELL - 2} height={CELL - 2} />
                <text x={b.x + CELL - 4} y={b.y + CELL - 4} text-anchor="end">
                  {r.steps}
                </text>
              </g>
            );
          })}</g>
          <g class="layer-offered">{offered.map((l) => {
            const [x, y] = l.place!.square!;
            const b = box(x, y);
            return (
              <rect
                key={`o${l.index}`}
                class="offered"
                data-square={squareName(x, y)}
                onMouseEnter={() => enter(x, y)}
                x={b.x + 3}
                y={b.y + 3}
                width={CELL - 6}
                height={CELL - 6}
                onClick={() => props.onSquare(x, y)}
              />
            );
          })}</g>
          <g class="layer-area">{area?.map(([x, y]) => {
            const b = box(x, y);
            return <rect key={`a${x},${y}`} class="area" x={b.x} y={b.y} width={CELL} height={CELL} />;
          })}</g>
          {path ? <path class="path" d={squaresPath(path)} /> : null}
          <g class="layer-fighters">{g.fighters.map((f) => {
            const b = box(f.x, f.y, f.size);
            const c = { x: b.x + b.w / 2, y: b.y + b.w / 2 };
            return (
              <g key={f.name} class={target === f.name ? "targeted" : ""}>
                <Token f={f} shape={shapeOf(f.side, body.sides)} selected={props.selected === f.name} />
                {target === f.name ? <circle class="target-ring" cx={c.x} cy={c.y} r={b.w / 2 + 1} /> : null}
                <rect
                  class="hit"
                  x={b.x}
                  y={b.y}
                  width={b.w}
                  height={b.w}
                  role="button"
                  tabIndex={0}
                  aria-label={tokenName(f)}
                  onClick={(e) => {
                    e.stopPropagation();
                    props.onFighter(f.name);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" || e.key === " ") {
                      e.preventDefault();
                      props.onFighter(f.name);
                    }
                  }}
                >
                  <title>{tokenName(f)}</title>
                </rect>
              </g>
            );
          })}</g>
        </svg>
      </div>
      <figcaption>
        <span class="legend">
          <span class="key melee-key" aria-hidden="true" /> {t("client-dbu-melee")}
          {ranges && ranges.long.length ? (
            <>
              {" "}
              <span class="key long-key" aria-hidden="true" /> {t("client-dbu-long", { squares: String(ranges.long_range) })}
            </>
          ) : null}
          {moving ? ` · ${t("client-dbu-legend-move")}` : ""}
          {offered.length ? ` · ${t("client-dbu-legend-aim")}` : ""}
        </span>
        <button type="button" class="zoom" aria-pressed={zoom} onClick={() => setZoom(!zoom)}>
          {zoom ? t("client-dbu-fit") : t("client-zoom-in")}
        </button>
        {hover ? <span class="hover-square"> · {squareName(hover[0], hover[1])}</span> : null}
      </figcaption>
    </figure>
  );
}
