// Inline suppression comments in pages, and unused-suppression for those that silence nothing.
import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { RULES } from '../../src/core/rules/registry.js';
import { applyEdits } from '../../src/core/base/edits.js';
import { one, posOf, says } from './util.js';

function site(body: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'docs.json': docsJson({ groups: [{ group: 'Guides', pages: ['index', 'guides/intro'] }] }),
    'index.mdx': '# Home\n',
    'guides/intro.mdx': body,
    ...extra,
  };
}

const summary = (body: string, extra: Record<string, string> = {}, links: 'all' | 'none' = 'all') =>
  run(site(body, extra), { links }).findings.map((f) => `${f.rule} ${f.file}:${f.line}`);

describe('inline suppression', () => {
  it('next-line (MDX comment) silences the named rule on the line below, and only there', () => {
    const body = '# Intro\n\n{/* navguard-disable-next-line broken-link */}\nSee [old](/old).\n\nSee [gone](/gone).\n';
    expect(summary(body)).toEqual([`broken-link guides/intro.mdx:${posOf(body, '/gone').line}`]);
  });

  it('an MDX comment works in Markdown pages, with several rules and a reason', () => {
    const body = '# Intro\n\n{/* navguard-disable-next-line orphan-page, broken-link -- ships in May */}\n[x](/nope)\n';
    expect(summary('# Intro\n', { 'notes.md': body })).toEqual(['orphan-page notes.md:1']);
  });

  it('an HTML comment is read, but the page it is on does not parse: its links are not judged, nor the comment', () => {
    const body =
      '# Intro\n\n<!-- navguard-disable-next-line orphan-page, broken-link -- ships in May -->\n[x](/nope)\n';
    // The builder reads `.md` as MDX, which has no HTML comments; the fix makes it the MDX comment above.
    expect(summary('# Intro\n', { 'notes.md': body })).toEqual(['orphan-page notes.md:1', 'mdx-syntax notes.md:3']);
  });

  it('without rule ids it silences every rule; a file-level comment covers the whole file', () => {
    const body = '{/* navguard-disable-file */}\n\n[a](/a)\n\n[b](/b)\n';
    expect(summary('# Intro\n', { 'orphan.mdx': body })).toEqual([]);
    const other = '{/* navguard-disable-file orphan-page */}\n\n[a](/a)\n';
    expect(summary('# Intro\n', { 'orphan.mdx': other })).toEqual(['broken-link orphan.mdx:3']);
  });

  it('a comment naming another rule silences nothing and is reported as unused', () => {
    const body = '# Intro\n\n{/* navguard-disable-next-line orphan-page */}\nSee [old](/old).\n';
    const found = run(site(body)).findings;
    expect(rules(found, 'broken-link')).toHaveLength(1);
    const f = one(found, 'unused-suppression');
    expect(f).toMatchObject({ severity: 'warning', file: 'guides/intro.mdx', ...posOf(body, '{/*') });
    expect(f.data).toEqual({ scope: 'next-line', rules: ['orphan-page'], unknown: [] });
    says(f.message, 'silences orphan-page on the next line', 'nothing to silence');
  });

  it('a comment naming an unknown rule is reported with the unknown id', () => {
    const body = '{/* navguard-disable-next-line brokn-link */}\n[old](/old)\n';
    const found = run(site(body)).findings;
    const f = one(found, 'unused-suppression');
    expect(f.data).toMatchObject({ unknown: ['brokn-link'] });
    says(f.message, '"brokn-link"', 'not a rule id');
    expect(RULES.has('unused-suppression')).toBe(true);
  });

  it('comments inside fenced code are examples, not suppressions', () => {
    const body = '```mdx\n{/* navguard-disable-file */}\n```\n\n[old](/old)\n';
    expect(summary(body)).toEqual(['broken-link guides/intro.mdx:5']);
  });

  it('where links were not checked, a comment for link rules is not judged', () => {
    const body = '{/* navguard-disable-next-line broken-link */}\n[old](/old)\n';
    expect(summary(body, {}, 'none')).toEqual([]);
    const orphanOnly = '{/* navguard-disable-next-line orphan-page */}\nText.\n';
    expect(summary(orphanOnly, {}, 'none')).toEqual(['unused-suppression guides/intro.mdx:1']);
  });

  it('the same finding without the comment is reported (the comment is what silences it)', () => {
    expect(summary('# Intro\n\nSee [old](/old).\n')).toEqual(['broken-link guides/intro.mdx:3']);
  });

  it('the fix deletes the comment: its whole line when it stands alone, else the comment only', () => {
    const fixed = (body: string): string =>
      applyEdits(body, one(run(site(body)).findings, 'unused-suppression').fix!.edits!);
    expect(fixed('# Intro\n\n{/* navguard-disable-next-line orphan-page */}\nText.\n')).toBe('# Intro\n\nText.\n');
    expect(fixed('# Intro\n\nText. {/* navguard-disable-next-line broken-link */}\nMore.\n')).toBe(
      '# Intro\n\nText. \nMore.\n',
    );
    // The last line, with no line break after it: the line is emptied, nothing past the end is touched.
    expect(fixed('# Intro\n\n{/* navguard-disable-file orphan-page */}')).toBe('# Intro\n\n');
  });
});
