// The six symbols of the dice as small SVG icons (no font needed), each with its name in words.

import { t } from "../i18n";

const SYMBOLS = ["kick", "punch", "sphere", "strength", "star", "teleport"];

/** A symbol's name in words: the server names a symbol by its icon ("kick"); one we do not know
 * is shown as the server wrote it. */
export function symbolName(name: string): string {
  return SYMBOLS.includes(name) ? t(`client-top-symbol-${name}`) : name;
}

export function Glyph(props: { icon: string; size?: number }) {
  const size = props.size ?? 28;
  let art;
  switch (props.icon) {
    case "kick":
      art = (
        <>
          <path d="M7 2h6v10l6 2.5c2.5 1 2.2 5.5-.8 5.5H7z" fill="#5c3d2e" />
          <path d="M7 16h13" stroke="#fff" stroke-width="1.2" />
        </>
      );
      break;
    case "punch":
      art = (
        <>
          <rect x="4" y="7" width="15" height="12" rx="3.5" fill="#b34700" />
          <path d="M8 7v5M11.5 7v5M15 7v5M4 13h6" stroke="#fff" stroke-width="1.3" />
        </>
      );
      break;
    case "sphere":
      art = (
        <>
          <circle cx="12" cy="12" r="9" fill="#74c0fc" />
          <circle cx="12" cy="12" r="5" fill="#1971c2" />
          <circle cx="10" cy="10" r="1.6" fill="#fff" />
        </>
      );
      break;
    case "strength":
      art = <polygon points="13,1 4,14 11,14 9,23 20,9 13,9" fill="#f08c00" stroke="#8a4b00" stroke-width="0.8" />;
      break;
    case "star":
      art = (
        <polygon
          points="12,1.5 14.9,8.6 22.5,9.2 16.7,14.1 18.5,21.5 12,17.5 5.5,21.5 7.3,14.1 1.5,9.2 9.1,8.6"
          fill="#fab005"
          stroke="#8a4b00"
        />
      );
      break;
    case "teleport":
      art = (
        <>
          <path d="M4 10a8 8 0 0 1 14-4M20 14a8 8 0 0 1-14 4" fill="none" stroke="#7048e8" stroke-width="2.2" />
          <polygon points="18,2 19.5,8 13.5,7.5" fill="#7048e8" />
          <polygon points="6,22 4.5,16 10.5,16.5" fill="#7048e8" />
        </>
      );
      break;
    default:
      art = (
        <text x="12" y="17" text-anchor="middle" font-size="14">
          ?
        </text>
      );
  }
  return (
    <svg class="glyph" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {art}
    </svg>
  );
}

/** A symbol inline: its icon and its name. */
export function Symbol(props: { name: string; small?: boolean }) {
  return (
    <span class={`sym sym-${props.name}`}>
      <Glyph icon={props.name} size={props.small ? 18 : 22} />
      <span class="sym-name">{symbolName(props.name)}</span>
    </span>
  );
}

/** Symbols one after another, equal ones counted: "2 × kick, sphere". */
export function Symbols(props: { names: string[] }) {
  const counts = new Map<string, number>();
  for (const n of props.names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return (
    <span class="syms">
      {[...counts].map(([name, n]) => (
        <span class="sym-count" key={name}>
          {n > 1 ? <span class="times">{n}×</span> : null}
          <Symbol name={name} small />
        </span>
      ))}
    </span>
  );
}
