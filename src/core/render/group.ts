// Repeated findings, grouped for people: one rule, one severity, one status, one fix and the same data apart
// from the place (the file and position, and a JSON path where the data holds one) make one group, shown once
// with its places. Programs get every finding on its own (JSON, SARIF, annotations); this is for text,
// Markdown, the comment and the job summary. Pure.
import type { Copies, CopyPlace, Finding } from '../base/types.js';
import { shapeKey } from '../base/findings.js';
import { rulesWith } from '../rules/registry.js';

export interface FindingGroup {
  /** The first finding of the group in the order given: its message stands for all. */
  first: Finding;
  /** Every finding of the group, in the order given (`first` included). */
  findings: Finding[];
}

/**
 * Rules whose message says nothing its file does not (an orphan page): past the first FULL_ITEMS, the text and the
 * report list their findings by place only.
 */
export const PLACE_NAMED = rulesWith('placeNamed');
export const FULL_ITEMS = 5;

/**
 * A finding of a PLACE_NAMED rule that says nothing but its place. One with more to say (a page this change took
 * out of the navigation: `wasIn`) has its own message and fix, which a list of places would hide.
 */
export function placeOnly(f: Finding): boolean {
  return PLACE_NAMED.has(f.rule) && Object.keys(f.data ?? {}).every((k) => k === 'page');
}

/** Rules whose `data.page` is the page the finding is in: a place, left out of the shape that groups findings. */
const PAGE_IS_PLACE = rulesWith('pageIsPlace');

/** What a finding says apart from its place, its own page included. */
function groupShape(f: Finding): string {
  const data = f.data as Record<string, unknown> | undefined;
  if (!PAGE_IS_PLACE.has(f.rule) || data?.page === undefined) return shapeKey(f);
  const { page: _place, ...rest } = data;
  return shapeKey({ ...f, data: rest } as Finding);
}

/** Groups findings of the same shape; groups keep the order of their first finding. */
export function groupFindings(findings: readonly Finding[], sameFile = false): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of findings) {
    const k = sameFile ? `${f.file}\u0000${shapeKey(f)}` : groupShape(f);
    const g = groups.get(k);
    if (g) g.findings.push(f);
    else groups.set(k, { first: f, findings: [f] });
  }
  return [...groups.values()];
}

/** How many versions and languages a finding's copies span, in words: "35 versions and 4 languages". */
export function copySpan(c: Copies): string {
  const parts = [
    ...(c.versions > 1 ? [`${c.versions} versions`] : []),
    ...(c.languages > 1 ? [`${c.languages} languages`] : []),
  ];
  return parts.join(' and ');
}

/**
 * A grouped finding's other places in one sentence, the first `named` of them spelled out (none: only their count):
 * "The same at 302 more places across 35 versions and 4 languages: a.mdx:3, b.mdx:3, c.mdx:4 and 299 more."
 */
export function copiesSentence(c: Copies, named = 3, place = (p: CopyPlace) => `${p.file}:${p.line}`): string {
  const n = c.places.length;
  const span = copySpan(c);
  const head = `The same at ${n} more ${n === 1 ? 'place' : 'places'}${span ? ` across ${span}` : ''}`;
  if (!named) return `${head}.`;
  const listed = c.places.slice(0, named).map(place);
  const rest = n - listed.length;
  return `${head}: ${listed.join(', ')}${rest ? ` and ${rest} more` : ''}.`;
}

/**
 * How a copy of `f` is named: by its file and line, or, where that is `f`'s own (one docs.json line holding the
 * missing redirect of every language's copy of a page), by what its key says it is about.
 */
export function copyPlaceName(f: Pick<Finding, 'file' | 'line'>): (p: CopyPlace) => string {
  return (p) => (p.file === f.file && p.line === f.line ? p.key.slice(p.key.indexOf('|') + 1) : `${p.file}:${p.line}`);
}

/** A finding's message with its fix and its other copies, for places that take one text (annotations, SARIF). */
export function fullMessage(f: Finding, separator: string, named = 3): string {
  return [
    f.message,
    ...(f.fix ? [`Fix: ${f.fix.message}`] : []),
    ...(f.copies ? [copiesSentence(f.copies, named, copyPlaceName(f))] : []),
  ].join(separator);
}

/** Past this many groups of one shape in a file (similarShape), all but the first FULL_ITEMS are told in one line. */
export const SIMILAR_MIN = 10;

/**
 * What a finding says but for what it quotes (a link, an id), with its file, rule, severity, status and fix: a
 * page whose table of contents points at ids nothing has says the same of each of its 148 links (b3-fun/b3,
 * fresh set 90), and those say nothing one by one that the first few do not. A fix of its own (an edit, a "did
 * you mean") keeps a finding apart.
 */
function similarShape(f: Finding): string {
  return [f.file, f.rule, f.severity, f.status ?? '', f.fix?.message ?? '', f.message.replace(/"[^"]*"/g, '"…"')].join(
    '\u0000',
  );
}

/** The first thing a finding's message quotes (the link or id as written), which tells apart findings of one shape. */
export function firstQuoted(f: Finding): string | undefined {
  return /"([^"]*)"/.exec(f.message)?.[1];
}

/**
 * Groups of one shape (similarShape) past SIMILAR_MIN in a file: the last of the first FULL_ITEMS shown → the groups
 * after it, which are told in one line with what each quotes. Every other group is shown as ever.
 */
export function similarFolds(groups: readonly FindingGroup[]): {
  after: Map<FindingGroup, FindingGroup[]>;
  folded: Set<FindingGroup>;
} {
  const byShape = new Map<string, FindingGroup[]>();
  for (const g of groups) {
    const k = similarShape(g.first);
    const list = byShape.get(k);
    if (list) list.push(g);
    else byShape.set(k, [g]);
  }
  const after = new Map<FindingGroup, FindingGroup[]>();
  const folded = new Set<FindingGroup>();
  for (const list of byShape.values()) {
    if (list.length <= SIMILAR_MIN) continue;
    const rest = list.slice(FULL_ITEMS);
    after.set(list[FULL_ITEMS - 1]!, rest);
    for (const g of rest) folded.add(g);
  }
  return { after, folded };
}

/** What the folded groups quote, with their places, the first `named` spelled out: `"#a" (12:3), "#b" (14:1) and 9 more`. */
export function similarSentence(rest: readonly FindingGroup[], named: number, place: (f: Finding) => string): string {
  const findings = rest.flatMap((g) => g.findings);
  const listed = findings.slice(0, named).map((f) => `"${firstQuoted(f) ?? ''}" (${place(f)})`);
  const more = findings.length - listed.length;
  return `${listed.join(', ')}${more ? ` and ${more} more` : ''}`;
}
