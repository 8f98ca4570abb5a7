// Reading a decision's option tree the way the panel and the grid offer it (no rule: only
// the order and grouping the server sent, and which leaves sit under which group).

import { isLeaf, type Group, type Leaf, type Node } from "./types";

export function leaves(node: Node): Leaf[] {
  if (isLeaf(node)) return [node];
  return node.children.flatMap(leaves);
}

/** The group at ``path`` (titles from the root), or the deepest one found. */
export function groupAt(root: Group, path: string[]): Group {
  let node = root;
  for (const title of path) {
    const next = node.children.find((c): c is Group => !isLeaf(c) && c.title === title);
    if (!next) break;
    node = next;
  }
  return node;
}

/** A group's members as the panel lists them: declining answers first (they cost nothing),
 * then the rest as the server ordered them. */
export function ordered(children: Node[]): Node[] {
  const declines = children.filter((c) => isLeaf(c) && c.declines);
  return [...declines, ...children.filter((c) => !(isLeaf(c) && c.declines))];
}

/** Leaves whose words (their path of group titles and label) hold every word typed. */
export function filtered(root: Group, text: string): { leaf: Leaf; path: string }[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const out: { leaf: Leaf; path: string }[] = [];
  const walk = (node: Node, path: string[]) => {
    if (isLeaf(node)) {
      const all = [...path, node.label].join(" ").toLowerCase();
      if (words.every((w) => all.includes(w))) out.push({ leaf: node, path: path.join(" › ") });
      return;
    }
    for (const child of node.children) walk(child, [...path, node.title]);
  };
  for (const child of root.children) walk(child, []);
  return out;
}

export interface Series {
  /** The argument that differs (a Ki Wager's "kp"). */
  arg: string;
  values: number[];
  leaves: Leaf[];
}

/** Leaves that differ only in one whole-number argument (Ki Wager 0 ... 30) are one amount
 * to choose: offered as a number field and a slider, not thirty buttons. */
export function series(children: Node[]): Series | null {
  if (children.length < 4 || !children.every(isLeaf)) return null;
  const list = children as Leaf[];
  const keys = Object.keys(list[0].key);
  const varying = keys.filter((k) => list.some((l) => l.key[k] !== list[0].key[k]));
  if (varying.length !== 1) return null;
  const arg = varying[0];
  if (!list.every((l) => Number.isInteger(l.key[arg]) && Object.keys(l.key).length === keys.length)) {
    return null;
  }
  const sorted = [...list].sort((a, b) => (a.key[arg] as number) - (b.key[arg] as number));
  return { arg, values: sorted.map((l) => l.key[arg] as number), leaves: sorted };
}

export function sameSquare(a: [number, number] | undefined, x: number, y: number): boolean {
  return a !== undefined && a[0] === x && a[1] === y;
}
