// Findings as text (terminal), JSON and SARIF 2.1.0. Pure: strings in, strings out.
import { createColors } from 'picocolors';
import type { Stats } from '../engine/analyze.js';
import { RULES } from '../rules/registry.js';
import { countBySeverity } from '../base/findings.js';
import { ruleAnchor } from '../rules/rule.js';
import { PARSE_BUDGET } from '../site/page-ids.js';
import { SYNTAX_BUDGET } from '../site/unparsable.js';
import type { Finding, RuleId, Severity } from '../base/types.js';
import {
  copiesSentence,
  copyPlaceName,
  FULL_ITEMS,
  fullMessage,
  groupFindings,
  similarFolds,
  similarSentence,
  PLACE_NAMED,
  placeOnly,
  type FindingGroup,
} from './group.js';
import { writeJsonPieces } from './json-pieces.js';
import { VERSION } from '../generated/version.generated.js';
import { plural } from '../base/plural.js';
import { fingerprint } from '../base/fingerprint.js';
import { topFolder } from '../base/paths.js';

/** Control characters (except tab) would let a file name or label rewrite the terminal. */
export function safeTerminalText(s: string): string {
  return s.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** What the closing line of renderText says beyond the findings it lists. */
export interface ClosingLine {
  /**
   * Findings a comparison left out (already on the base branch, with `--report new`), so that the closing line
   * never says "no problems" below an outline or a run that has them.
   */
  notListed?: number;
  /** The files whose links a comparison read, and the files it changed (linksScope). */
  linksReadIn?: number;
  changedFiles?: number;
  /** What the closing line says when nothing is listed because something else left findings out (a baseline, `--quiet`). */
  noneShown?: string;
}

/** Findings as terminal text, with a closing line that counts them. */

/** How many of a fold's findings (similarFolds) the text names, each by what it quotes and its place. */
const SIMILAR_NAMED = 8;
export function renderText(
  findings: readonly Finding[],
  stats: Partial<Stats>,
  color: boolean,
  { notListed = 0, linksReadIn, changedFiles, noneShown }: ClosingLine = {},
): string {
  const c = createColors(color);
  const sev = { error: c.red('error'), warning: c.yellow('warning'), notice: c.blue('notice') };
  const statusOf = (f: Finding): string =>
    f.status === 'existing' ? c.dim(' (already on base)') : f.status === 'new' ? c.bold(' (new)') : '';
  const lines: string[] = [];
  let file: string | undefined;
  let lastFix: string | undefined;
  // A file holding nothing but an orphan page, past the first few, is named in one list at the end: a legacy site's
  // 168 orphans were 168 sections of three lines saying the same (projectdiscovery/docs).
  const only = onlyInFile(findings);
  const alone = aloneInFile(findings, only, placeOnly);
  // ...and so is one this change took out of the navigation, by folder: a docs.json that lost every language's
  // navigation left 793 such pages, 3,200 lines of the same message and fix (hedging8563/lemondata-docs).
  const takenOut = aloneInFile(findings, only, (f) => PLACE_NAMED.has(f.rule) && 'wasIn' in f.data);
  // ...and so is one problem named by many files, each alone in its file (a wrong spec path copied into 104 pages'
  // frontmatter: Firma-esign/firma-docs 66f3fce), past the first few: by file and line.
  const repeated = repeatedAlone(findings, only, (f) => PLACE_NAMED.has(f.rule));
  const listed = new Set<Finding>();
  const shown = new Map<ReadonlySet<Finding>, number>();
  // Repeats within a file are one line with their places (text is read per file); many of one shape, one line more.
  const groups = groupFindings(findings, true);
  const similar = similarFolds(groups);
  for (const group of groups) {
    const { first: f, findings: same } = group;
    if (repeated.folded.has(f) || similar.folded.has(group)) continue;
    const folded = alone.has(f) ? alone : takenOut.has(f) ? takenOut : undefined;
    if (folded) {
      const n = shown.get(folded) ?? 0;
      if (n >= FULL_ITEMS) continue;
      shown.set(folded, n + 1);
      listed.add(f);
    }
    if (f.file !== file) {
      if (file !== undefined) lines.push('');
      file = f.file;
      lastFix = undefined;
      lines.push(c.underline(safeTerminalText(f.file)));
    }
    const pos = c.dim(`${f.line}:${f.column}`.padEnd(8));
    lines.push(
      `  ${pos} ${sev[f.severity].padEnd(color ? 16 : 7)} ${safeTerminalText(f.message)} ${c.dim(`[${f.rule}]`)}${statusOf(f)}`,
    );
    if (same.length > 1)
      lines.push(
        `  ${' '.repeat(8)} ${c.dim(`also at ${same.length - 1} more ${same.length === 2 ? 'place' : 'places'}:`)} ${same
          .slice(1)
          .map((g) => `${g.line}:${g.column}`)
          .join(', ')}`,
      );
    if (f.copies)
      lines.push(`  ${' '.repeat(8)} ${c.dim(safeTerminalText(copiesSentence(f.copies, 3, copyPlaceName(f))))}`);
    // A fix the line before in this file already gave is not spelled out again.
    const fixText = f.fix ? (f.fix.message === lastFix ? c.dim('as above') : safeTerminalText(f.fix.message)) : '';
    lastFix = f.fix?.message;
    if (f.fix) lines.push(`  ${' '.repeat(8)} ${c.green(same.length > 1 ? 'fix (each):' : 'fix:')} ${fixText}`);
    const rest = similar.after.get(group);
    if (rest) lines.push(`  ${' '.repeat(8)} ${c.dim(similarLine(f, same.length, rest))}`);
  }
  const rest = [...alone].filter((f) => !listed.has(f));
  if (rest.length) {
    if (lines.length) lines.push('');
    lines.push(
      `${c.dim(`…and ${rest.length} more ${rest.length === 1 ? 'page' : 'pages'} not in the navigation, each as above`)} ${c.dim('[orphan-page]')}:`,
    );
    for (const f of rest) lines.push(`  ${safeTerminalText(f.file)} ${sev[f.severity]}${statusOf(f)}`);
  }
  const restOut = [...takenOut].filter((f) => !listed.has(f));
  if (restOut.length) {
    if (lines.length) lines.push('');
    lines.push(
      `${c.dim(`…and ${plural(restOut.length, 'more page')} this change took out of the navigation but left in the repository, each as above (--format json gives each with where it was)`)} ${c.dim('[orphan-page]')}:`,
    );
    for (const [folder, inFolder] of byTopFolder(restOut)) {
      const named = inFolder.slice(0, FOLDER_NAMES).map((f) => safeTerminalText(f.file));
      const more = inFolder.length - named.length;
      const f = inFolder[0]!;
      lines.push(
        `  ${safeTerminalText(folder)}: ${plural(inFolder.length, 'page')}, ${sev[f.severity]}${statusOf(f)}: ${named.join(', ')}${more ? c.dim(` and ${more} more`) : ''}`,
      );
    }
  }
  for (const [first, rest] of repeated.groups) {
    if (lines.length) lines.push('');
    lines.push(
      `${c.dim(`…and ${plural(rest.length, 'more file')} with the same ${first.severity} as ${safeTerminalText(first.file)} above${first.fix ? ', and the same fix' : ''}`)} ${c.dim(`[${first.rule}]`)}${statusOf(first)}:`,
    );
    for (const f of rest) lines.push(`  ${safeTerminalText(f.file)}${c.dim(`:${f.line}`)}`);
  }
  const n = countBySeverity(findings);
  const files = new Set(findings.map((f) => f.file)).size;
  const summary = findings.length
    ? `${n.error ? c.red(`✖ ${n.error} error${n.error === 1 ? '' : 's'}`) : c.green('✔ 0 errors')}, ${n.warning} warning${n.warning === 1 ? '' : 's'}${n.notice ? `, ${n.notice} notice${n.notice === 1 ? '' : 's'}` : ''} in ${files} file${files === 1 ? '' : 's'}`
    : c.green(`✔ ${noneShown ?? (notListed ? 'no new problems' : 'no navigation problems found')}`);
  const existing = notListed
    ? c.dim(
        `; ${notListed} already on the base branch ${notListed === 1 ? 'is' : 'are'} not listed (--report all lists them${linksReadIn === undefined ? '' : `; ${linksScope(linksReadIn, changedFiles)}`})`,
      )
    : '';
  const facts =
    stats.pages !== undefined
      ? c.dim(
          ` (${plural(stats.pages, 'page')}, ${plural(stats.entries ?? 0, 'navigation entry')}, ${plural(stats.orphans ?? 0, 'orphan')}, ${plural(stats.dangling ?? 0, 'entry')} naming no page)`,
        )
      : '';
  if (lines.length) lines.push('');
  lines.push(summary + existing + facts);
  const base = stats.inferredBasePath;
  if (base) lines.push(c.dim(basePathNote(base)));
  if (stats.anchorsUnchecked) lines.push(c.dim(anchorsUncheckedNote(stats.anchorsUnchecked)));
  if (stats.syntaxUnchecked) lines.push(c.dim(syntaxUncheckedNote(stats.syntaxUnchecked)));
  if (stats.endpointsUnchecked) lines.push(c.dim(endpointsUncheckedNote(stats.endpointsUnchecked)));
  if (stats.linksUnknowable) lines.push(c.dim(linksUnknowableNote(stats.linksUnknowable)));
  return lines.join('\n') + '\n';
}

/** The line that stands for the findings of one shape past the first few (similarFolds), naming what each quotes. */
function similarLine(f: Finding, shown: number, rest: readonly FindingGroup[]): string {
  const n = rest.reduce((k, g) => k + g.findings.length, 0);
  const status = f.status === 'new' ? ', new' : f.status === 'existing' ? ', already on base' : '';
  const which = similarSentence(rest, SIMILAR_NAMED, (g) => `${g.line}:${g.column}`);
  return safeTerminalText(
    `…and ${n} more like ${shown > 1 ? 'these' : 'this one'}${status}${f.fix ? ', with the same fix' : ''}: ${which} (--format json lists each)`,
  );
}
/** The findings that are the only one of their file. */
function onlyInFile(findings: readonly Finding[]): Set<Finding> {
  const perFile = new Map<string, number>();
  for (const f of findings) perFile.set(f.file, (perFile.get(f.file) ?? 0) + 1);
  return new Set(findings.filter((f) => perFile.get(f.file) === 1));
}

/** Findings that `is` picks and that are the only finding of their file (`only`), when there are more than FULL_ITEMS. */
function aloneInFile(
  findings: readonly Finding[],
  only: ReadonlySet<Finding>,
  is: (f: Finding) => boolean,
): Set<Finding> {
  const alone = findings.filter((f) => is(f) && only.has(f));
  return new Set(alone.length > FULL_ITEMS ? alone : []);
}

/**
 * Groups of one problem (groupFindings) in more than FULL_ITEMS files where it is the only finding (`only`), but for `skip`:
 * each group's first such finding (shown in full, with the next ones up to FULL_ITEMS) and the rest, which are
 * `folded` into a list of places.
 */
function repeatedAlone(
  findings: readonly Finding[],
  only: ReadonlySet<Finding>,
  skip: (f: Finding) => boolean,
): { groups: Map<Finding, Finding[]>; folded: Set<Finding> } {
  const groups = new Map<Finding, Finding[]>();
  const folded = new Set<Finding>();
  for (const g of groupFindings(findings)) {
    const alone = g.findings.filter((f) => only.has(f) && !skip(f));
    if (alone.length <= FULL_ITEMS) continue;
    const rest = alone.slice(FULL_ITEMS);
    groups.set(alone[0]!, rest);
    for (const f of rest) folded.add(f);
  }
  return { groups, folded };
}

/** Pages named on a folder's line of a folded list; the rest are counted. */
const FOLDER_NAMES = 3;

/** Findings by the top folder of their file ("ar/", or "(top folder)"), folders in order of first appearance. */
function byTopFolder(findings: readonly Finding[]): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const f of findings) {
    const top = topFolder(f.file);
    const folder = top ? `${top}/` : '(top folder)';
    const list = out.get(folder);
    if (list) list.push(f);
    else out.set(folder, [f]);
  }
  return out;
}

export function publicFinding(f: Finding): Record<string, unknown> {
  const { rule, severity, file, line, column, endLine, endColumn, message, fix, key, status, data, copies } = f;
  return {
    rule,
    severity,
    file,
    line,
    column,
    ...(endLine !== undefined ? { endLine, endColumn } : {}),
    message,
    ...(fix ? { fix } : {}),
    key,
    fingerprint: fingerprint(key),
    ...(status ? { status } : {}),
    data,
    ...(copies ? { copies } : {}),
  };
}

export function renderJson(
  root: string,
  findings: readonly Finding[],
  stats: Stats,
  extra: Record<string, unknown> = {},
): string {
  const pieces: string[] = [];
  writeJson((p) => pieces.push(p), root, findings, stats, extra);
  return pieces.join('');
}

/** Written one node per line: a diff's outline (its entries are most of a large site's report). */
const TREES: ReadonlySet<string> = new Set(['outline']);

/** The JSON report handed to `write` in pieces: a large site's outline is never one string. */
export function writeJson(
  write: (piece: string) => void,
  root: string,
  findings: readonly Finding[],
  stats: Stats,
  extra: Record<string, unknown> = {},
): void {
  writeJsonPieces(
    { version: 1, root, findings: findings.map(publicFinding), stats, ...extra },
    write,
    undefined,
    TREES,
  );
  write('\n');
}

const SARIF_LEVEL: Record<Severity, string> = { error: 'error', warning: 'warning', notice: 'note' };

/** The link to a rule's section of docs/rules.md, given where that file is (see `ReportContext.rulesUrl`). */
export function ruleUrl(rulesUrl: string, id: RuleId): string {
  return `${rulesUrl.replace(/#.*$/, '')}#${ruleAnchor(id)}`;
}

/** The repository a rules URL lives in (`https://github.com/o/r/blob/v1/docs/rules.md` → `https://github.com/o/r`). */
function toolHome(rulesUrl: string): string {
  return /^https:\/\/github\.com\/[^/]+\/[^/#?]+/.exec(rulesUrl)?.[0] ?? rulesUrl.replace(/#.*$/, '');
}

/** SARIF 2.1.0; `rulesUrl` (docs/rules.md at the release that made the report) gives each rule its helpUri. */
export function renderSarif(findings: readonly Finding[], opts: { rulesUrl?: string } = {}): string {
  const ruleIds = [...RULES.keys()];
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'navguard',
            version: VERSION,
            // Like helpUri: the home of the rules document when known, never a placeholder.
            ...(opts.rulesUrl ? { informationUri: toolHome(opts.rulesUrl) } : {}),
            rules: ruleIds.map((id) => {
              const r = RULES.get(id)!;
              return {
                id,
                name: id.replace(/(^|-)(\w)/g, (_m, _d, ch: string) => ch.toUpperCase()),
                shortDescription: { text: r.summary },
                fullDescription: { text: r.summary },
                // Without a known home, no helpUri: a link to a placeholder is worse than none.
                ...(opts.rulesUrl ? { helpUri: ruleUrl(opts.rulesUrl, id) } : {}),
                defaultConfiguration: { level: SARIF_LEVEL[r.severity] },
              };
            }),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        results: findings.map((f) => ({
          ruleId: f.rule,
          ruleIndex: Math.max(0, ruleIds.indexOf(f.rule)),
          level: SARIF_LEVEL[f.severity],
          message: { text: fullMessage(f, ' ') },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: encodeURI(f.file), uriBaseId: '%SRCROOT%' },
                region: {
                  startLine: f.line,
                  startColumn: f.column,
                  ...(f.endLine !== undefined && f.endLine >= f.line
                    ? { endLine: f.endLine, endColumn: f.endColumn }
                    : {}),
                },
              },
            },
          ],
          ...(f.copies && {
            relatedLocations: f.copies.places.map((p, id) => ({
              id,
              physicalLocation: {
                artifactLocation: { uri: encodeURI(p.file), uriBaseId: '%SRCROOT%' },
                region: { startLine: p.line, startColumn: p.column },
              },
            })),
          }),
          partialFingerprints: { 'navguard/v1': fingerprint(f.key) },
        })),
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}

/** Said wherever results are shown, so nobody wonders why `/docs/…` links pass. */
/** What was not checked for time: said wherever the findings are, so that a pass is never silently partial. */
export function anchorsUncheckedNote(n: number): string {
  return `${n} ${n === 1 ? 'link' : 'links'} to a #fragment on a page ${n === 1 ? 'was' : 'were'} not checked: the pages ${n === 1 ? 'it leads' : 'they lead'} to hold ids only the MDX parser can read, and this run already parsed its budget of such pages (${PARSE_BUDGET / 1_000_000} MB). Their links are checked when a pull request changes them or the pages.`;
}

export function syntaxUncheckedNote(n: number): string {
  return `${n} ${n === 1 ? 'page was' : 'pages were'} not read for MDX syntax (mdx-syntax): this run already read its budget of page text (${SYNTAX_BUDGET / 1_000_000} MB). A pull request reads the pages it adds or edits; "navguard check --syntax all" reads every page.`;
}

export function endpointsUncheckedNote(n: number): string {
  return `${plural(n, 'API endpoint')} ${n === 1 ? 'was' : 'were'} not checked: ${n === 1 ? 'its' : 'their'} OpenAPI spec is a URL, which navguard does not fetch, or a spec reported as missing or unreadable.`;
}

export function linksUnknowableNote(n: number): string {
  return `${plural(n, 'link')} into a folder of API pages ${n === 1 ? 'was' : 'were'} not checked: the navigation makes those pages from an OpenAPI spec given as a URL, which navguard does not fetch, or from a spec reported as missing or unreadable, so which pages exist there is not known.`;
}

export function basePathNote(b: { basePath: string; evidence: number; examples?: string[] }): string {
  const seen = b.examples?.length ? `, such as ${b.examples.map((e) => `"${e}"`).join(', ')}` : '';
  return `Links were read as on a site served under "${b.basePath}" (${b.evidence} links and redirects use that prefix and lead to pages without it${seen}); set "basePath" in .navguard.json to say so, or "/" if that is wrong.`;
}

/** Where a pull request's check counted what was already on the base branch: only in the files whose text it read. */
export function linksScope(readIn: number, changedFiles = readIn): string {
  if (!changedFiles) return 'the change touches no file of the site, so no links were read';
  if (!readIn) return "the change's check read no page: it changed none and removed nothing linked to";
  return `links counted in the ${plural(readIn, 'file')} this change's check read, MDX syntax, imports and code blocks in the pages it changed`;
}
