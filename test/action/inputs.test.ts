// The action's inputs: defaults, lists, and one readable error per bad value.
import { describe, expect, it } from '@jest/globals';
import { InputError, readInputs } from '../../src/action/inputs.js';

const from =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

describe('readInputs', () => {
  it('empty inputs take the defaults', () => {
    expect(readInputs(from({}))).toEqual({
      roots: [],
      config: undefined,
      failOn: 'error',
      report: 'new',
      comment: 'on-change',
      annotations: 'check',
      filter: 'all',
      baseRef: undefined,
      headRef: undefined,
      listRoots: false,
      suggestions: true,
      token: '',
      fix: 'none',
    });
  });

  it('filter, base-ref / head-ref and list-roots', () => {
    const i = readInputs(from({ filter: 'added', 'base-ref': ' main ', 'head-ref': 'v2', 'list-roots': 'true' }));
    expect([i.filter, i.baseRef, i.headRef, i.listRoots]).toEqual(['added', 'main', 'v2', true]);
    expect(() => readInputs(from({ filter: 'lines' }))).toThrow(
      'input "filter" must be one of added, diff-context, file, all (got "lines")',
    );
  });

  it('fix: "commit" or "none"; fix-token is trimmed, and absent when empty', () => {
    const i = readInputs(from({ fix: ' commit ', 'fix-token': ' pat \n' }));
    expect([i.fix, i.fixToken]).toEqual(['commit', 'pat']);
    expect(readInputs(from({ 'fix-token': '  ' })).fixToken).toBeUndefined();
    expect(() => readInputs(from({ fix: 'true' }))).toThrow('input "fix" must be one of none, commit (got "true")');
  });

  it('a value near an allowed one gets a "did you mean"', () => {
    expect(() => readInputs(from({ 'fail-on': 'errors' }))).toThrow(
      'input "fail-on" must be one of error, warning, never (got "errors"); did you mean error?',
    );
    expect(() => readInputs(from({ report: 'ALL' }))).toThrow('did you mean all?');
  });

  it('roots are split on commas and new lines, trimmed, empty ones dropped', () => {
    expect(readInputs(from({ root: 'docs, sites/*\n\n  api  ,' })).roots).toEqual(['docs', 'sites/*', 'api']);
  });

  it('values are trimmed; the token and config path too', () => {
    const i = readInputs(from({ 'fail-on': ' warning ', report: 'all', token: ' t0k \n', config: ' .navguard.json ' }));
    expect([i.failOn, i.report, i.token, i.config]).toEqual(['warning', 'all', 't0k', '.navguard.json']);
  });

  it('a value outside the allowed ones names the input, the allowed values and what was given', () => {
    expect(() => readInputs(from({ comment: 'sometimes' }))).toThrow(InputError);
    expect(() => readInputs(from({ comment: 'sometimes' }))).toThrow(
      'input "comment" must be one of always, on-change, never (got "sometimes")',
    );
    expect(() => readInputs(from({ annotations: 'Check' }))).toThrow(/input "annotations"/);
  });
});
