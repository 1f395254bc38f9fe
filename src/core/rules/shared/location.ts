// Where a JSON path lands in docs.json, in the words of the navigation, and what the site builder does with an
// invalid value there. Shared by the rules that explain a problem at a path (schema, structure).
import { at, get, type JNode } from '../../json/document.js';
import { CONTENT_ORDER, HELD_IN, LABELLED, isDivision, type DivisionKind } from '../../base/divisions.js';
import { contentKeys } from '../../site/nav.js';

/** "tab "Guides" › group "Setup"": where a JSON path lands, in the words of the navigation. */
export function describeLocation(docs: JNode, path: (string | number)[], config = 'docs.json'): string {
  const parts: string[] = [];
  let cur: JNode | undefined = docs;
  for (const seg of path) {
    cur = typeof seg === 'number' ? cur?.items?.[seg] : get(cur, seg);
    if (cur?.type !== 'object') continue;
    const named = LABELLED.find((l) => get(cur, l.nameKey)?.type === 'string');
    if (named) parts.push(`${named.word} "${String(get(cur, named.nameKey)!.value)}"`);
  }
  // Below the navigation, unlabelled: "navigation"; the navigation key itself is in the config file.
  return parts.length ? parts.join(' › ') : path[0] === 'navigation' && path.length > 1 ? 'navigation' : config;
}

/** What the builder does with a config file (docs.json, or mint.json on a site still on it) that fails its schema. */
export function rejects(config: string): string {
  return `the site builder rejects ${config}`;
}

/**
 * What the site builder does with an invalid value at a path of docs.json. Outside the navigation and in the
 * navigation root's own content it rejects docs.json. Inside a division (tab, anchor, dropdown, product, version,
 * language, menu item) it does not: each division's content is a union tried in order, ending with "no
 * content", so content that fails to parse is dropped without a word: the division's content key that holds
 * the error, or, for an error in the division's own fields, the whole array holding the division one level up.
 */
export function builderConsequence(
  docs: JNode,
  path: readonly (string | number)[],
  config = 'docs.json',
  /** builderDrop's answer for this path, when the caller has it already. */
  drop = builderDrop(docs, path),
): string {
  if (!drop) return rejects(config);
  const { entries } = drop;
  return `the site builder does not reject it but silently drops "${drop.key}" of ${describeLocation(docs, drop.holder)}${entries ? ` with its ${entries} ${entries === 1 ? 'entry' : 'entries'}` : ''}, which then do not appear on the live site`;
}

/**
 * What the site builder drops for an invalid value at a path of docs.json (see builderConsequence): the content key
 * of the division that holds it, and the entries under that key; undefined when it rejects docs.json instead.
 */
export function builderDrop(
  docs: JNode,
  path: readonly (string | number)[],
): { holder: (string | number)[]; key: string; entries: number } | undefined {
  if (path[0] !== 'navigation') return undefined;
  const divisions: { at: number; kind: 'root' | DivisionKind }[] = [{ at: 1, kind: 'root' }];
  for (let i = 2; i < path.length + 1; i++) {
    const holderKey = path[i - 2];
    const kind = typeof holderKey === 'string' ? HELD_IN[holderKey]?.kind : undefined;
    if (typeof path[i - 1] !== 'number' || !kind || !isDivision(kind) || path[i - 3] === 'global') continue;
    divisions.push({ at: i, kind });
  }
  const last = divisions[divisions.length - 1]!;
  const next = path[last.at];
  let drop: { holder: (string | number)[]; key: string } | undefined;
  if (typeof next === 'string' && (CONTENT_ORDER[last.kind] as readonly string[]).includes(next)) {
    if (last.kind !== 'root') drop = { holder: path.slice(0, last.at), key: next };
  } else {
    const parent = divisions[divisions.length - 2];
    if (parent && parent.kind !== 'root') drop = { holder: path.slice(0, parent.at), key: String(path[parent.at]) };
  }
  if (!drop) return undefined;
  return { ...drop, entries: countEntries(at(docs, [...drop.holder, drop.key])) };
}

/**
 * How many entries (page paths) a value holds, through nested content keys. Strings count where pages are
 * written (the value itself, or a `pages` list); under a division key they do not: a settings object such as
 * `"examples": {"languages": ["curl", "python"]}` holds language names, not pages.
 */
export function countEntries(node: JNode | undefined, holder?: string): number {
  return entriesIn(node, holder).length;
}

/** The entries (page paths, as written) a value holds, as countEntries counts them. */
export function entriesIn(node: JNode | undefined, holder?: string): string[] {
  if (!node) return [];
  if (node.type === 'string') return holder === undefined || holder === 'pages' ? [String(node.value)] : [];
  const out: string[] = [];
  for (const i of node.items ?? []) out.push(...entriesIn(i, i.type === 'string' ? holder : undefined));
  for (const p of node.props ?? []) if (HELD_IN[p.key]) out.push(...entriesIn(p.value, p.key));
  return out;
}

/** A value in words: 'the string "x"', 'a list', 'nothing'. */
export function typeName(node: JNode | undefined): string {
  if (!node) return 'nothing';
  if (node.type === 'string') return `the string "${String(node.value).slice(0, 60)}"`;
  if (node.type === 'array') return 'a list';
  if (node.type === 'object') return 'an object';
  return `${node.type === 'null' ? 'null' : `the ${node.type} ${String(node.value)}`}`;
}

/**
 * Where the navigation holds content the site builder drops unread: of the root's or a division's content keys, the
 * ones besides the key it keeps (multiple-roots, mixed-children). Each division's content is a union the builder tries
 * in order, so what it drops is never validated: @mintlify/validation accepts a docs.json whose dropped "anchors"
 * lack their label (Apten-AI/apten-docs 1e76598), and passes over content that fails for a later key (`skipped`).
 */
export function droppedContent(docs: JNode, skipped: ReadonlyMap<JNode, unknown>): (string | number)[][] {
  const out: (string | number)[][] = [];
  const nav = get(docs, 'navigation');
  if (nav?.type !== 'object') return out;
  const stack: { json: JNode; kind: 'root' | DivisionKind; path: (string | number)[] }[] = [
    { json: nav, kind: 'root', path: ['navigation'] },
  ];
  while (stack.length) {
    const v = stack.pop()!;
    const [kept, ...dropped] = contentKeys(v.kind, v.json, skipped);
    for (const key of dropped) out.push([...v.path, key]);
    if (kept === undefined) continue;
    const kind = HELD_IN[kept]?.kind;
    if (!kind || !isDivision(kind)) continue;
    get(v.json, kept)?.items?.forEach((item, i) => {
      if (item.type === 'object') stack.push({ json: item, kind, path: [...v.path, kept, i] });
    });
  }
  return out;
}

/** Whether `path` lies in content the site builder drops unread (droppedContent). */
export function inDropped(dropped: readonly (string | number)[][], path: readonly (string | number)[]): boolean {
  return dropped.some((d) => d.length <= path.length && d.every((seg, i) => path[i] === seg));
}
