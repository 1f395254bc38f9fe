// The before/after outline as Markdown (PR comment, within a byte budget) and as terminal text.
import { createColors } from 'picocolors';
import { summarize, type OutlineNode, type SectionSpec, type SpecChange } from '../compare/navdiff.js';
import type { Finding } from '../base/types.js';
import { fewOf, plural } from '../base/plural.js';
import { spanAsWritten, type SiteSource } from '../site/source.js';
import { mdCode, mdProse, mdText } from './escape.js';
import { safeTerminalText } from './findings.js';
import { apiFolder } from '../openapi/spec.js';

/**
 * The outline as a report shows it: with `report: new`, only the findings the change introduced (existing ones
 * would stand beside new ones with the same marks, in groups the change did not touch, under a line saying that
 * they are not listed); with `all`, every finding, the existing ones marked so. `shown`: the findings the report
 * lists, when some were taken out (a baseline holds them, a filter, --quiet): the outline keeps only those (and the
 * places of grouped copies), so it never shows what the counts leave out. Branches left with no change and no
 * finding fold again.
 */
export function reportedOutline(outline: OutlineNode, report: 'new' | 'all', shown?: readonly Finding[]): OutlineNode {
  const listed = shown && new Set(shown.flatMap((f) => [f.key, ...(f.copies?.places.map((p) => p.key) ?? [])]));
  if (report === 'all' && !listed) return outline;
  const copy = (o: OutlineNode): OutlineNode => ({
    ...o,
    findings: o.findings.filter(
      (f) => (report === 'all' || f.status !== 'existing') && (!listed || (f.key !== undefined && listed.has(f.key))),
    ),
    children: o.children.map(copy),
  });
  const out = copy(outline);
  summarize(out);
  return out;
}

/**
 * The outline with each node's span in the file the writer has: on a site still on mint.json, in mint.json rather
 * than the docs.json the builder's upgrade made of it (whose offsets a program could not use).
 */
export function outlineAsWritten(
  outline: OutlineNode,
  sources: { base?: Pick<SiteSource, 'upgradedFrom'>; head?: Pick<SiteSource, 'upgradedFrom'> },
): OutlineNode {
  if (!sources.base?.upgradedFrom && !sources.head?.upgradedFrom) return outline;
  const copy = (o: OutlineNode): OutlineNode => {
    const source = sources[o.side];
    const span = source ? spanAsWritten(source, o.span) : undefined;
    return {
      ...o,
      ...(span ? { span: { file: span.file, offset: span.offset, length: span.length } } : {}),
      children: o.children.map(copy),
    };
  };
  return copy(outline);
}

const KIND_LABEL: Record<string, string> = {
  tab: 'Tab',
  anchor: 'Anchor',
  dropdown: 'Dropdown',
  product: 'Product',
  version: 'Version',
  language: 'Language',
  'menu-item': 'Menu',
  group: 'Group',
  global: 'Global link',
};
/** Unchanged entries shown around a change before the rest are folded into a count. */
const CONTEXT_RUN = 3;

function isEntry(o: OutlineNode): boolean {
  return o.kind === 'page' || o.kind === 'endpoint';
}

/**
 * The entries removed with a removed section (those that live on elsewhere are shown where they went): a removed
 * group is one line, and without them the pages it took away went unnamed (Factory-AI/factory 6b55eeec).
 */
export function removedWithin(o: OutlineNode): OutlineNode[] {
  const out: OutlineNode[] = [];
  const visit = (n: OutlineNode): void => {
    for (const ch of n.children) {
      if (isEntry(ch)) {
        if (ch.status === 'removed') out.push(ch);
      } else visit(ch);
    }
  };
  if (!isEntry(o) && o.status === 'removed') visit(o);
  return out;
}

/** "4 entries removed: a, b, c and 1 more": what a removed section took with it, names as `name` writes them. */
function removedWithinText(o: OutlineNode, name: (e: OutlineNode) => string): string {
  const gone = removedWithin(o);
  if (!gone.length) return '';
  return `${plural(gone.length, 'entry')} removed with it: ${runNames(gone, name)}`;
}

/** A page that moved here with nothing else to say about it: such pages from one place are listed together. */
function plainMove(o: OutlineNode): boolean {
  return isEntry(o) && o.status === 'moved' && !o.reordered && !o.findings.length;
}

/**
 * A page renamed with nothing else to say about it, by the folder it left and the one it went to when only its
 * folder changed (`reference/functions/abs` → `reference/sql-functions/abs`): such renames are one move of a folder.
 */
function folderRename(o: OutlineNode): string | undefined {
  if (!isEntry(o) || o.status !== 'renamed' || o.reordered || o.findings.length || !o.from || !o.page) return undefined;
  const [from, to] = [o.from.replace(/^\//, ''), o.page.replace(/^\//, '')];
  const cut = (p: string): number => p.lastIndexOf('/');
  if (from.slice(cut(from) + 1) !== to.slice(cut(to) + 1)) return undefined;
  const [a, b] = [from.slice(0, cut(from) + 1), to.slice(0, cut(to) + 1)];
  return a === b ? undefined : `${a}\n${b}`;
}

/**
 * The folder a renamed page's path changed by, cut where the two paths agree from the end, segment by segment
 * (`api-reference/traces/get` → `reference/api/traces/get`: `api-reference/` to `reference/api/`).
 */
function folderShift(o: OutlineNode): [string, string] | undefined {
  if (!folderRename(o)) return undefined;
  const from = o.from!.replace(/^\//, '').split('/');
  const to = o.page!.replace(/^\//, '').split('/');
  let same = 0;
  while (same < from.length - 1 && same < to.length - 1 && from.at(-1 - same) === to.at(-1 - same)) same++;
  return [`${from.slice(0, from.length - same).join('/')}/`, `${to.slice(0, to.length - same).join('/')}/`];
}

/** A section whose only change is that its pages moved from one folder to another, all alike. */
interface SectionMove {
  from: string;
  to: string;
  pages: number;
  sections: number;
}

/**
 * The move a whole section's change is, when it is one: every changed entry below renamed by the same folder shift,
 * with nothing else changed (no entry added, removed or moved elsewhere, no section relabelled, no finding), across
 * more than one section — a run of renames inside one group already reads as one line.
 */
function sectionMove(o: OutlineNode): SectionMove | undefined {
  if (isEntry(o) || o.status !== 'unchanged' || o.reordered || o.specs || o.findings.length) return undefined;
  let shift: string | undefined;
  let pages = 0;
  let sections = 0;
  const ok = (n: OutlineNode): boolean => {
    if (isEntry(n)) {
      if (!n.changed) return true;
      const s = folderShift(n)?.join('\n');
      if (!s || (shift !== undefined && s !== shift)) return false;
      shift = s;
      pages++;
      return true;
    }
    if (n.status !== 'unchanged' || n.reordered || n.specs || n.findings.length) return false;
    if (n.changed) sections++;
    return n.children.every(ok);
  };
  if (!o.children.every(ok) || shift === undefined || sections < 2) return undefined;
  const [from, to] = shift.split('\n') as [string, string];
  return { from, to, pages, sections };
}

function sectionMoveText(m: SectionMove): string {
  return `${plural(m.pages, 'page')} moved from /${m.from} to /${m.to}, in ${plural(m.sections, 'section')} otherwise unchanged`;
}

/**
 * Children in order, with each run of two or more entries that moved here from the same place, or whose folder
 * was renamed alike, as one array: a restructure says where they came from once, not once per page.
 */
function withMovedRuns(children: readonly OutlineNode[]): (OutlineNode | OutlineNode[])[] {
  const out: (OutlineNode | OutlineNode[])[] = [];
  for (let i = 0; i < children.length;) {
    const c = children[i]!;
    let j = i + 1;
    const folder = folderRename(c);
    if (plainMove(c)) while (j < children.length && plainMove(children[j]!) && children[j]!.from === c.from) j++;
    else if (folder) while (j < children.length && folderRename(children[j]!) === folder) j++;
    out.push(j - i > 1 ? children.slice(i, j) : c);
    i = j;
  }
  return out;
}

/**
 * Changed siblings in a row that read alike (the same kind, name and change, the same findings, nothing under
 * them), shown once with their count: the first of each run and its length, and the rest, left out
 * (hedging8563/lemondata-docs rewrote 13 languages without their label: 13 identical items and errors).
 */
function alikeRuns(children: readonly OutlineNode[]): { counts: Map<OutlineNode, number>; rest: Set<OutlineNode> } {
  const counts = new Map<OutlineNode, number>();
  const rest = new Set<OutlineNode>();
  const sign = (o: OutlineNode): string | undefined =>
    o.changed && !o.children.length
      ? JSON.stringify([
          o.kind,
          o.label,
          o.page,
          o.status,
          o.from,
          o.reordered,
          o.specs,
          o.findings.map((f) => [f.rule, f.severity, f.status, f.message]),
        ])
      : undefined;
  for (let i = 0; i < children.length;) {
    const first = sign(children[i]!);
    let j = i + 1;
    if (first !== undefined) while (j < children.length && sign(children[j]!) === first) rest.add(children[j++]!);
    if (j - i > 1) counts.set(children[i]!, j - i);
    i = j;
  }
  return { counts, rest };
}

/** Moved siblings that directly follow a move from the same place: they say "from the same place". */
function repeatedMoves(children: readonly OutlineNode[]): Set<OutlineNode> {
  const repeats = new Set<OutlineNode>();
  for (let i = 1; i < children.length; i++) {
    const [prev, c] = [children[i - 1]!, children[i]!];
    if (c.status === 'moved' && prev.status === 'moved' && c.from === prev.from) repeats.add(c);
  }
  return repeats;
}

// ---- Markdown ----

function mdName(o: OutlineNode): string {
  if (isEntry(o)) return mdCode(o.page ?? o.label);
  // A blank title is allowed (a group shown without a heading); as text it would read as a name left out.
  const label = o.label.trim() ? mdText(o.label) : '*(blank title)*';
  return `**${KIND_LABEL[o.kind] ?? o.kind}** ${label}`;
}

function mdMarks(o: OutlineNode, sameMove = false): { prefix: string; suffix: string } {
  const suffix: string[] = [];
  let prefix = '';
  switch (o.status) {
    case 'added':
      prefix = '**+** ';
      suffix.push('added');
      break;
    case 'removed': {
      prefix = '**−** ';
      const within = removedWithinText(o, (e) => mdCode(e.page ?? e.label));
      suffix.push(within ? `removed; ${within}` : 'removed');
      break;
    }
    case 'renamed':
      prefix = '**→** ';
      suffix.push(`renamed: ${mdCode(o.from ?? '')} → ${mdCode(o.page ?? '')}`);
      break;
    case 'moved':
      prefix = '**↪** ';
      suffix.push(sameMove ? 'moved from the same place' : `moved from ${mdText(o.from ?? '', 500)}`);
      break;
    case 'relabelled':
      prefix = '**✎** ';
      suffix.push(`relabelled from ${mdText(o.from ?? '')}`);
      break;
  }
  if (o.specs) {
    prefix ||= '**✎** ';
    suffix.push(specChangeText(o.specs, mdQuote));
  }
  if (o.reordered) suffix.push('reordered');
  return { prefix, suffix: suffix.length ? ` — *${suffix.join('; ')}*` : '' };
}

function mdLine(o: OutlineNode, depth: number, sameMove = false): string {
  const { prefix, suffix } = mdMarks(o, sameMove);
  const name = o.status === 'removed' ? `~~${mdName(o)}~~` : mdName(o);
  const count = !isEntry(o) && !o.changed && o.entries ? ` (${plural(o.entries, 'entry')}, unchanged)` : '';
  return `${'  '.repeat(depth)}- ${prefix}${name}${count}${suffix}`;
}

/** Pages named in a folded run before the rest are counted: a 274-page folder move is one line, not 274. */
const RUN_NAMES = 5;

/** The first RUN_NAMES of `items` as `name` writes them, the rest counted: "a, b, c, d, e and 3 more". */
function runNames(items: readonly OutlineNode[], name: (o: OutlineNode) => string): string {
  const more = items.length > RUN_NAMES ? ` and ${items.length - RUN_NAMES} more` : '';
  return `${items.slice(0, RUN_NAMES).map(name).join(', ')}${more}`;
}

/** An entry in the comment: its page or label in code. */
const mdEntry = (o: OutlineNode): string => mdCode(o.page ?? o.label);

function mdMovedRun(run: readonly OutlineNode[], depth: number): string {
  const names = runNames(run, mdEntry);
  const folder = folderRename(run[0]!);
  if (folder) {
    const [from, to] = folder.split('\n');
    return `${'  '.repeat(depth)}- **→** ${names} — *${plural(run.length, 'page')} moved from ${mdCode(`/${from}`)} to ${mdCode(`/${to}`)}*`;
  }
  return `${'  '.repeat(depth)}- **↪** ${names} — *${plural(run.length, 'entry')} moved from ${mdText(run[0]!.from ?? '', 500)}*`;
}

/** A rule id as Markdown: plain code, or a link to its docs. */
export type RuleRef = (rule: string) => string;

function mdFindings(o: OutlineNode, depth: number, ruleRef: RuleRef): string[] {
  return o.findings.map(
    (f) =>
      `${'  '.repeat(depth + 1)}- ${f.severity === 'error' ? '❌' : f.severity === 'warning' ? '⚠️' : 'ℹ️'} ${ruleRef(f.rule)}${f.status === 'new' ? ' **new**' : f.status === 'existing' ? ' *already on the base branch*' : ''}: ${mdProse(f.message, 600)}`,
  );
}

/** Changed branches in full, one level of context around them, everything else folded to a count. */
function compactLines(o: OutlineNode, depth: number, out: string[], ruleRef: RuleRef): void {
  let run: OutlineNode[] = [];
  const flush = (): void => {
    if (run.length > CONTEXT_RUN)
      out.push(
        `${'  '.repeat(depth)}- … ${plural(
          run.reduce((n, r) => n + Math.max(1, r.entries), 0),
          'unchanged entry',
        )}`,
      );
    else for (const r of run) out.push(mdLine(r, depth));
    run = [];
  };
  const repeats = repeatedMoves(o.children);
  const alike = alikeRuns(o.children);
  for (const c of withMovedRuns(o.children)) {
    if (Array.isArray(c)) {
      flush();
      out.push(mdMovedRun(c, depth));
      continue;
    }
    if (!c.changed) {
      run.push(c);
      continue;
    }
    if (alike.rest.has(c)) continue;
    flush();
    const moved = sectionMove(c);
    if (moved) {
      out.push(`${'  '.repeat(depth)}- **→** ${mdName(c)} — *${mdText(sectionMoveText(moved), 500)}*`);
      continue;
    }
    const added = addedWhole(c);
    if (added) {
      out.push(mdAddedSection(c, added, depth));
      continue;
    }
    const times = alike.counts.get(c);
    out.push(mdLine(c, depth, repeats.has(c)) + (times ? ` ×${times}` : ''));
    out.push(...mdFindings(c, depth, ruleRef));
    if (!isEntry(c) && c.status !== 'removed') compactLines(c, depth + 1, out, ruleRef);
  }
  flush();
}

/**
 * A section the change added with nothing in it but new pages that have nothing to say: its entries, or undefined.
 * Such a section is one line (AI-Stats 144dad5 added 6 SDK menus: 213 lines of "+ page — added").
 */
function addedWhole(o: OutlineNode): OutlineNode[] | undefined {
  if (isEntry(o) || o.status !== 'added' || o.findings.length || !o.children.length) return undefined;
  const plainNew = (c: OutlineNode): boolean =>
    isEntry(c) && c.status === 'added' && !c.reordered && !c.findings.length && !c.children.length;
  return o.children.every(plainNew) ? o.children : undefined;
}

function mdAddedSection(o: OutlineNode, entries: readonly OutlineNode[], depth: number): string {
  return `${'  '.repeat(depth)}- **+** ${mdName(o)} — *added with ${plural(entries.length, 'entry')}*: ${runNames(entries, mdEntry)}`;
}

/** The full tree's lines while they fit `room` characters (with a newline each); how many there are either way. */
interface FullLines {
  lines: string[];
  count: number;
  room: number;
}

function fullLines(o: OutlineNode, depth: number, out: FullLines): void {
  const repeats = repeatedMoves(o.children);
  for (const c of withMovedRuns(o.children)) {
    out.count++;
    // Past the room the text cannot be used (a 25,000-entry tree is megabytes): only the lines are counted.
    if (out.room >= 0) {
      const line = Array.isArray(c) ? mdMovedRun(c, depth) : mdLine({ ...c, changed: true }, depth, repeats.has(c));
      out.room -= line.length + 1;
      out.lines.push(line);
    }
    // After the change, a removed section holds nothing: what lives on is shown where it went.
    if (!Array.isArray(c) && c.status !== 'removed') fullLines(c, depth + 1, out);
  }
}

export interface MarkdownOutline {
  text: string;
  truncated: boolean;
}

/**
 * The outline for a PR comment: the compact view, then the full tree in <details>; fits `budget`
 * characters by dropping the full tree first, then cutting the compact view with a visible note.
 */
export function renderOutlineMarkdown(
  outline: OutlineNode,
  budget: number,
  ruleRef: RuleRef = (rule) => mdCode(rule),
  /** Where the whole outline is, for the notes on what was cut: the job summary, unless this is it. */
  wholeIn = 'the job summary and the JSON report',
): MarkdownOutline {
  const compact: string[] = [];
  if (!outline.changed) compact.push(`*No navigation changes* (${plural(outline.entries, 'entry')}).`);
  else {
    if (outline.specs) compact.push(`- **✎** *the navigation* — *${specChangeText(outline.specs, mdQuote)}*`);
    compactLines(outline, 0, compact, ruleRef);
  }
  // Each full line joins the text with a newline: once they exceed the budget, the text with them cannot fit.
  const full: FullLines = { lines: [], count: 0, room: budget };
  fullLines(outline, 0, full);
  if (full.room >= 0) {
    const details = [
      '',
      '<details><summary>Full navigation after this change</summary>',
      '',
      ...full.lines,
      '',
      '</details>',
    ];
    const withFull = [...compact, ...details].join('\n');
    if (withFull.length <= budget) return { text: withFull, truncated: false };
  }
  const note = (n: number): string =>
    `\n\n*Outline cut to fit: ${plural(n, 'more line')} not shown. The full outline is in ${wholeIn}.*`;
  const compactText = compact.join('\n');
  if (compactText.length + note(0).length <= budget)
    return {
      text:
        compactText +
        `\n\n*The full navigation tree (${plural(full.count, 'line')}) is too large for this report; it is in ${wholeIn}.*`,
      truncated: true,
    };
  let used = 0;
  let i = 0;
  const room = budget - note(compact.length).length;
  for (; i < compact.length && used + compact[i]!.length + 1 <= room; i++) used += compact[i]!.length + 1;
  return { text: compact.slice(0, i).join('\n') + note(compact.length - i), truncated: true };
}

// ---- Terminal ----

export function renderOutlineText(outline: OutlineNode, color: boolean): string {
  const c = createColors(color);
  const lines: string[] = [];
  const name = (o: OutlineNode): string =>
    safeTerminalText(
      isEntry(o)
        ? (o.page ?? o.label)
        : `${KIND_LABEL[o.kind] ?? o.kind} ${o.label.trim() ? `"${o.label}"` : '(blank title)'}`,
    );
  const line = (o: OutlineNode, depth: number, sameMove = false): string => {
    const pad = '  '.repeat(depth);
    // As in the comment: a link or a tab of generated pages holds no entry to count ("(0 entries)" read as empty).
    const count = !isEntry(o) && !o.changed && o.entries ? c.dim(` (${plural(o.entries, 'entry')})`) : '';
    const spec = o.specs ? c.dim(` (${specChangeText(o.specs, terminalQuote)})`) : '';
    const re = (o.reordered ? c.cyan(' (reordered)') : '') + spec;
    switch (o.status) {
      case 'added':
        return `${pad}${c.green(`+ ${name(o)}`)}${re}`;
      case 'removed': {
        const within = removedWithinText(o, name);
        return `${pad}${c.red(`− ${name(o)}`)}${within ? c.dim(` (${within})`) : ''}${spec}`;
      }
      case 'renamed':
        return `${pad}${c.blue(`→ ${safeTerminalText(o.from ?? '')} → ${name(o)}`)}${re}`;
      case 'moved':
        return `${pad}${c.yellow(`↪ ${name(o)}`)} ${c.dim(sameMove ? '(moved from the same place)' : `(moved from ${safeTerminalText(o.from ?? '')})`)}${re}`;
      case 'relabelled':
        return `${pad}${c.magenta(`✎ ${name(o)}`)} ${c.dim(`(was "${safeTerminalText(o.from ?? '')}")`)}${re}`;
      default:
        if (o.specs) return `${pad}${c.magenta(`✎ ${name(o)}`)}${re}`;
        return `${pad}  ${isEntry(o) ? name(o) : c.bold(name(o))}${count}${re}`;
    }
  };
  const visit = (o: OutlineNode, depth: number): void => {
    let run = 0;
    const flushRun = (): void => {
      if (run) lines.push(c.dim(`${'  '.repeat(depth)}  … ${plural(run, 'unchanged item')}`));
      run = 0;
    };
    const repeats = repeatedMoves(o.children);
    const alike = alikeRuns(o.children);
    for (const ch of withMovedRuns(o.children)) {
      if (Array.isArray(ch)) {
        flushRun();
        const names = runNames(ch, name);
        const folder = folderRename(ch[0]!)?.split('\n');
        lines.push(
          folder
            ? `${'  '.repeat(depth)}${c.yellow(`→ ${names}`)} ${c.dim(`(${plural(ch.length, 'page')} moved from /${safeTerminalText(folder[0]!)} to /${safeTerminalText(folder[1]!)})`)}`
            : `${'  '.repeat(depth)}${c.yellow(`↪ ${names}`)} ${c.dim(`(${plural(ch.length, 'entry')} moved from ${safeTerminalText(ch[0]!.from ?? '')})`)}`,
        );
        continue;
      }
      if (!ch.changed) {
        if (isEntry(ch)) {
          run++;
          continue;
        }
        flushRun();
        lines.push(line(ch, depth));
        continue;
      }
      if (alike.rest.has(ch)) continue;
      flushRun();
      const moved = sectionMove(ch);
      if (moved) {
        lines.push(
          `${'  '.repeat(depth)}${c.yellow(`→ ${name(ch)}`)} ${c.dim(`(${safeTerminalText(sectionMoveText(moved))})`)}`,
        );
        continue;
      }
      // As in the comment: a section added with nothing in it but plain new entries is one line.
      const added = addedWhole(ch);
      if (added) {
        lines.push(
          `${line(ch, depth)} ${c.dim(`(added with ${plural(added.length, 'entry')}: ${runNames(added, name)})`)}`,
        );
        continue;
      }
      const times = alike.counts.get(ch);
      lines.push(line(ch, depth, repeats.has(ch)) + (times ? c.dim(` ×${times}`) : ''));
      for (const f of ch.findings) {
        const sev =
          f.severity === 'error' ? c.red('error') : f.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
        lines.push(
          `${'  '.repeat(depth + 2)}${sev} ${safeTerminalText(f.message)} ${c.dim(`[${f.rule}]`)}${f.status === 'new' ? c.bold(' (new)') : f.status === 'existing' ? c.dim(' (already on base)') : ''}`,
        );
      }
      if (!isEntry(ch) && ch.status !== 'removed') visit(ch, depth + 1);
    }
    flushRun();
  };
  if (!outline.changed) lines.push(c.dim(`No navigation changes (${plural(outline.entries, 'entry')}).`));
  else {
    if (outline.specs)
      lines.push(`${c.magenta('✎ the navigation')}${c.dim(` (${specChangeText(outline.specs, terminalQuote)})`)}`);
    visit(outline, 0);
  }
  return lines.join('\n') + '\n';
}

/** How a spec's name is quoted in the comment and in the terminal. */
const mdQuote = (text: string): string => mdCode(text);
const terminalQuote = (text: string): string => `"${safeTerminalText(text)}"`;

/**
 * What a section's change of OpenAPI specs does to its API pages: those of a removed spec go (their URLs with them),
 * a new one's operations become pages.
 */
export function specChangeText(s: SpecChange, quote: (text: string) => string): string {
  const list = (specs: readonly SectionSpec[]): string =>
    fewOf(specs.map((x) => `${quote(x.source)}${x.directory === undefined ? '' : ` (pages under /${x.directory})`}`));
  const word = (specs: readonly unknown[]): string => (specs.length === 1 ? 'spec' : 'specs');
  // A spec the other state names under another folder: its pages moved there (elsewhere), not gone or new.
  const fates = (
    specs: readonly SectionSpec[],
    unmoved: (who: string) => string,
    moved: (folder: string) => string,
  ): string => {
    const still = specs.filter((x) => x.elsewhere === undefined);
    const whose = (x: SectionSpec) => (specs.length === 1 ? 'its' : `${quote(x.source)}'s`);
    return [
      ...(still.length
        ? [unmoved(specs.length === 1 ? 'it' : still.length === specs.length ? 'them' : list(still))]
        : []),
      ...specs.filter((x) => x.elsewhere !== undefined).map((x) => `${whose(x)} API pages ${moved(x.elsewhere!)}`),
    ].join('; ');
  };
  if (!s.after.length)
    return `OpenAPI ${word(s.before)} ${list(s.before)} no longer named here: ${fates(
      s.before,
      (who) => `the API pages made of ${who} are gone`,
      (f) => `are made under /${f} now`,
    )}`;
  if (!s.before.length)
    return `OpenAPI ${word(s.after)} ${list(s.after)} named here: ${fates(
      s.after,
      (who) =>
        s.listed
          ? `the endpoints listed under ${who} become API pages`
          : `${s.after.length === 1 ? 'its' : 'their'} operations become API pages`,
      (f) => `move here from /${f}`,
    )}`;
  // The same spec made under another folder (cudoventures/cudo-compute-docs 2de6dda777, fresh set 121: "made of
  // openapi.json (pages under /docs/api), no longer of openapi.json (pages under /api)" said the spec changed).
  const [was, now] = [s.before[0]!, s.after[0]!];
  if (s.before.length === 1 && s.after.length === 1 && was.source === now.source)
    return `API pages of OpenAPI spec ${quote(now.source)} now made under /${apiFolder(now.directory)}, no longer under /${apiFolder(was.directory)} (its directory changed)`;
  return `API pages made of OpenAPI ${word(s.after)} ${list(s.after)}, no longer of ${list(s.before)}`;
}
