// Before/after of the navigation: which entries were added, removed, moved or renamed, which sections were
// relabelled, moved or reordered — and the outline tree of the head navigation carrying those marks.
import { isLeaf, pageOf, trailKey, type NavKind, type NavNode } from '../site/nav.js';
import type { Span } from '../json/document.js';
import { locationOf } from '../site/model.js';
import type { FileRename } from './identity.js';
import {
  ownSpecs,
  specId,
  specChangeOf,
  specKey,
  specsNamed,
  notNamedIn,
  type SectionSpec,
  type SpecChange,
} from './section-specs.js';

export type { SectionSpec, SpecChange } from './section-specs.js';

export type ChangeKind = 'added' | 'removed' | 'moved' | 'renamed' | 'relabelled' | 'reordered' | 'spec';

export interface Change {
  kind: ChangeKind;
  nodeKind: NavKind;
  /** Label (sections) or page/endpoint (entries) after the change; before it, for removals. */
  label: string;
  /** Where it sits after the change (before it, for removals), as "tab "A" › group "B"". */
  location: string;
  /** moved: old location; renamed: old page path; relabelled: old label. */
  from?: string;
  /** spec: the section's own specs before and after. */
  specs?: SpecChange;
  /** Head position (base position for removals). */
  span: Span;
  side: 'base' | 'head';
}

export interface OutlineNode {
  kind: NavKind;
  label: string;
  page?: string;
  status: 'unchanged' | 'added' | 'removed' | 'moved' | 'renamed' | 'relabelled';
  /** Extra marks: a section can be both relabelled and reordered, and make API pages of other specs. */
  reordered?: boolean;
  specs?: SpecChange;
  from?: string;
  span: Span;
  side: 'base' | 'head';
  /** Rule findings attached to this entry by the comparison (set later). */
  /** `key`: the finding's identity, as in the findings list (a report that leaves findings out leaves them here). */
  findings: { rule: string; severity: string; message: string; status?: string; key?: string }[];
  children: OutlineNode[];
  /** Entries (pages and endpoints) below this node. */
  entries: number;
  /** True when this node or anything below it changed or carries a finding. */
  changed: boolean;
}

/** An entry's identity: what it names, in its version and language (`moved`: a base partition the head renamed). */
function leafKey(n: NavNode, renameTo?: ReadonlyMap<string, string>, moved?: ReadonlyMap<string, string>): string {
  return `${moved?.get(n.partition) ?? n.partition}|${entryKey(n, renameTo)}`;
}

/** What an entry names, whatever its version and language: a page (under its new name when renamed) or an endpoint. */
function entryKey(n: NavNode, renameTo?: ReadonlyMap<string, string>): string {
  if (n.kind === 'endpoint') return `endpoint:${n.specSource ?? ''} ${n.method} ${n.endpointPath}`;
  const own = pageOf(n);
  return `page:${(own !== undefined ? renameTo?.get(own) : undefined) ?? own}`;
}

/**
 * Base partitions (versions, languages) the head does not have, each to the new head partition holding most of its
 * entries, at least half of them. Odiggo/sully-api-docs 69e73fc put its tabs under a new version "v1": keyed by
 * partition, every entry read as removed and added again, and the tabs "removed with 22 entries" that were still there.
 */
function partitionMoves(base: NavNode, head: NavNode, renameTo: ReadonlyMap<string, string>): Map<string, string> {
  const byPartition = (root: NavNode, rename?: ReadonlyMap<string, string>): Map<string, Set<string>> => {
    const out = new Map<string, Set<string>>();
    for (const c of containers(root))
      for (const l of c.children) {
        if (!isLeaf(l)) continue;
        let set = out.get(l.partition);
        if (!set) out.set(l.partition, (set = new Set()));
        set.add(entryKey(l, rename));
      }
    return out;
  };
  const before = byPartition(base, renameTo);
  const after = byPartition(head);
  const moves = new Map<string, string>();
  const taken = new Set<string>();
  for (const [from, entries] of before) {
    if (after.has(from)) continue;
    let best: string | undefined;
    let most = entries.size / 2;
    for (const [to, there] of after) {
      if (before.has(to) || taken.has(to)) continue;
      let shared = 0;
      for (const e of entries) if (there.has(e)) shared++;
      if (shared > most || (shared === most && best === undefined && shared > 0)) {
        best = to;
        most = shared;
      }
    }
    if (best !== undefined) {
      moves.set(from, best);
      taken.add(best);
    }
  }
  return moves;
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

/**
 * The entries below a section, and the specs its sections make API pages of: a tab of generated pages holds no
 * entry, and relabelled it read as removed and added (Heurismo/docs c2e81268a7, fresh set 111).
 */
function leavesBelow(n: NavNode, key: (l: NavNode) => string): Set<string> {
  const s = new Set<string>();
  const stack = [n];
  while (stack.length) {
    const c = stack.pop()!;
    if (isLeaf(c)) s.add(key(c));
    else {
      for (const spec of ownSpecs(c)) s.add(`\0spec ${specId(spec)}`);
      stack.push(...c.children);
    }
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
  const page = pageOf(n);
  return page
    ? {
        kind: n.kind,
        label: n.label,
        page,
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
      if (pageOf(b) !== pageOf(h) || leafKey(b, renames) !== leafKey(h)) return false;
      continue;
    }
    if (b.label !== h.label || specKey(b) !== specKey(h)) return false;
    for (let i = 0; i < b.children.length; i++) stack.push([b.children[i]!, h.children[i]!]);
  }
  return true;
}

export function diffNavigation(
  base: NavNode | undefined,
  head: NavNode | undefined,
  renames: ReadonlyMap<string, string>,
  /** Files the change renamed (a spec moved to another path is the same spec: its API pages are not gone). */
  files: readonly FileRename[] = [],
): NavDiff {
  if (sameTree(emptyRoot(base), emptyRoot(head), renames)) return { changes: [], outline: standingOutline(head) };
  return pairNavigation(base, head, renames, files);
}

/** diffNavigation by pairing the trees' sections and entries (exported for the test that sameTree's shortcut agrees). */
export function pairNavigation(
  base: NavNode | undefined,
  head: NavNode | undefined,
  renames: ReadonlyMap<string, string>,
  files: readonly FileRename[] = [],
): NavDiff {
  const pairing = new NavPairing(emptyRoot(base), emptyRoot(head), renames, files);
  const outline = pairing.outline();
  summarize(outline);
  return { changes: pairing.changes, outline };
}

/** Each entry's key (renamed pages under their new names when `rename` is given), made once per entry. */
function keyMemo(rename?: ReadonlyMap<string, string>, moved?: ReadonlyMap<string, string>): (n: NavNode) => string {
  const keys = new Map<NavNode, string>();
  return (n) => {
    let k = keys.get(n);
    if (k === undefined) keys.set(n, (k = leafKey(n, rename, moved)));
    return k;
  };
}

/**
 * Two navigation trees paired: sections first (matchContainers), then each head entry with the first unmatched base
 * entry of the same key, preferring one that sat in the corresponding section. The outline is the head's tree with
 * each node's status, and the removed entries and sections put back where they were; `changes` lists what changed,
 * in the order the outline shows it.
 */
class NavPairing {
  readonly changes: Change[] = [];
  private readonly baseKey: (n: NavNode) => string;
  private readonly headKey: (n: NavNode) => string;
  /** Base section → the head section it became. */
  private readonly sections: Map<NavNode, NavNode>;
  /** Head section → the base section it was. */
  private readonly sectionBefore: Map<NavNode, NavNode>;
  /** The base's entries by key, in tree order. */
  private readonly baseEntries = new Map<string, NavNode[]>();
  /** ...and by their key as written (a renamed page under its old name), with the keys the head's entries have. */
  private readonly baseAsWritten = new Map<string, NavNode[]>();
  private readonly headKeys = new Set<string>();
  private readonly matchedBase = new Set<NavNode>();
  /** A matched base entry's place in the outline (its head entry's node). */
  private readonly outlineOfBase = new Map<NavNode, OutlineNode>();
  /** The specs each navigation names somewhere (specsNamed), read when a section's specs differ. */
  private named?: { base: Set<string>; head: Set<string> };

  private specsNamedIn(side: 'base' | 'head'): Set<string> {
    this.named ??= { base: specsNamed(this.base), head: specsNamed(this.head) };
    return this.named[side];
  }

  /**
   * Of a section's specs, those the other state names nowhere: a spec the change moved to another section (from a
   * tab to its group: mintlify-context-engineering/ringcentral c74145948c) makes the same API pages, none gone.
   */
  private readonly specsGone = (specs: SectionSpec[]): SectionSpec[] =>
    notNamedIn(specs, this.specsNamedIn('head'), this.specMoves.to);
  private readonly specsNew = (specs: SectionSpec[]): SectionSpec[] =>
    notNamedIn(specs, this.specsNamedIn('base'), this.specMoves.from);
  /**
   * Spec files the change moved, both ways (michaladamskijoin/docs 3228900, fresh set 116: openapi.json moved to
   * v1/openapi.json with a new section naming it; its API pages read as gone, though the same ones are made).
   */
  private readonly specMoves: { to: Map<string, string>; from: Map<string, string> };

  constructor(
    private readonly base: NavNode,
    private readonly head: NavNode,
    renames: ReadonlyMap<string, string>,
    files: readonly FileRename[] = [],
  ) {
    this.specMoves = { to: new Map(files.map((r) => [r.from, r.to])), from: new Map(files.map((r) => [r.to, r.from])) };
    const moved = partitionMoves(base, head, renames);
    this.baseKey = keyMemo(renames, moved);
    this.headKey = keyMemo();
    this.sections = matchContainers(base, head, this.baseKey, this.headKey);
    this.sectionBefore = new Map([...this.sections].map(([k, v]) => [v, k]));
    const asWritten = renames.size ? keyMemo(undefined, moved) : this.baseKey;
    for (const c of containers(base))
      for (const l of c.children)
        if (isLeaf(l)) {
          push(this.baseEntries, this.baseKey(l), l);
          if (renames.size) push(this.baseAsWritten, asWritten(l), l);
        }
    if (renames.size)
      for (const c of containers(head)) for (const l of c.children) if (isLeaf(l)) this.headKeys.add(this.headKey(l));
  }

  outline(): OutlineNode {
    const outline = this.build(this.head);
    // Removed entries and sections go back where they were, under the nearest section that still exists.
    const outlineOf = new Map<NavNode, OutlineNode>();
    const index = (n: NavNode, o: OutlineNode): void => {
      outlineOf.set(n, o);
      let i = 0;
      for (const c of n.children) index(c, o.children[i++]!);
    };
    index(this.head, outline);
    this.placeRemoved(this.base, outlineOf, outline);
    return outline;
  }

  private build(n: NavNode): OutlineNode {
    const o = toOutline(n, 'head');
    if (n === this.head) this.specChange(this.base, n, o);
    else if (!isLeaf(n)) this.sectionChanges(n, o);
    for (const c of n.children) o.children.push(isLeaf(c) ? this.entry(c, n) : this.build(c));
    return o;
  }

  /** A head section's status: added, or relabelled, moved and reordered against the base section it was. */
  private sectionChanges(n: NavNode, o: OutlineNode): void {
    const before = this.sectionBefore.get(n);
    if (!before) {
      o.status = 'added';
      // What an added section shows may be API pages of a spec only (4casters-io/docs 50896a22ec, fresh set 109: a
      // tab of 29 generated pages read "added", and nothing more).
      const specs = specChangeOf([], this.specsNew(ownSpecs(n)), n);
      if (specs) o.specs = specs;
      this.changes.push({
        kind: 'added',
        nodeKind: n.kind,
        label: n.label,
        location: locationOf(n.parent),
        span: n.span,
        side: 'head',
      });
      return;
    }
    if (before.label !== n.label) {
      o.status = 'relabelled';
      o.from = before.label;
      this.changes.push({
        kind: 'relabelled',
        nodeKind: n.kind,
        label: n.label,
        location: locationOf(n.parent),
        from: before.label,
        span: n.span,
        side: 'head',
      });
    }
    if (before.parent && this.sections.get(before.parent) !== n.parent) {
      o.status = 'moved';
      o.from = locationOf(before.parent);
      this.changes.push({
        kind: 'moved',
        nodeKind: n.kind,
        label: n.label,
        location: locationOf(n.parent),
        from: locationOf(before.parent),
        span: n.span,
        side: 'head',
      });
    }
    if (isReordered(before, n, this.sections, this.baseKey, this.headKey)) {
      o.reordered = true;
      this.changes.push({
        kind: 'reordered',
        nodeKind: n.kind,
        label: n.label,
        location: locationOf(n.parent),
        span: n.span,
        side: 'head',
      });
    }
    this.specChange(before, n, o);
  }

  /** A section that makes API pages of other OpenAPI specs than it did (one added, removed or replaced). */
  private specChange(before: NavNode, n: NavNode, o: OutlineNode): void {
    if (specKey(before) === specKey(n)) return;
    const specs = specChangeOf(this.specsGone(ownSpecs(before)), this.specsNew(ownSpecs(n)), n);
    if (!specs) return;
    o.specs = specs;
    this.changes.push({
      kind: 'spec',
      nodeKind: n.kind,
      label: n.label,
      location: locationOf(n.parent),
      specs: o.specs,
      span: n.span,
      side: 'head',
    });
  }

  /** The first base entry with the key of `entry` not yet matched, preferring one in the section `section` was. */
  private priorOf(entry: NavNode, section: NavNode): NavNode | undefined {
    let first: NavNode | undefined;
    for (const x of this.baseEntries.get(this.headKey(entry)) ?? []) {
      if (this.matchedBase.has(x)) continue;
      first ??= x;
      if (x.parent && this.sections.get(x.parent) === section) return x;
    }
    if (first) return first;
    // An entry left as written while the change renamed its page (the file moved, the entry not updated:
    // GetSteps-App/getsteps-docs 972f631) is that entry, unchanged, not one removed and one added; unless the head
    // lists the page under its new name, where the base entry went.
    for (const x of this.baseAsWritten.get(this.headKey(entry)) ?? [])
      if (!this.matchedBase.has(x) && !this.headKeys.has(this.baseKey(x))) return x;
    return undefined;
  }

  /** A head entry of `section`: added, or renamed and moved against the base entry it was. */
  private entry(c: NavNode, section: NavNode): OutlineNode {
    const leaf = toOutline(c, 'head');
    const label = c.kind === 'page' ? c.page : c.label;
    const prior = this.priorOf(c, section);
    if (!prior) {
      leaf.status = 'added';
      this.changes.push({
        kind: 'added',
        nodeKind: c.kind,
        label,
        location: locationOf(section),
        span: c.span,
        side: 'head',
      });
      return leaf;
    }
    this.matchedBase.add(prior);
    this.outlineOfBase.set(prior, leaf);
    if (c.kind === 'page' && pageOf(prior) !== c.page) {
      leaf.status = 'renamed';
      leaf.from = pageOf(prior);
      this.changes.push({
        kind: 'renamed',
        nodeKind: 'page',
        label: c.page,
        location: locationOf(section),
        from: pageOf(prior),
        span: c.span,
        side: 'head',
      });
    }
    if (prior.parent && this.sections.get(prior.parent) !== section) {
      if (leaf.status === 'unchanged') leaf.status = 'moved';
      leaf.from = leaf.status === 'renamed' ? leaf.from : locationOf(prior.parent);
      this.changes.push({
        kind: 'moved',
        nodeKind: c.kind,
        label,
        location: locationOf(section),
        from: locationOf(prior.parent),
        span: c.span,
        side: 'head',
      });
    }
    return leaf;
  }

  /**
   * The base entries and sections of `bn` that no head node took, under the nearest section that still exists:
   * after the sibling they followed in the base, where that sibling is still there, else first in a section that
   * still exists, else last.
   */
  private placeRemoved(bn: NavNode, outlineOf: Map<NavNode, OutlineNode>, outline: OutlineNode): void {
    const placed = new Map<NavNode, OutlineNode>();
    const nodeOf = (n: NavNode): OutlineNode | undefined => {
      if (isLeaf(n)) return this.outlineOfBase.get(n) ?? placed.get(n);
      const head = this.sections.get(n);
      return (head && outlineOf.get(head)) ?? placed.get(n);
    };
    const host = hostFor(bn, this.sections, outlineOf, outline);
    // Whether `host` is this section itself (it still exists), not a section above it.
    const own = this.sections.get(bn);
    const inOwn = host === (own ? outlineOf.get(own) : bn === this.base && outline);
    bn.children.forEach((c, k) => {
      const leaf = isLeaf(c);
      if (leaf ? this.matchedBase.has(c) : this.sections.has(c)) {
        if (!leaf) this.placeRemoved(c, outlineOf, outline);
        return;
      }
      const o = toOutline(c, 'base');
      o.status = 'removed';
      removedSpecs(c, o, this.specsGone);
      let at = inOwn ? 0 : host.children.length;
      for (let j = k - 1; j >= 0; j--) {
        const i = host.children.indexOf(nodeOf(bn.children[j]!)!);
        if (i >= 0) {
          at = i + 1;
          break;
        }
      }
      host.children.splice(at, 0, o);
      placed.set(c, o);
      this.changes.push({
        kind: 'removed',
        nodeKind: c.kind,
        label: leaf && c.kind === 'page' ? c.page : c.label,
        location: locationOf(bn),
        span: c.span,
        side: 'base',
      });
      if (!leaf) markRemoved(c, o, this.matchedBase, toOutline, this.specsGone);
    });
  }
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

/**
 * A removed section names the specs it made API pages of: those pages go with it, a URL spec's too, whose pages
 * navguard cannot list (Heurismo/docs fb3d92e4e1, fresh set 111: "Tab API removed", and nothing of its spec).
 */
function removedSpecs(bn: NavNode, o: OutlineNode, gone: (specs: SectionSpec[]) => SectionSpec[]): void {
  if (isLeaf(bn)) return;
  const before = gone(ownSpecs(bn));
  if (before.length) o.specs = { before, after: [] };
}

/** A removed section keeps its contents in the outline, each marked removed unless it lives on elsewhere. */
function markRemoved(
  bn: NavNode,
  o: OutlineNode,
  matchedBase: Set<NavNode>,
  toOutline: (n: NavNode, side: 'base' | 'head') => OutlineNode,
  gone: (specs: SectionSpec[]) => SectionSpec[],
): void {
  for (const c of bn.children) {
    if (isLeaf(c) && matchedBase.has(c)) continue;
    const co = toOutline(c, 'base');
    co.status = 'removed';
    removedSpecs(c, co, gone);
    o.children.push(co);
    if (!isLeaf(c)) markRemoved(c, co, matchedBase, toOutline, gone);
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
  let changed = o.status !== 'unchanged' || !!o.reordered || !!o.specs || o.findings.length > 0;
  for (const c of o.children) {
    summarize(c);
    entries += c.entries;
    changed ||= c.changed;
  }
  o.entries = entries;
  o.changed = changed;
}
