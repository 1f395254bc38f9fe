// The `filter` input: the places git says a change touched, and which findings lie there.
import { describe, expect, it } from '@jest/globals';
import type { Analysed } from '../../src/action/analyse.js';
import { changedPlaces, filterAnalysed, inFilter, type ChangedPlaces } from '../../src/action/filter.js';
import { fitOutput } from '../../src/action/verdict.js';
import { keyedMarker, MARKER } from '../../src/action/render.js';
import { auditSource } from '../../src/core/compare/audit.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { commitAll, initRepo, writeFiles } from '../git-helpers.js';
import { docsJson } from '../helpers.js';
import { finding } from './findings.js';

const lines = (n: number, change: Record<number, string> = {}) =>
  Array.from({ length: n }, (_, i) => change[i + 1] ?? `line ${i + 1}`).join('\n') + '\n';

describe('changedPlaces (git)', () => {
  const { dir, sha: base } = initRepo({ 'docs/a.mdx': lines(20), 'docs/gone.mdx': 'x\n', 'other/b.mdx': lines(3) });
  writeFiles(dir, {
    'docs/a.mdx': lines(20, { 10: 'changed' }),
    'docs/gone.mdx': null,
    'docs/new.mdx': 'one\ntwo\n',
    'other/b.mdx': lines(3, { 1: 'outside the roots' }),
  });
  const head = commitAll(dir, 'change');

  it('added: the lines the change added, per file, in the roots only; deleted files apart', () => {
    const p = changedPlaces(dir, base, head, ['docs'], 'added');
    expect([...p.files].sort()).toEqual(['docs/a.mdx', 'docs/gone.mdx', 'docs/new.mdx']);
    expect([...p.deleted]).toEqual(['docs/gone.mdx']);
    expect([...p.lines.get('docs/a.mdx')!]).toEqual([10]);
    expect([...p.lines.get('docs/new.mdx')!]).toEqual([1, 2]);
    expect(p.lines.has('docs/gone.mdx')).toBe(false);
  });

  it('diff-context: the hunk with 3 lines of context either side; file: no lines read', () => {
    const p = changedPlaces(dir, base, head, ['docs'], 'diff-context');
    expect([...p.lines.get('docs/a.mdx')!]).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(changedPlaces(dir, base, head, ['.'], 'file').lines.size).toBe(0);
  });
});

describe('inFilter / filterAnalysed (pure)', () => {
  const places: ChangedPlaces = {
    files: new Set(['a.mdx', 'docs.json', 'gone.mdx']),
    deleted: new Set(['gone.mdx']),
    lines: new Map([
      ['a.mdx', new Set([10])],
      ['docs.json', new Set([4, 5])],
    ]),
  };
  const at = (file: string, line: number, endLine?: number) => finding({ file, line, endLine });

  it('all keeps everything; file keeps changed files; added keeps findings that touch an added line', () => {
    expect(inFilter(at('elsewhere.mdx', 1), 'all', places)).toBe(true);
    expect(inFilter(at('elsewhere.mdx', 1), 'file', places)).toBe(false);
    expect(inFilter(at('a.mdx', 1), 'file', places)).toBe(true);
    expect(inFilter(at('a.mdx', 1), 'added', places)).toBe(false);
    expect(inFilter(at('a.mdx', 10), 'added', places)).toBe(true);
    expect(inFilter(at('docs.json', 2, 4), 'added', places)).toBe(true); // spans an added line
    expect(inFilter(at('docs.json', 6, 9), 'added', places)).toBe(false);
  });

  it('a finding in a file the change deleted is about the deletion: kept', () => {
    expect(inFilter(at('gone.mdx', 1), 'added', places)).toBe(true);
    expect(inFilter(at('gone.mdx', 1), 'diff-context', places)).toBe(true);
  });

  it('filterAnalysed narrows each root and leaves the rest of the comparison alone', () => {
    const comparison = auditSource(
      memorySource({
        'docs.json': docsJson({ pages: ['index', 'ghost'] }),
        'index.mdx': '# Home\n',
        'stray.mdx': 'x\n',
      }),
    );
    const analysed: Analysed = { results: [{ root: '.', comparison }], problems: ['p'] };
    expect(comparison.findings.map((f) => f.file).sort()).toEqual(['docs.json', 'stray.mdx']);
    const only = filterAnalysed(analysed, 'file', {
      files: new Set(['stray.mdx']),
      deleted: new Set(),
      lines: new Map(),
    });
    expect(only.results[0]!.comparison.findings.map((f) => f.file)).toEqual(['stray.mdx']);
    expect(only.results[0]!.comparison.outline).toBe(comparison.outline);
    expect(only.problems).toEqual(['p']);
    expect(filterAnalysed(analysed, 'all', places)).toBe(analysed);
  });
});

describe('outputs for other workflows and jobs', () => {
  it('fitOutput keeps a text under the limit as it is, and cuts a longer one saying so', () => {
    expect(fitOutput('short', 100)).toBe('short');
    const cut = fitOutput('x'.repeat(500), 200);
    expect(cut).toHaveLength(200);
    expect(cut).toMatch(/cut here to fit the size of a step output.*\*$/);
  });

  it('keyedMarker: the plain marker without a key; a keyed one that neither contains the plain one nor ends the HTML comment early', () => {
    expect(keyedMarker(undefined)).toBe(MARKER);
    const m = keyedMarker('sites/a');
    expect(m).toBe('<!-- navguard:summary root="sites/a" -->');
    expect(m.includes(MARKER)).toBe(false);
    expect(keyedMarker('a-->b').indexOf('-->')).toBe(keyedMarker('a-->b').length - 3);
  });
});
