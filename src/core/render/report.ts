// The report a reviewer reads in the PR comment and the job summary: verdict, counts, findings table,
// suggested redirects and the outline — within a character budget, saying what it cut.
import type { Comparison } from '../compare/compare.js';
import {
  anchorsUncheckedNote,
  basePathNote,
  endpointsUncheckedNote,
  linksUnknowableNote,
  ruleUrl,
  syntaxUncheckedNote,
} from './findings.js';
import {
  copiesSentence,
  copyPlaceName,
  FULL_ITEMS,
  groupFindings,
  placeOnly,
  similarFolds,
  similarSentence,
  type FindingGroup,
} from './group.js';
import { countBySeverity, rankFindings } from '../base/findings.js';
import { redirectJson } from '../json/redirect-json.js';
import type { Finding, RuleId, Severity } from '../base/types.js';
import { SEVERITY_RANK } from '../base/types.js';
import { mdCode, mdProse, mdText } from './escape.js';
import { brokenTargets, brokenTargetsSentence, ruleCounts } from './rule-summary.js';
import { plural } from '../base/plural.js';
import { removedWithin, renderOutlineMarkdown, reportedOutline } from './outline.js';
import type { OutlineNode } from '../compare/navdiff.js';

export interface ReportOptions {
  /** Which findings count: only those the change introduced, or all. */
  report: 'new' | 'all';
  /** Severity that fails the check ("never": nothing fails). */
  failOn: Severity | 'never';
  /** Characters the text may take (the caller knows where it goes: a PR comment, a job summary). */
  budget: number;
  /** Builds a link to a file line, e.g. https://github.com/o/r/blob/SHA/docs.json#L12. */
  link?: (file: string, line: number) => string;
  /** Hidden marker that lets the bot find its own comment again. */
  marker?: string;
  /** Root label when several docs roots are checked. */
  title?: string;
  /** Extra lines (e.g. how many annotations could not be shown), placed under the counts. */
  notes?: string[];
  /** Places of a repeated finding named one by one (default 10); the rest are counted. */
  maxPlaces?: number;
  /** Where the report comes from, for its links (the action knows; a local run does not). */
  context?: ReportContext;
  /**
   * Notes on how the site was read (a base path navguard inferred): true by default; the PR comment leaves them
   * to the job summary, so a setting is not repeated in every pull request.
   */
  siteNotes?: boolean;
  /**
   * Where the report goes, for what its notes on cuts point to: the PR comment and the check run send readers to the
   * job summary; the job summary, cut at GitHub's limit, to the JSON report (the action's `report-json` output).
   */
  where?: 'comment' | 'job-summary';
}

/** Plain facts about the run a report reflects; every field is optional. */
export interface ReportContext {
  /** The commit checked, and its page. */
  commitSha?: string;
  commitUrl?: string;
  /** The workflow run's page. */
  runUrl?: string;
  /** docs/rules.md of the navguard release that ran: rule ids link to their sections. */
  rulesUrl?: string;
}

const MAX_PLACES = 10;

/** Places on one line of such a list (a line is kept or cut whole when the report runs out of room). */
const PLACES_PER_LINE = 20;

/**
 * Findings listed by their places, a line per PLACES_PER_LINE of one severity and status (their icon and mark
 * said once), as items under the rule that names them.
 */
/** The groups of one shape past the first few (similarFolds), as one item under their rule naming what each quotes. */
function similarItem(
  f: Finding,
  rest: readonly FindingGroup[],
  place: (f: Finding) => string,
): { text: string; findings: Finding[] } {
  const findings = rest.flatMap((g) => g.findings);
  const mark = `${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}`;
  const which = similarSentence(rest, SIMILAR_NAMED, (g) => place(g));
  return {
    text: `  - ${mark} …and ${plural(findings.length, 'more finding')} like the one above${f.fix ? ', with its fix' : ''}: ${mdProse(which, 1500)}`,
    findings,
  };
}

/** How many of a fold's findings (similarFolds) an item names. */
const SIMILAR_NAMED = 12;

function placesOnly(
  findings: readonly Finding[],
  place: (f: Finding) => string,
): { text: string; findings: Finding[] }[] {
  const lines: { text: string; findings: Finding[] }[] = [];
  let run: Finding[] = [];
  let listed = 0;
  const flush = (): void => {
    if (!run.length) return;
    const f = run[0]!;
    const mark = `${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}`;
    // A later line says which of the places it holds: "and …" under a repeated mark read as a new finding.
    const lead = lines.length
      ? `places ${listed + 1}–${listed + run.length} of ${findings.length}:`
      : `the same for ${plural(findings.length, 'more place')}:`;
    lines.push({ text: `  - ${mark} ${lead} ${run.map(place).join(', ')}`, findings: run });
    listed += run.length;
    run = [];
  };
  for (const f of findings) {
    const last = run[run.length - 1];
    if (last && (last.severity !== f.severity || last.status !== f.status || run.length >= PLACES_PER_LINE)) flush();
    run.push(f);
  }
  flush();
  return lines;
}

const ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

/** Groups by rule, rules in the order of their first group (the groups come ranked). */
function byRule(groups: readonly FindingGroup[]): FindingGroup[][] {
  const sections = new Map<string, FindingGroup[]>();
  for (const g of groups) {
    const s = sections.get(g.first.rule);
    if (s) s.push(g);
    else sections.set(g.first.rule, [g]);
  }
  return [...sections.values()];
}

/**
 * The path a finding is about, for counting by folder: the page a navigation entry or redirect names when the
 * finding sits in docs.json (hundreds of missing entries are all "in docs.json"), else its file.
 */
function subjectPath(f: Finding): string {
  if (!/(^|\/)(docs|mint)\.json$/.test(f.file)) return f.file;
  const data = f.data as { page?: unknown; source?: unknown };
  const named = typeof data.page === 'string' ? data.page : typeof data.source === 'string' ? data.source : undefined;
  return named?.replace(/^\/+/, '') || f.file;
}

/** Where findings are, for a count of those not shown: their top folders below the folder they all share. */
function foldersOf(findings: readonly Finding[]): string {
  const dirs = findings.map((f) => subjectPath(f).split('/').slice(0, -1));
  let common = dirs[0]!.length;
  for (const d of dirs) {
    let k = 0;
    while (k < common && d[k] === dirs[0]![k]) k++;
    common = k;
  }
  const counts = new Map<string, number>();
  for (const d of dirs) {
    const name = d.length > common ? `${d.slice(0, common + 1).join('/')}/` : `${d.join('/')}/`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  if (counts.size < 2 && common === 0) return '';
  const top = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const named = top.slice(0, 3).map(([d, k]) => `${mdCode(d === '/' ? '(top folder)' : d)} ${k}`);
  const elsewhere = top.slice(3).reduce((k, [, n]) => k + n, 0);
  return `, in ${named.join(', ')}${elsewhere ? `, elsewhere ${elsewhere}` : ''}`;
}

/** The fix most of a rule's groups share, when at least two do: said once, above them. */
function commonFix(section: readonly FindingGroup[]): string | undefined {
  const counts = new Map<string, number>();
  for (const g of section) if (g.first.fix) counts.set(g.first.fix.message, (counts.get(g.first.fix.message) ?? 0) + 1);
  let best: [string, number] | undefined;
  for (const e of counts) if (!best || e[1] > best[1]) best = e;
  return best && best[1] >= 2 ? best[0] : undefined;
}

/** A URL as a Markdown link destination: nothing in it can end the link early. */
function safeUrl(u: string): string {
  return u.replace(/[\s()<>]/g, (ch) => encodeURIComponent(ch));
}

/** Which commit the report reflects and the run that made it, when known. */
function runLine(ctx: ReportContext | undefined): string {
  if (!ctx) return '';
  const parts: string[] = [];
  if (ctx.commitSha) {
    const sha = mdCode(ctx.commitSha.slice(0, 7));
    parts.push(`Checked at commit ${ctx.commitUrl ? `[${sha}](${safeUrl(ctx.commitUrl)})` : sha}`);
  }
  if (ctx.runUrl) parts.push(`[workflow run](${safeUrl(ctx.runUrl)})`);
  return parts.length ? `<sub>${parts.join(' · ')}</sub>` : '';
}

export function reported(findings: readonly Finding[], report: 'new' | 'all'): Finding[] {
  return report === 'all' ? [...findings] : findings.filter((f) => f.status !== 'existing');
}

export function fails(findings: readonly Finding[], failOn: Severity | 'never'): boolean {
  if (failOn === 'never') return false;
  return findings.some((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[failOn]);
}

export function changeSummary(c: Comparison): string {
  const changes = navigationChanges(c) + apiPagesSaid(c);
  // growthbook/growthbook 368b4a3c75 (fresh set 111): a move from Docusaurus read 90 errors as new, 21 of them links
  // its pages had before; only the CLI's stderr said the base had no site.
  if (c.base || !c.head) return changes;
  const file = c.head.site.source.upgradedFrom?.file ?? 'docs.json';
  return `${changes}; the site begins in this change (the base has no ${file}), so every finding counts as new, problems its files had before included`;
}

/** The API pages that moved, came or went with the specs' edits or the navigation's (Comparison.apiPages). */
function apiPagesSaid(c: Comparison): string {
  if (!c.apiPages || c.unread) return '';
  const { moved, added, removed, urlSpecsChanged } = c.apiPages;
  const parts = [moved && `${moved} moved`, added && `${added} added`, removed && `${removed} removed`].filter(Boolean);
  const urls = urlSpecsChanged
    ? ' (the specs named by URL changed too: navguard does not fetch them, nor count their pages)'
    : '';
  return `; API pages made of OpenAPI specs: ${parts.join(', ')}${urls}`;
}

function navigationChanges(c: Comparison): string {
  if (c.unread) {
    const file = c[c.unread]?.site.source.upgradedFrom?.file ?? 'docs.json';
    return `not compared: the ${c.unread}'s ${file} is not valid JSON, so the site builder cannot read its navigation${c.unread === 'head' ? ' (see the errors)' : ''}`;
  }
  const counts = new Map<string, number>();
  for (const ch of c.changes) counts.set(ch.kind, (counts.get(ch.kind) ?? 0) + 1);
  // Factory-AI/factory 94d706d: "no navigation changes" above an error saying the builder drops a tab's 79 entries.
  if (!counts.size)
    return c.findings.some((f) => f.status === 'new' && f.rule === 'schema' && f.data.dropped)
      ? 'no navigation changes as written, but the site builder drops entries this change broke (see the errors)'
      : 'no navigation changes';
  // Entries a removed section took with it are no change of their own: counted beside it, or they go unseen.
  const within = sectionsRemovedEntries(c.outline);
  return ['added', 'removed', 'renamed', 'moved', 'relabelled', 'reordered', 'spec']
    .filter((k) => counts.get(k))
    .map((k) =>
      k === 'spec'
        ? `OpenAPI specs changed in ${plural(counts.get(k)!, 'section')}`
        : `${counts.get(k)} ${k}${k === 'removed' && within ? ` (${plural(within, 'entry')} in the removed sections)` : ''}`,
    )
    .join(', ');
}

/** Entries removed with the removed sections of an outline (the outermost removed section of each branch). */
function sectionsRemovedEntries(outline: OutlineNode | undefined): number {
  if (!outline) return 0;
  if (outline.status === 'removed') return removedWithin(outline).length;
  return outline.children.reduce((n, ch) => n + sectionsRemovedEntries(ch), 0);
}

/** The comment's top: its title line, the counts by status, the navigation's changes and the notes under them. */
function reportHead(c: Comparison, opts: ReportOptions, shown: readonly Finding[]): string[] {
  const failed = fails(shown, opts.failOn);
  const byStatus = {
    new: countBySeverity(c.findings.filter((f) => f.status === 'new')),
    existing: countBySeverity(c.findings.filter((f) => f.status === 'existing')),
  };
  const head: string[] = [];
  if (opts.marker) head.push(opts.marker);
  const title = opts.title ? ` — ${mdText(opts.title)}` : '';
  const errorsShown = countBySeverity(shown).error;
  head.push(
    failed
      ? `## ❌ navguard${title}: ${plural(errorsShown, `${opts.report === 'new' ? 'new ' : ''}error`)}${shown.length > errorsShown ? `, ${plural(shown.length - errorsShown, 'other finding')}` : ''}`
      : shown.length
        ? `## ⚠️ navguard${title}: navigation OK, ${plural(shown.length, opts.report === 'new' ? 'new finding' : 'finding')} to look at`
        : `## ✅ navguard${title}: navigation OK`,
  );
  const at = runLine(opts.context);
  if (at) head.push(at);
  head.push('');
  head.push('| | new in this PR | already on the base branch |', '|---|---:|---:|');
  for (const sev of ['error', 'warning', 'notice'] as const)
    head.push(`| ${ICON[sev]} ${sev}s | ${byStatus.new[sev]} | ${byStatus.existing[sev]} |`);
  head.push('');
  if (c.linksReadIn !== undefined) head.push(`*${existingScope(c.linksReadIn, c.changedFiles)}*`, '');
  const stats = c.head?.stats;
  head.push(
    `**Navigation:** ${changeSummary(c)}.${stats ? ` ${plural(stats.pages, 'page')}, ${plural(stats.entries, 'entry')}, ${plural(stats.orphans, 'orphan')}.` : ''}${c.fixed.length ? ` This change fixes ${plural(c.fixed.length, 'earlier finding')}.` : ''}`,
  );
  if (opts.report === 'new' && c.findings.length > shown.length) {
    // Folded to one count per rule: what kind of old problems the site carries, without listing them.
    const listed = new Set(shown);
    const old = ruleCounts(c.findings.filter((f) => !listed.has(f)));
    const n = c.findings.length - shown.length;
    head.push(
      `*${plural(n, 'finding')} that already existed on the base branch ${n === 1 ? 'is' : 'are'} not listed (${old.map(([rule, k]) => `${mdCode(rule)} ${k}`).join(', ')}; set \`report: all\` to list them).*`,
    );
  }
  for (const n of opts.notes ?? []) head.push(n);
  if (opts.siteNotes !== false && c.head?.stats.inferredBasePath)
    head.push('', `*${mdText(basePathNote(c.head.stats.inferredBasePath))}*`);
  if (c.head?.stats.anchorsUnchecked) head.push('', `*${mdText(anchorsUncheckedNote(c.head.stats.anchorsUnchecked))}*`);
  if (c.head?.stats.syntaxUnchecked) head.push('', `*${mdText(syntaxUncheckedNote(c.head.stats.syntaxUnchecked))}*`);
  if (c.head?.stats.endpointsUnchecked)
    head.push('', `*${mdText(endpointsUncheckedNote(c.head.stats.endpointsUnchecked))}*`);
  if (c.head?.stats.linksUnknowable) head.push('', `*${mdText(linksUnknowableNote(c.head.stats.linksUnknowable))}*`);

  return head;
}

/**
 * The "Suggested redirects" block: every redirect the missing-redirect findings add, as JSON to paste (a path
 * cannot break out of the ```json block: the redirects are JSON.stringify'd strings).
 */
function redirectBlock(c: Comparison): string[] {
  // Each source once: two findings may ask the same redirect (a page and its folder), and a source listed twice
  // fails the build (stack-auth/stack-auth 46227d0, fresh set 89). A rename's redirect is exact; a removed page's
  // destination is a guess, set apart (mintlify-onboarding/circle-devdocs be5ec47263, fresh set 118: 60 guessed
  // redirects to one page were offered as ready to paste).
  const bySource = new Map<string, { json: string; guess: boolean }>();
  for (const f of c.findings)
    if (f.rule === 'missing-redirect')
      for (const r of f.data.redirects)
        if (!bySource.has(r.source))
          bySource.set(r.source, {
            json: redirectJson(r.source, r.destination),
            guess: f.data.renamedTo === undefined,
          });
  const exact = [...bySource.values()].filter((r) => !r.guess).map((r) => r.json);
  const guessed = [...bySource.values()].filter((r) => r.guess).map((r) => r.json);
  if (!exact.length && !guessed.length) return [];
  // The file the writer edits: the findings sit in it (mint.json on a site still on it).
  const configFile =
    c.findings
      .find((f) => f.rule === 'missing-redirect')
      ?.file.split('/')
      .pop() ?? 'docs.json';
  // No comma after the last: pasted before the list's "]", a trailing comma fails JSON (fresh set 88).
  const block = (list: string[]): string[] => [
    '',
    '```json',
    ...list.map((r, i) => (i < list.length - 1 ? `${r},` : r)),
    '```',
  ];
  return [
    '',
    '### Suggested redirects',
    ...(exact.length
      ? ['', `Add these to \`redirects\` in ${configFile} so old URLs keep working:`, ...block(exact)]
      : []),
    ...(guessed.length
      ? [
          '',
          `${exact.length ? 'These' : 'These redirects'} send readers of removed pages to a guess, the page most likely to replace each: check each destination before you add ${guessed.length === 1 ? 'it' : 'them'} to \`redirects\` in ${configFile}:`,
          ...block(guessed),
        ]
      : []),
  ];
}

/** The findings list's heading lines. */
const LIST_HEAD = ['', '### Findings', ''];

/** How the report names a rule (a link to its documentation when known) and a place (a link to the line when known). */
interface MarkdownRefs {
  ruleRef: (rule: string) => string;
  place: (f: Finding) => string;
}

function markdownRefs(opts: ReportOptions): MarkdownRefs {
  const rulesUrl = opts.context?.rulesUrl;
  // The outline carries rule ids as strings; they come from the same findings.
  const ruleRef = (rule: string): string =>
    rulesUrl ? `[${mdCode(rule)}](${safeUrl(ruleUrl(rulesUrl, rule as RuleId))})` : mdCode(rule);
  const place = (f: Finding): string => {
    const where = mdCode(`${f.file}:${f.line}`);
    return opts.link ? `[${where}](${safeUrl(opts.link(f.file, f.line))})` : where;
  };
  return { ruleRef, place };
}

/** One group as a list item; under a rule's heading item it leaves out the rule and the shared fix. */
function groupItem(
  { first: f, findings: same }: FindingGroup,
  opts: ReportOptions,
  { ruleRef, place }: MarkdownRefs,
  under?: { sharedFix?: string },
): string {
  const pad = under ? '  ' : '';
  const more = same.length - 1;
  const lines = [
    `${pad}- ${ICON[f.severity]}${f.status === 'new' ? ' **new**' : ''}${under ? '' : ` ${ruleRef(f.rule)}`} ${place(f)}${more ? ` and ${plural(more, 'more place')}` : ''}: ${mdProse(f.message, 700)}`,
  ];
  if (more) {
    const named = same.slice(1, 1 + (opts.maxPlaces ?? MAX_PLACES)).map(place);
    const rest = more - named.length;
    lines.push(`${pad}  - **Also at:** ${named.join(', ')}${rest ? `, and ${rest} more` : ''}`);
  }
  // File names go in code spans, which mdCode makes safe; the rest of the sentence is navguard's own.
  if (f.copies) lines.push(`${pad}  - ${copiesSentence(f.copies, 3, (p) => mdCode(copyPlaceName(f)(p)))}`);
  if (f.fix && f.fix.message !== under?.sharedFix)
    lines.push(
      `${pad}  - **Fix${more ? ' (each)' : f.copies ? " (each copy, in its own version's or language's place)" : ''}:** ${mdProse(f.fix.message, 300)}`,
    );
  return lines.join('\n');
}

/**
 * The findings as a list within `listBudget` characters: one section per rule (its groups under a heading item
 * when there are several), in rank order; `listed` counts the findings it shows. A list, not a table: it fits the
 * PR column. Findings of one rule sit under it, with the fix they share said once; repeats of one shape are one
 * item with their places.
 */
function findingsList(
  shown: readonly Finding[],
  opts: ReportOptions,
  refs: MarkdownRefs,
  listBudget: number,
): { items: string[]; listed: number } {
  const { ruleRef, place } = refs;
  const item = (g: FindingGroup, under?: { sharedFix?: string }): string => groupItem(g, opts, refs, under);
  const items: string[] = [];
  let listed = 0;
  const sections = byRule(groupFindings(shown)).map((groups) => {
    const n = groups.reduce((k, g) => k + g.findings.length, 0);
    if (groups.length === 1)
      return { groups, n, heading: undefined, entries: [{ text: item(groups[0]!), findings: groups[0]!.findings }] };
    const sharedFix = commonFix(groups);
    const targets = brokenTargets(groups.flatMap((g) => g.findings));
    const heading = [
      `- ${ruleRef(groups[0]!.first.rule)} — ${plural(n, 'finding')}`,
      ...(targets && targets.paths.length > 1 ? [`  - ${brokenTargetsSentence(targets, mdCode)}`] : []),
      ...(sharedFix ? [`  - **Fix**, unless one says otherwise: ${mdProse(sharedFix, 300)}`] : []),
    ].join('\n');
    // A rule whose message says no more than its file (an orphan page) names the rest by their places only:
    // projectdiscovery/docs c6cda124 left 66 pages out of the navigation, 66 items of two lines each.
    // One that says more than its place is always given in full.
    let plain = 0;
    // Many of one shape in a file (a table of contents into ids nothing has: 148 links), past the first few, are one
    // item naming what each quotes.
    const similar = similarFolds(groups);
    const full = groups.filter((g) => !similar.folded.has(g) && (!placeOnly(g.first) || plain++ < FULL_ITEMS));
    const fullSet = new Set([...full, ...similar.folded]);
    const entries = full.flatMap((g) => {
      const rest = similar.after.get(g);
      const own = { text: item(g, { sharedFix }), findings: g.findings };
      return rest ? [own, similarItem(g.first, rest, place)] : [own];
    });
    entries.push(
      ...placesOnly(
        groups.filter((g) => !fullSet.has(g)).flatMap((g) => g.findings),
        place,
      ),
    );
    return { groups, n, heading, entries };
  });
  const size = (pieces: readonly string[]): number => pieces.reduce((k, p) => k + p.length + 1, 0);
  const texts = (x: (typeof sections)[number]): string[] => x.entries.map((e) => e.text);
  const whole = sections.flatMap((x) => (x.heading ? [x.heading, ...texts(x)] : texts(x)));
  if (LIST_HEAD.join('\n').length + size(whole) <= listBudget) {
    items.push(...whole);
    listed = shown.length;
  } else {
    // Not all fits: every rule is named with its count (a PR adding 574 orphans and 212 broken links showed the
    // links alone, and the orphans not at all), and its groups are taken in turns, rule by rule in rank order,
    // while they fit; what a rule leaves out is counted under it, with the folders it is in.
    const taken = sections.map(() => 0);
    const overflow = (i: number): string => {
      const left = sections[i]!.entries.slice(taken[i]).flatMap((e) => e.findings);
      if (!left.length) return '';
      return `  - *${taken[i] ? `…and ${left.length} more` : 'not listed here'}${foldersOf(left)}*`;
    };
    // A rule of one group is named with its count only when its group does not fit.
    const named = (i: number): string =>
      sections[i]!.heading ??
      (taken[i] ? '' : `- ${ruleRef(sections[i]!.groups[0]!.first.rule)} — ${plural(sections[i]!.n, 'finding')}`);
    // Each rule's count of what it leaves out is reserved at its longest (with none taken, and room for other
    // folders): counting it again for each group taken would be quadratic on a site with thousands of findings.
    let used =
      LIST_HEAD.join('\n').length + size(sections.flatMap((_, i) => [named(i), overflow(i)])) + 40 * sections.length;
    for (let round = true; round;) {
      round = false;
      sections.forEach((x, i) => {
        const next = x.entries[taken[i]!]?.text;
        if (next === undefined || used + next.length + 1 > listBudget) return;
        taken[i]!++;
        used += next.length + 1;
        round = true;
      });
    }
    sections.forEach((x, i) => {
      items.push(...[named(i), ...texts(x).slice(0, taken[i]), overflow(i)].filter(Boolean));
      listed += x.entries.slice(0, taken[i]).reduce((k, e) => k + e.findings.length, 0);
    });
    if (listed < shown.length)
      items.push(
        '',
        `*${plural(shown.length - listed, 'more finding')} not shown here; every finding is in ${opts.where === 'job-summary' ? 'the check run annotations and the JSON report (`report-json`)' : 'the job summary, the check run annotations and the JSON report'}.*`,
      );
  }
  return { items, listed };
}

/** What the "already on the base branch" counts hold when a diff read the text of some files only. */
export function existingScope(files: number, changedFiles = files): string {
  // A code-only change in a monorepo touches none of the site's files.
  if (!changedFiles)
    return `This change touches no file of the docs site: nothing in it is new, and no page was read again.`;
  if (!files)
    return `"Already on the base branch" counts no links, MDX syntax, imports or code blocks: this change's check read no page (it changed no page and removed nothing linked to).`;
  // A diff reads page syntax, imports and code fences where the change wrote, links also where it removed a target.
  return `"Already on the base branch" counts links in the ${plural(files, 'file')} this change's check read (changed, or linking to what it removed) only, and MDX syntax, imports and code blocks in the pages it changed only.`;
}

export function renderReportMarkdown(c: Comparison, opts: ReportOptions): { text: string; truncated: boolean } {
  const budget = opts.budget;
  const shown = rankFindings(reported(c.findings, opts.report));
  const refs = markdownRefs(opts);
  const fixedPart = [...reportHead(c, opts, shown), ...redirectBlock(c)].join('\n');
  const outlineTitle = ['', '### Navigation outline', ''];
  // The findings table gets up to half of what is left; the outline gets the rest.
  let rest = budget - fixedPart.length - 400;
  const { items, listed } = shown.length
    ? findingsList(shown, opts, refs, Math.max(2000, Math.floor(rest / 2)))
    : { items: [], listed: 0 };
  const table = shown.length ? [...LIST_HEAD, ...items].join('\n') : '';
  rest = budget - fixedPart.length - table.length - outlineTitle.join('\n').length - 200;
  const outline = renderOutlineMarkdown(
    reportedOutline(c.outline, opts.report, c.findings),
    Math.max(500, rest),
    refs.ruleRef,
    opts.where === 'job-summary' ? 'the JSON report (`report-json`)' : undefined,
  );
  const text = [
    fixedPart,
    table,
    outlineTitle.join('\n') + outline.text,
    '',
    `<sub>navguard · ${plural(c.head?.stats.pages ?? 0, 'page')} checked${c.head ? ` · ${plural(c.head.stats.linksChecked, 'link')}` : ''}</sub>`,
  ]
    .filter(Boolean)
    .join('\n');
  if (text.length <= budget) return { text, truncated: outline.truncated || listed < shown.length };
  const wholeAt =
    opts.where === 'job-summary' ? 'the JSON report (`report-json`) has every finding' : 'the job summary has the rest';
  const note = `\n\n*This report was cut to fit GitHub's size limit; ${wholeAt}.*`;
  return { text: text.slice(0, budget - note.length) + note, truncated: true };
}
