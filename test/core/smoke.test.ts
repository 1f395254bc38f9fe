import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';

describe('engine smoke', () => {
  it('finds a dangling entry with its line and column', () => {
    const json = docsJson({ pages: ['intro', 'missing'] });
    const r = run({ 'docs.json': json, 'intro.mdx': '# Intro\n' });
    const f = rules(r.findings, 'page-not-found');
    expect(f).toHaveLength(1);
    const line = json.split('\n').findIndex((l) => l.includes('"missing"')) + 1;
    expect(f[0]).toMatchObject({
      file: 'docs.json',
      line,
      column: json.split('\n')[line - 1]!.indexOf('"missing"') + 1,
      severity: 'error',
    });
  });
});
