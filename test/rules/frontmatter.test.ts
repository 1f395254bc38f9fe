// frontmatter-syntax: a page's frontmatter the site builder cannot read as YAML stops the build, whichever page it
// is (wikflow/docs 925a246991, fresh set 110: an orphan page's keywords, `'lien d\'invitation'`).
import { describe, it, expect } from '@jest/globals';
import { compareSources } from '../../src/core/compare/compare.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { docsJson, rules, run } from '../helpers.js';
import { one, says } from './util.js';

const broken =
  "---\ntitle: Members\ndescription: Invite your team\nkeywords: ['membres', 'lien d\\'invitation']\n---\n\n# Members\n";

describe('frontmatter-syntax', () => {
  it('reports where the YAML reader stops, on a page no entry lists too', () => {
    const r = run({ 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Home\n', 'fr/members.mdx': broken });
    const f = one(r.findings, 'frontmatter-syntax');
    expect(f).toMatchObject({ severity: 'warning', file: 'fr/members.mdx', line: 4, column: 32 });
    expect(f.data).toEqual({ reason: 'missed comma between flow collection entries' });
    says(
      f.message,
      'fr/members.mdx: its frontmatter is not valid YAML',
      'build step',
      'which is why this is a warning',
    );
  });

  it('passes frontmatter any YAML reader takes, by hand or by the library', () => {
    const pages = {
      'a.mdx': '---\ntitle: A\nsidebarTitle: "The A page"\n---\n',
      'b.mdx': "---\ntitle: 'It''s B'\nkeywords: [one, two]\ntags:\n  - x\n---\n",
      'c.mdx': '# No frontmatter\n',
    };
    const r = run({ 'docs.json': docsJson({ pages: ['a', 'b', 'c'] }), ...pages });
    expect(rules(r.findings, 'frontmatter-syntax')).toEqual([]);
  });

  it('in a diff, is new where the change wrote it and existing where the base had it', () => {
    const base = { 'docs.json': docsJson({ pages: ['index', 'old'] }), 'index.mdx': '# Home\n', 'old.mdx': broken };
    const head = { ...base, 'new.mdx': broken.replace('Members', 'New') };
    const c = compareSources(memorySource(base), memorySource(head), { changed: new Set(['new.mdx']) });
    expect(c.findings.filter((f) => f.rule === 'frontmatter-syntax').map((f) => [f.file, f.status])).toEqual([
      ['new.mdx', 'new'],
      ['old.mdx', 'existing'],
    ]);
  });
});
