// Grouping for people: what counts as "the same finding at another place", and what programs still get one by one.
import { describe, expect, it } from '@jest/globals';
import { groupFindings } from '../../src/core/render/group.js';
import { renderJson, renderSarif, renderText } from '../../src/core/render/findings.js';
import type { Finding } from '../../src/core/base/types.js';
import { finding } from '../action/findings.js';

function unknownField(line: number, field: string, path: (string | number)[], fix = `Remove "${field}".`): Finding {
  return finding({
    file: 'docs.json',
    line,
    rule: 'schema',
    severity: 'warning',
    data: { path: [...path, field], field, problem: 'unknown-field' },
    key: `schema|${path.join('.')}|${field}`,
    fix: { message: fix },
  });
}

describe('groupFindings', () => {
  it('takes a JSON path for a place, like the line: one unknown field in three groups is one group', () => {
    const fs = [
      unknownField(3, 'collapsed', ['navigation', 'groups', 0]),
      unknownField(9, 'collapsed', ['navigation', 'groups', 1]),
      unknownField(12, 'colour', ['navigation', 'groups', 1]),
      unknownField(15, 'collapsed', ['navigation', 'groups', 2]),
    ];
    const groups = groupFindings(fs);
    expect(groups.map((g) => g.findings.map((f) => f.line))).toEqual([[3, 9, 15], [12]]);
    expect(groups[0]!.first.line).toBe(3);
  });

  it('keeps apart what differs in severity, status, fix or data (an endpoint path is what a finding is about)', () => {
    const a = unknownField(3, 'collapsed', ['g', 0]);
    expect(groupFindings([a, { ...a, line: 4, severity: 'error' }])).toHaveLength(2);
    expect(groupFindings([a, { ...a, line: 4, status: 'new' }])).toHaveLength(2);
    expect(groupFindings([a, unknownField(4, 'collapsed', ['g', 1], 'Rename it.')])).toHaveLength(2);
    const endpoint = (path: string, line: number): Finding =>
      finding({
        file: 'docs.json',
        line,
        rule: 'endpoint-not-found',
        data: { method: 'GET', path, specs: ['openapi.json'] },
      });
    expect(groupFindings([endpoint('/a', 1), endpoint('/b', 2)])).toHaveLength(2);
    expect(groupFindings([endpoint('/a', 1), endpoint('/a', 7)])).toHaveLength(1);
  });

  it('takes the page a frontmatter finding is in for a place: one wrong spec path in many pages is one group', () => {
    const wrongSpec = (page: string, spec = '/v1/openapi.json'): Finding =>
      finding({
        file: `${page}.mdx`,
        line: 2,
        rule: 'openapi-not-found',
        message: `${page}.mdx names the OpenAPI spec "${spec}" in its frontmatter, but no such file exists.`,
        data: { spec, page, suggestion: '/v2/openapi.json' },
        key: `${page}|${spec}`,
      });
    const groups = groupFindings([wrongSpec('a'), wrongSpec('b'), wrongSpec('c', '/v3/openapi.json')]);
    expect(groups.map((g) => g.findings.map((f) => f.file))).toEqual([['a.mdx', 'b.mdx'], ['c.mdx']]);
    // A page a finding is about, not in (a broken anchor's target), still sets it apart.
    const anchor = (file: string, page: string): Finding =>
      finding({
        file,
        line: 1,
        rule: 'broken-anchor',
        data: { url: `/${page}#x`, page, fragment: 'x', close: [], kind: 'markdown' },
      });
    expect(groupFindings([anchor('a.mdx', 'p'), anchor('b.mdx', 'q')])).toHaveLength(2);
  });

  it('groups across files, unless asked to keep to one file', () => {
    const link = (file: string, line: number): Finding => finding({ file, line });
    const fs = [link('a.mdx', 1), link('b.mdx', 2), link('a.mdx', 5)];
    expect(groupFindings(fs)).toHaveLength(1);
    expect(groupFindings(fs, true).map((g) => g.findings.length)).toEqual([2, 1]);
  });
});

describe('outputs for programs', () => {
  const fs = [unknownField(3, 'collapsed', ['g', 0]), unknownField(9, 'collapsed', ['g', 1])];

  it('JSON keeps one object per finding', () => {
    const j = JSON.parse(renderJson('.', fs, { pages: 1, entries: 1, orphans: 0, dangling: 0 } as never)) as {
      findings: unknown[];
    };
    expect(j.findings).toHaveLength(2);
  });

  it('SARIF links each rule to its section of the rules page when that page is known, and never to a placeholder', () => {
    type Sarif = { runs: { tool: { driver: { rules: { id: string; helpUri?: string }[] } } }[] };
    const rulesOf = (s: string): Sarif['runs'][0]['tool']['driver']['rules'] =>
      (JSON.parse(s) as Sarif).runs[0]!.tool.driver.rules;
    const linked = rulesOf(renderSarif(fs, { rulesUrl: 'https://github.com/acme/navguard/blob/v1/docs/rules.md' }));
    expect(linked.find((r) => r.id === 'schema')!.helpUri).toBe(
      'https://github.com/acme/navguard/blob/v1/docs/rules.md#rule-schema',
    );
    expect(rulesOf(renderSarif(fs)).every((r) => r.helpUri === undefined)).toBe(true);
    type Driver = { runs: { tool: { driver: { informationUri?: string } } }[] };
    const home = (s: string): string | undefined => (JSON.parse(s) as Driver).runs[0]!.tool.driver.informationUri;
    expect(home(renderSarif(fs, { rulesUrl: 'https://github.com/acme/navguard/blob/v1/docs/rules.md' }))).toBe(
      'https://github.com/acme/navguard',
    );
    expect(home(renderSarif(fs))).toBeUndefined();
  });
});

describe('the terminal', () => {
  it('says a fix the line before in the same file gave as "as above", and spells it out again in another file', () => {
    const fix = { message: 'Point the link at an existing page.' };
    const link = (file: string, line: number, url: string): Finding =>
      finding({ file, line, data: { url, kind: 'markdown' }, fix });
    const text = renderText([link('a.mdx', 1, '/x'), link('a.mdx', 2, '/y'), link('b.mdx', 1, '/z')], {}, false);
    expect(text.match(/fix: Point the link at an existing page\./g)).toHaveLength(2);
    expect(text.match(/fix: as above/g)).toHaveLength(1);
  });

  it('names orphan pages past the first five, alone in their files, in one list at the end', () => {
    const orphan = (page: string, status?: 'new' | 'existing'): Finding =>
      finding({
        file: `${page}.mdx`,
        line: 1,
        rule: 'orphan-page',
        severity: 'warning',
        message: `${page}.mdx is not in the navigation.`,
        data: { page },
        key: page,
        fix: { message: `Add "${page}" to docs.json.` },
        ...(status && { status }),
      });
    const pages = Array.from({ length: 8 }, (_, i) => `p${i}`);
    const link = finding({ file: 'p7.mdx', line: 3, data: { url: '/x', kind: 'markdown' } });
    const text = renderText([...pages.map((p) => orphan(p, p === 'p6' ? 'new' : undefined)), link], {}, false);
    // p0..p4 in full; p5 and p6 listed at the end; p7 holds a broken link too: its section stays whole.
    expect(text.match(/is not in the navigation\./g)).toHaveLength(6);
    expect(text).toContain(
      '…and 2 more pages not in the navigation, each as above [orphan-page]:\n  p5.mdx warning\n  p6.mdx warning (new)\n',
    );
    expect(text).toContain('p7.mdx is not in the navigation.');
    // Five or fewer: each in full, no list.
    expect(
      renderText(
        pages.slice(0, 5).map((p) => orphan(p)),
        {},
        false,
      ),
    ).not.toContain('…and');
  });

  it('lists one problem named by many files, each alone in its file, by place past the first five', () => {
    const wrongSpec = (page: string): Finding =>
      finding({
        file: `api/${page}.mdx`,
        line: 2,
        rule: 'openapi-not-found',
        status: 'new',
        message: `api/${page}.mdx names the OpenAPI spec "/v1/openapi.json" in its frontmatter, but no such file exists.`,
        data: { spec: '/v1/openapi.json', page: `api/${page}` },
        key: `api/${page}|/v1/openapi.json`,
        fix: { message: 'Correct the spec path.' },
      });
    const pages = Array.from({ length: 8 }, (_, i) => `p${i}`);
    const other = finding({ file: 'api/p7.mdx', line: 9, data: { url: '/x', kind: 'markdown' } });
    const text = renderText([...pages.map(wrongSpec), other], {}, false);
    // p0..p4 in full; p5 and p6 by place; p7 holds a broken link too: its section stays whole.
    expect(text.match(/names the OpenAPI spec/g)).toHaveLength(6);
    expect(text).toContain(
      '…and 2 more files with the same error as api/p0.mdx above, and the same fix [openapi-not-found] (new):\n  api/p5.mdx:2\n  api/p6.mdx:2\n',
    );
    expect(renderText(pages.slice(0, 5).map(wrongSpec), {}, false)).not.toContain('…and');
  });
});
