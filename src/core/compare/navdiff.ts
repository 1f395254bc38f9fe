// Before/after of the navigation: which entries were added, removed, moved or renamed, which sections were
// relabelled, moved or reordered — and the outline tree of the head navigation carrying those marks.
import { trailKey, type NavKind, type NavNode } from '../site/nav.js';
import type { Span } from '../json/document.js';
import { locationOf } from '../site/model.js';

export type ChangeKind = 'added' | 'removed' | 'moved' | 'renamed' | 'relabelled' | 'reordered';

export interface Change {
  kind: ChangeKind;
  nodeKind: NavKind;
  /** Label (sections) or page/endpoint (entries) after the change; before it, for removals. */
  label: string;
  /** Where it sits after the change (before it, for removals), as "tab "A" › group "B"". */
  location: string;
  /** moved: old location; renamed: old page path; relabelled: old label. */
  from?: string;
  /** Head position (base position for removals). */
  span: Span;
  side: 'base' | 'head';
}

export interface OutlineNode {
  kind: NavKind;
  label: string;
  page?: string;
  status: 'unchanged' | 'added' | 'removed' | 'moved' | 'renamed' | 'relabelled';
  /** Extra marks: a section can be both relabelled and reordered. */
  reordered?: boolean;
  from?: string;
  span: Span;
  side: 'base' | 'head';
  /** Rule findings attached to this entry by the comparison (set later). */
  findings: { rule: string; severity: string; message: string; status?: string }[];
  children: OutlineNode[];
  /** Entries (pages and endpoints) below this node. */
  entries: number;
  /** True when this node or anything below it changed or carries a finding. */
  changed: boolean;
}

const LEAF: ReadonlySet<NavKind> = new Set(['page', 'endpoint']);

function isLeaf(n: NavNode): boolean {
  return LEAF.has(n.kind);
}

function leafKey(n: NavNode, renameTo?: ReadonlyMap<string, string>): string {
  if (n.kind === 'endpoint') return `${n.partition}|endpoint:${n.specSource ?? ''} ${n.method} ${n.endpointPath}`;
  const page = renameTo?.get(n.page!) ?? n.page!;
  return `${n.partition}|page:${page}`;
}

function containers(root: NavNode): NavNode[] {
  const out: NavNode[] = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (!isLeaf(n)) out.push(n);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return out;
}

function leavesBelow(n: NavNode, key: (l: NavNode) => string): Set<string> {
  const s = new Set<string>();
  const stack = [n];
  while (stack.length) {
    const c = stack.pop()!;
    if (isLeaf(c)) s.add(key(c));
    else stack.push(...c.children);
  }
  return s;
}

function hasLeaf(n: NavNode): boolean {
  const stack = [n];
  while (stack.length) {
    const c = stack.pop()!;
    if (isLeaf(c)) return true;
    stack.push(...c.children);
  }
  return false;
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 0;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

/**
 * Pair sections of the two trees: same trail first; then the same label elsewhere with mostly the same
 * entries (a moved section); then, under a paired parent, mostly the same entries (a relabelled section).
 */
function matchContainers(
  base: NavNode,
  head: NavNode,
  baseKey: (n: NavNode) => string,
  headKey: (n: NavNode) => string,
): Map<NavNode, NavNode> {
  const m = new Map<NavNode, NavNode>();
  m.set(base, head);
  const baseList = containers(base).filter((n) => n !== base);
  const headList = containers(head).filter((n) => n !== head);
  const headByTrail = new Map<string, NavNode[]>();
  for (const h of headList) push(headByTrail, trailKey(h), h);
  const used = new Set<NavNode>();
  const leafCache = new Map<NavNode, Set<string>>();
  const leaves = (n: NavNode, key: (l: NavNode) => string): Set<string> => {
    let s = leafCache.get(n);
    if (!s) leafCache.set(n, (s = leavesBelow(n, key)));
    return s;
  };
  // Whether two sections hold a common entry, without building their entry sets: the usual pair shares
  // its first entry, found in the head by key and confirmed by walking up to the section.
  let headLeaves: Map<string, NavNode[]> | undefined;
  const sharesEntry = (b: NavNode, h: NavNode): boolean => {
    if (!headLeaves) {
      headLeaves = new Map();
      for (const c of headList) for (const l of c.children) if (isLeaf(l)) push(headLeaves, headKey(l), l);
      for (const l of head.children) if (isLeaf(l)) push(headLeaves, headKey(l), l);
    }
    const stack = [b];
    while (stack.length) {
      const c = stack.pop()!;
      if (!isLeaf(c)) {
        stack.push(...c.children);
        continue;
      }
      for (const hl of headLeaves.get(baseKey(c)) ?? [])
        for (let p = hl.parent; p; p = p.parent) if (p === h) return true;
    }
    return false;
  };
  // Same trail: the usual case. Labels can repeat (two "Exports" groups), so among equal trails the
  // one holding most of the same entries wins.
  for (const b of baseList) {
    const candidates = headByTrail.get(trailKey(b))?.filter((h) => !used.has(h));
    if (!candidates?.length) continue;
    let h = candidates[0]!;
    if (candidates.length > 1) {
      let best = -1;
      for (const c of candidates) {
        const score = overlap(leaves(b, baseKey), leaves(c, headKey));
        if (score > best) {
          best = score;
          h = c;
        }
      }
    }
    // Sharing no entry at all, it is another section reusing the label: leave it to the next pass,
    // which also pairs same-label sections under the same parent.
    if (hasLeaf(b) && hasLeaf(h) && !sharesEntry(b, h)) continue;
    m.set(b, h);
    used.add(h);
  }
  // The only head sections a base section can pair with here: those with its label and those under the section
  // its parent paired with, in the head's order (a restructure leaves thousands unpaired; each looking through
  // every head section was quadratic).
  const byLabel = new Map<string, number[]>();
  const byParent = new Map<NavNode, number[]>();
  headList.forEach((h, i) => {
    push(byLabel, h.label, i);
    if (h.parent) push(byParent, h.parent, i);
  });
  for (const b of baseList) {
    if (m.has(b)) continue;
    let best: NavNode | undefined;
    let bestScore = 0.5;
    const pairedParent = b.parent && m.get(b.parent);
    for (const i of mergeSorted(byLabel.get(b.label), pairedParent ? byParent.get(pairedParent) : undefined)) {
      const h = headList[i]!;
      // Not yet paired (`used` grows only after this loop).
      if (used.has(h) || h.kind !== b.kind) continue;
      // Every candidate has the label or the parent (the two indexes hold nothing else).
      const sameLabel = h.label === b.label;
      const sameParent = !!pairedParent && h.parent === pairedParent;
      const score = overlap(leaves(b, baseKey), leaves(h, headKey)) + (sameLabel ? 0.01 : 0);
      if (score >= bestScore || (sameLabel && sameParent)) {
        best = h;
        bestScore = score;
        if (sameLabel && sameParent) break;
      }
    }
    if (best) {
      m.set(b, best);
      used.add(best);
    }
  }
  return m;
}

export interface NavDiff {
  changes: Change[];
  outline: OutlineNode;
}

function emptyRoot(n: NavNode | undefined): NavNode {
  return (
    n ?? {
      kind: 'root',
      label: 'navigation',
      span: { file: 'docs.json', offset: 0, length: 0 },
      json: { type: 'null', span: { file: 'docs.json', offset: 0, length: 0 } },
      children: [],
      openapi: [],
      ownOpenapi: false,
      partition: '',
    }
  );
}

// Two literals, not a spread: this runs once per entry of both trees.
function toOutline(n: NavNode, side: 'base' | 'head'): OutlineNode {
  return n.page
    ? {
        kind: n.kind,
        label: n.label,
        page: n.page,
        status: 'unchanged',
        span: n.span,
        side,
        findings: [],
        children: [],
        entries: 0,
        changed: false,
      }
    : {
        kind: n.kind,
        label: n.label,
        status: 'unchanged',
        span: n.span,
        side,
        findings: [],
        children: [],
        entries: 0,
        changed: false,
      };
}

/**
 * The outline of one navigation as it stands (a check, with no "before"): what diffNavigation(nav, nav) gives,
 * without pairing a large tree with itself.
 */
export function standingOutline(nav: NavNode | undefined): OutlineNode {
  const build = (n: NavNode): OutlineNode => {
    const o = toOutline(n, 'head');
    if (!isLeaf(n)) for (const c of n.children) o.children.push(build(c));
    return o;
  };
  const outline = build(emptyRoot(nav));
  summarize(outline);
  return outline;
}

/**
 * Whether two navigations are one tree, node for node: sections of the same kind and label, entries with the same
 * key after the renames and the same page. Pairing such trees marks nothing; most changes leave the navigation so.
 */
export function sameTree(base: NavNode, head: NavNode, renames: ReadonlyMap<string, string>): boolean {
  const stack: [NavNode, NavNode][] = [[base, head]];
  while (stack.length) {
    const [b, h] = stack.pop()!;
    if (b.kind !== h.kind || b.children.length !== h.children.length) return false;
    if (isLeaf(b)) {
      if (b.page !== h.page || leafKey(b, renames) !== leafKey(h)) return false;
      continue;
    }
    if (b.label !== h.label) return false;
    for (let i = 0; i < b.children.length; i++) stack.push([b.children[i]!, h.children[i]!]);
  }
  return true;
}

export function diffNavigation(
  base: NavNode | undefined,
  head: NavNode | undefined,
  renames: ReadonlyMap<string, string>,
): NavDiff {
  if (sameTree(emptyRoot(base), emptyRoot(head), renames)) return { changes: [], outline: standingOutline(head) };
  return pairNavigation(base, head, renames);
}

/** diffNavigation by pairing the trees' sections and entries (exported for the test that sameTree's shortcut agrees). */
export function pairNavigation(
  base: NavNode | undefined,
  head: NavNode | undefined,
  renames: ReadonlyMap<string, string>,
): NavDiff {
  const b = emptyRoot(base);
  const h = emptyRoot(head);
  // Each entry's key is asked for several times (pairing sections, entries, order): made once.
  const keyOf = (rename?: ReadonlyMap<string, string>): ((n: NavNode) => string) => {
    const keys = new Map<NavNode, string>();
    return (n) => {
      let k = keys.get(n);
      if (k === undefined) keys.set(n, (k = leafKey(n, rename)));
      return k;
    };
  };
  const baseKey = keyOf(renames);
  const headKey = keyOf();
  const cmap = matchContainers(b, h, baseKey, headKey);
  const reverse = new Map([...cmap].map(([k, v]) => [v, k]));

  const baseLeaves = new Map<string, NavNode[]>();
  for (const c of containers(b)) for (const l of c.children) if (isLeaf(l)) push(baseLeaves, baseKey(l), l);
  const changes: Change[] = [];
  const matchedBase = new Set<NavNode>();

  const build = (n: NavNode): OutlineNode => {
    const o = toOutline(n, 'head');
    if (!isLeaf(n) && n !== h) {
      const before = reverse.get(n);
      if (!before) {
        o.status = 'added';
        changes.push({
          kind: 'added',
          nodeKind: n.kind,
          label: n.label,
          location: locationOf(n.parent),
          span: n.span,
          side: 'head',
        });
      } else {
        if (before.label !== n.label) {
          o.status = 'relabelled';
          o.from = before.label;
          changes.push({
            kind: 'relabelled',
            nodeKind: n.kind,
            label: n.label,
            location: locationOf(n.parent),
            from: before.label,
            span: n.span,
            side: 'head',
          });
        }
        if (before.parent && cmap.get(before.parent) !== n.parent) {
          o.status = 'moved';
          o.from = locationOf(before.parent);
          changes.push({
            kind: 'moved',
            nodeKind: n.kind,
            label: n.label,
            location: locationOf(n.parent),
            from: locationOf(before.parent),
            span: n.span,
            side: 'head',
          });
        }
        if (isReordered(before, n, cmap, baseKey, headKey)) {
          o.reordered = true;
          changes.push({
            kind: 'reordered',
            nodeKind: n.kind,
            label: n.label,
            location: locationOf(n.parent),
            span: n.span,
            side: 'head',
          });
        }
      }
    }
    for (const c of n.children) {
      if (!isLeaf(c)) {
        o.children.push(build(c));
        continue;
      }
      const leaf = toOutline(c, 'head');
      // The first base entry with this key not yet matched, preferring one that sat in the corresponding section.
      let prior: NavNode | undefined;
      let first: NavNode | undefined;
      for (const x of baseLeaves.get(headKey(c)) ?? []) {
        if (matchedBase.has(x)) continue;
        first ??= x;
        if (x.parent && cmap.get(x.parent) === n) {
          prior = x;
          break;
        }
      }
      prior ??= first;
      if (!prior) {
        leaf.status = 'added';
        changes.push({
          kind: 'added',
          nodeKind: c.kind,
          label: c.kind === 'page' ? c.page! : c.label,
          location: locationOf(n),
          span: c.span,
          side: 'head',
        });
      } else {
        matchedBase.add(prior);
        if (c.kind === 'page' && prior.page !== c.page) {
          leaf.status = 'renamed';
          leaf.from = prior.page;
          changes.push({
            kind: 'renamed',
            nodeKind: 'page',
            label: c.page!,
            location: locationOf(n),
            from: prior.page,
            span: c.span,
            side: 'head',
          });
        }
        if (prior.parent && cmap.get(prior.parent) !== n) {
          if (leaf.status === 'unchanged') leaf.status = 'moved';
          leaf.from = leaf.status === 'renamed' ? leaf.from : locationOf(prior.parent);
          changes.push({
            kind: 'moved',
            nodeKind: c.kind,
            label: c.kind === 'page' ? c.page! : c.label,
            location: locationOf(n),
            from: locationOf(prior.parent),
            span: c.span,
            side: 'head',
          });
        }
      }
      o.children.push(leaf);
    }
    return o;
  };
  const outline = build(h);

  // Removed entries and sections go back where they were, under the nearest section that still exists.
  const outlineOf = new Map<NavNode, OutlineNode>();
  const index = (n: NavNode, o: OutlineNode): void => {
    outlineOf.set(n, o);
    let i = 0;
    for (const c of n.children) index(c, o.children[i++]!);
  };
  index(h, outline);
  const placeRemoved = (bn: NavNode): void => {
    for (const c of bn.children) {
      if (isLeaf(c)) {
        if (matchedBase.has(c)) continue;
        const host = hostFor(bn, cmap, outlineOf, outline);
        const o = toOutline(c, 'base');
        o.status = 'removed';
        host.children.push(o);
        changes.push({
          kind: 'removed',
          nodeKind: c.kind,
          label: c.kind === 'page' ? c.page! : c.label,
          location: locationOf(bn),
          span: c.span,
          side: 'base',
        });
        continue;
      }
      if (!cmap.has(c)) {
        const host = hostFor(bn, cmap, outlineOf, outline);
        const o = toOutline(c, 'base');
        o.status = 'removed';
        host.children.push(o);
        changes.push({
          kind: 'removed',
          nodeKind: c.kind,
          label: c.label,
          location: locationOf(bn),
          span: c.span,
          side: 'base',
        });
        markRemoved(c, o, matchedBase, toOutline);
        continue;
      }
      placeRemoved(c);
    }
  };
  placeRemoved(b);
  summarize(outline);
  return { changes, outline };
}

/** Two ascending lists as one, each value once. */
function mergeSorted(a: readonly number[] = [], b: readonly number[] = []): number[] {
  if (!b.length) return a as number[];
  if (!a.length) return b as number[];
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (out[out.length - 1] !== x) out.push(x);
  }
  return out;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

function hostFor(
  baseParent: NavNode,
  cmap: Map<NavNode, NavNode>,
  outlineOf: Map<NavNode, OutlineNode>,
  root: OutlineNode,
): OutlineNode {
  for (let p: NavNode | undefined = baseParent; p; p = p.parent) {
    const h = cmap.get(p);
    const o = h && outlineOf.get(h);
    if (o) return o;
  }
  return root;
}

/** A removed section keeps its contents in the outline, each marked removed unless it lives on elsewhere. */
function markRemoved(
  bn: NavNode,
  o: OutlineNode,
  matchedBase: Set<NavNode>,
  toOutline: (n: NavNode, side: 'base' | 'head') => OutlineNode,
): void {
  for (const c of bn.children) {
    if (isLeaf(c) && matchedBase.has(c)) continue;
    const co = toOutline(c, 'base');
    co.status = 'removed';
    o.children.push(co);
    if (!isLeaf(c)) markRemoved(c, co, matchedBase, toOutline);
  }
}

function isReordered(
  before: NavNode,
  after: NavNode,
  cmap: Map<NavNode, NavNode>,
  baseKey: (n: NavNode) => string,
  headKey: (n: NavNode) => string,
): boolean {
  const afterIds = after.children.map((c) => (isLeaf(c) ? headKey(c) : c));
  const beforeIds = before.children.map((c) => (isLeaf(c) ? baseKey(c) : cmap.get(c)));
  const beforeSet = new Set(beforeIds);
  const common = new Set(afterIds.filter((x) => beforeSet.has(x)));
  const a = afterIds.filter((x) => common.has(x));
  const b = beforeIds.filter((x) => x !== undefined && common.has(x));
  return a.length > 1 && a.some((x, i) => x !== b[i]);
}

/** Fill in entry counts and the changed flag bottom-up. */
export function summarize(o: OutlineNode): void {
  let entries = o.kind === 'page' || o.kind === 'endpoint' ? 1 : 0;
  let changed = o.status !== 'unchanged' || !!o.reordered || o.findings.length > 0;
  for (const c of o.children) {
    summarize(c);
    entries += c.entries;
    changed ||= c.changed;
  }
  o.entries = entries;
  o.changed = changed;
}
