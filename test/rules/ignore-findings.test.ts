// `ignore` items that are objects: findings dropped by rule, file and entry, for docs.json, which cannot hold a
// suppression comment.
import { describe, it, expect } from '@jest/globals';
import { run, docsJson } from '../helpers.js';
import { resolveConfig } from '../../src/core/config/config.js';

const files = {
  'docs.json': docsJson({
    groups: [{ group: 'Guides', pages: ['index', 'legacy/old-a', 'legacy/old-b', 'guides/missing'] }],
  }),
  'index.mdx': '# Home\n\n[gone](/gone)\n',
  'stray.mdx': '# Stray\n',
};

const found = (ignore: unknown[]) =>
  run(files, { configRaw: { ignore } })
    .findings.map((f) => `${f.rule} ${f.key.split('|').slice(1).join('|')}`)
    .sort();

describe('ignore by rule and entry', () => {
  it('reports everything without it', () => {
    expect(found([])).toEqual([
      'broken-link index.mdx|/gone',
      'orphan-page stray',
      'page-not-found guides/missing',
      'page-not-found legacy/old-a',
      'page-not-found legacy/old-b',
    ]);
  });

  it("drops one rule's findings about entries matching a glob, and nothing else", () => {
    expect(found([{ rule: 'page-not-found', entry: 'legacy/**', reason: 'moved to the old site' }])).toEqual([
      'broken-link index.mdx|/gone',
      'orphan-page stray',
      'page-not-found guides/missing',
    ]);
  });

  it('a rule list, a file glob, or both; strings stay file globs', () => {
    expect(found([{ rule: ['orphan-page', 'broken-link'] }])).toHaveLength(3);
    expect(found([{ rule: 'page-not-found', file: 'docs.json' }])).toEqual([
      'broken-link index.mdx|/gone',
      'orphan-page stray',
    ]);
    expect(found(['index.mdx', { entry: 'stray' }])).toHaveLength(3);
  });

  it('rejects unknown rules and unknown fields', () => {
    expect(() => resolveConfig({ ignore: [{ rule: 'page-not-fund' }] })).toThrow(
      '`ignore[0].rule` is not a navguard rule; did you mean page-not-found?',
    );
    expect(() => resolveConfig({ ignore: [{ page: 'x' }] })).toThrow(
      '`ignore[0].page` is not an option of `ignore[0]`. The options are rule, file, entry, reason.',
    );
    expect(() => resolveConfig({ ignore: [{}] })).toThrow(
      '`ignore[0]` is empty: give at least one of rule, file, entry, reason',
    );
  });
});
