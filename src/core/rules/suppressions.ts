// Inline suppressions in pages (src/core/mdx/suppressions.ts) and unused-suppression. Listed last in the
// registry: its check drops what the comments silence from what every other check reported, then reports the
// comments that silenced nothing, so that stale ones do not pile up.
import type { SuppressionRef } from '../mdx/suppressions.js';
import type { Finding, TextEdit } from '../base/types.js';
import type { Check, RuleMeta } from './rule.js';
import { isRuleId } from './ids.js';

export const rules = [
  {
    id: 'unused-suppression',
    // It silenced nothing, so deleting it changes no finding, and an MDX/HTML comment renders nothing.
    safeFix: { what: 'a navguard-disable comment that silences nothing, deleted' },
    family: 'suppressions',
    severity: 'warning',
    summary:
      'A navguard-disable comment in a page silences nothing: the problem it was for is gone, or it names no rule.',
    trigger: '`{/* navguard-disable-next-line broken-link */}` above a line with no broken link',
    description: [
      'A page can silence findings in it with a comment: `{/* navguard-disable-next-line broken-link */}` for the line',
      'below it, `navguard-disable-file` for the whole file; several rule ids are separated by spaces or commas, none',
      'means every rule, and text after ` -- ` is a reason for the reader. Comments inside fenced code are examples, not',
      'suppressions. An HTML comment (`<!-- navguard-disable-… -->`) is read too, but the site builder reads `.md` pages',
      'as MDX as well, and MDX has no HTML comments: such a page does not parse (mdx-syntax), whose fix turns it into',
      '`{/* … */}`.',
      '',
      'This rule reports a comment that silenced nothing: the problem was fixed (delete the comment), the comment is',
      'not directly above the line, or it names a rule that does not exist. Where links were not checked (a pull',
      'request that did not touch the page, `--links none`, a page that does not parse), comments that could silence a',
      'link finding are not judged.',
    ],
    examples: [
      {
        passes: false,
        caption: 'Fails (the link below works):',
        lang: 'mdx',
        code: '{/* navguard-disable-next-line broken-link */}\nSee the [quickstart](/quickstart).',
      },
      {
        passes: true,
        caption: 'Passes (the link is broken on purpose until the page ships):',
        lang: 'mdx',
        code: '{/* navguard-disable-next-line broken-link -- page ships next sprint */}\nSee the [roadmap](/roadmap).',
      },
    ],
    exampleSite: { files: { 'quickstart.mdx': '' } },
  },
] satisfies RuleMeta[];

// Reads links and page text (or other checks' findings): run on each state (see SiteRuleModule.reads).
export const reads = 'pages';

export const check: Check = ({ site, options, out, unparsable, rules: known }) => {
  const byFile = new Map<string, { path: string; list: SuppressionRef[] }>();
  for (const [path, scan] of site.index.scans)
    if (scan.suppressions) byFile.set(out.repoPath(path), { path, list: scan.suppressions });
  if (!byFile.size) return;
  const used = new Set<SuppressionRef>();
  const silences = (s: SuppressionRef, f: Finding): boolean =>
    (s.scope === 'file' || s.line + 1 === f.line) && (!s.rules.length || s.rules.includes(f.rule));
  const kept: Finding[] = [];
  for (const f of out.findings) {
    const hit = byFile.get(f.file)?.list.filter((s) => silences(s, f));
    if (!hit?.length) {
      kept.push(f);
      continue;
    }
    for (const s of hit) used.add(s);
  }
  out.findings.length = 0;
  for (const f of kept) out.findings.push(f);

  // A page the builder cannot parse (mdx-syntax) has its links left unchecked: nothing there to silence or not.
  const linksChecked = (path: string): boolean =>
    !unparsable.has(path) && (options.links === 'all' || (options.links === 'changed' && !!options.changed?.has(path)));
  for (const [, { path, list }] of byFile)
    for (const s of list) {
      if (used.has(s)) continue;
      const unknown = s.rules.filter((r) => !isRuleId(r));
      const mayBeLinks = !s.rules.length || s.rules.some((r) => isRuleId(r) && !!known.get(r)?.onlyWhereLinksChecked);
      if (!unknown.length && mayBeLinks && !linksChecked(path)) continue;
      const named = s.rules.length ? s.rules.join(', ') : 'every rule';
      const where = s.scope === 'file' ? 'in this file' : 'on the next line';
      const message = unknown.length
        ? `This navguard-disable comment names ${unknown.map((r) => `"${r}"`).join(', ')}, which ${unknown.length === 1 ? 'is not a rule id' : 'are not rule ids'}: it silences nothing.`
        : `This navguard-disable comment silences ${named} ${where}, but there is nothing to silence: the problem it was for is gone, or the comment is not directly above its line.`;
      out.add('unused-suppression', { file: path, line: s.line, column: s.column }, message, {
        key: `${path}|${s.scope}|${s.rules.join(',')}`,
        data: { scope: s.scope, rules: s.rules, unknown },
        fix: {
          message: unknown.length
            ? 'Correct the rule id (see docs/rules.md) or delete the comment.'
            : 'Delete the comment, or move it directly above the line it is for.',
          edits: [deletion(out.repoPath(path), s, site.source.read(path))],
        },
      });
    }
};

/**
 * The edit that deletes a comment: its whole line when the comment is all the line holds (the line break
 * with it, when one follows), else the comment alone.
 */
function deletion(file: string, s: SuppressionRef, text: string | undefined): TextEdit {
  const lines = text?.split('\n').length ?? 0;
  if (s.alone && s.line < lines)
    return { file, line: s.line, column: 1, endLine: s.line + 1, endColumn: 1, newText: '' };
  return { file, line: s.line, column: s.column, endLine: s.line, endColumn: s.endColumn, newText: '' };
}
