// Pure decisions about what to post: ranking, workflow-command slots, check annotations, diff lines, suggestions.
import { describe, expect, it } from '@jest/globals';
import {
  REVIEW_CAP,
  checkAnnotation,
  commandAnnotations,
  diffLines,
  planSuggestions,
  rankFindings,
} from '../../src/action/plan.js';
import { SUGGESTION_MARKER } from '../../src/github/publish.js';
import { ANNOTATION_MESSAGE_CUT, COMMAND_ANNOTATIONS_PER_LEVEL } from '../../src/github/limits.js';
import { finding } from './findings.js';

describe('rankFindings', () => {
  it('orders by severity, then new before existing, then in the diff, then file and line', () => {
    const fs = [
      finding({ file: 'b.mdx', line: 1, severity: 'warning', status: 'new' }),
      finding({ file: 'a.mdx', line: 9, status: 'existing' }),
      finding({ file: 'z.mdx', line: 5, status: 'new' }),
      finding({ file: 'a.mdx', line: 2, status: 'new' }),
    ];
    const ranked = rankFindings(fs, (f) => f.file === 'z.mdx');
    expect(ranked.map((f) => `${f.file}:${f.line}`)).toEqual(['z.mdx:5', 'a.mdx:2', 'a.mdx:9', 'b.mdx:1']);
  });

  it("puts the site's config file before pages among equals: what every page is built from", () => {
    // getprimo/docs ec55f0f2: 5 mixed-children errors in docs.json came after 72 broken links in de/…, es/… pages.
    const fs = [
      finding({ file: 'de/a.mdx', line: 3, status: 'new' }),
      finding({ file: 'docs/docs.json', line: 16, status: 'new' }),
      finding({ file: 'apps/x/mint.json', line: 2, status: 'existing' }),
    ];
    expect(rankFindings(fs).map((f) => f.file)).toEqual(['docs/docs.json', 'de/a.mdx', 'apps/x/mint.json']);
  });
});

describe('commandAnnotations', () => {
  it('keeps the first findings of each level up to GitHub’s per-level cap and counts the rest', () => {
    const errors = Array.from({ length: COMMAND_ANNOTATIONS_PER_LEVEL + 3 }, (_, i) => finding({ file: 'e', line: i }));
    const notes = [finding({ file: 'n', line: 1, severity: 'notice' })];
    const { shown, hidden } = commandAnnotations([...errors, ...notes]);
    expect(shown).toHaveLength(COMMAND_ANNOTATIONS_PER_LEVEL + 1);
    expect(shown.at(-1)!.file).toBe('n');
    expect(hidden).toEqual({ error: 3, warning: 0, notice: 0 });
  });
});

describe('checkAnnotation', () => {
  it('a one-line finding keeps its columns (end column inclusive); the fix follows the message', () => {
    const a = checkAnnotation(
      finding({
        file: 'docs.json',
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 9,
        status: 'new',
        fix: { message: 'Do X.' },
      }),
    );
    expect(a).toEqual({
      path: 'docs.json',
      start_line: 3,
      end_line: 3,
      start_column: 5,
      end_column: 8,
      annotation_level: 'failure',
      message: 'something is wrong at docs.json:3\n\nFix: Do X.',
      title: 'navguard: broken-link (new)',
    });
  });

  it('a multi-line finding has no columns; a huge message is cut', () => {
    const a = checkAnnotation(
      finding({ file: 'a.mdx', line: 2, endLine: 4, severity: 'notice', message: 'x'.repeat(70000) }),
    );
    expect([a.end_line, a.start_column, a.annotation_level, a.message.length]).toEqual([
      4,
      undefined,
      'notice',
      ANNOTATION_MESSAGE_CUT,
    ]);
  });
});

describe('diffLines', () => {
  it('collects right-side lines of each hunk, skipping removed lines and deleted files', () => {
    const diff = [
      'diff --git a/docs.json b/docs.json',
      '--- a/docs.json',
      '+++ b/docs.json',
      '@@ -10,3 +10,4 @@',
      ' ctx',
      '-old',
      '+new',
      '+added',
      ' ctx',
      'diff --git a/gone.mdx b/gone.mdx',
      '--- a/gone.mdx',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-bye',
    ].join('\n');
    expect(diffLines(diff)).toEqual(new Map([['docs.json', new Set([10, 11, 12, 13])]]));
  });
});

describe('planSuggestions', () => {
  const fix = (line: number, newText: string) => ({
    message: 'Point it at "/b".',
    edits: [{ file: 'a.mdx', line, column: 8, endLine: line, endColumn: 10, newText }],
  });

  it('applies a one-line edit on a line of the diff to the whole line, fenced, with a fingerprint marker', () => {
    const [s, ...rest] = planSuggestions(
      [finding({ file: 'a.mdx', line: 2, fix: fix(2, '/b') })],
      new Map([['a.mdx', new Set([2])]]),
      () => 'See [](/a) now',
    );
    expect(rest).toEqual([]);
    expect(s!.path).toBe('a.mdx');
    expect(s!.line).toBe(2);
    expect(s!.body).toContain('```suggestion\nSee [](/b) now\n```');
    expect(s!.body).toContain(`<!-- ${SUGGESTION_MARKER} ${s!.fingerprint} -->`);
  });

  it('suggests no edit of a link that the redirect suggested for its renamed page mends: the redirect is the fix', () => {
    // clauderic/dnd-kit: a renamed page's 7 links got suggestions, the redirect none, while `fix` adds the redirect.
    const lines = new Map([['a.mdx', new Set([2])]]);
    const mended = finding({
      file: 'a.mdx',
      line: 2,
      fix: fix(2, '/b'),
      data: { url: '/a', kind: 'markdown', viaRedirect: '/a' },
    });
    expect(planSuggestions([mended], lines, () => 'See [](/a) now')).toEqual([]);
  });

  it('skips edits off the diff, edits over several lines, and lines it cannot read; stops at the cap', () => {
    const lines = new Map([['a.mdx', new Set(Array.from({ length: 100 }, (_, i) => i + 1))]]);
    expect(planSuggestions([finding({ file: 'a.mdx', line: 200, fix: fix(200, 'x') })], lines, () => 'l')).toEqual([]);
    const multi = finding({
      file: 'a.mdx',
      line: 1,
      fix: { message: 'm', edits: [{ ...fix(1, 'x').edits[0]!, endLine: 2 }] },
    });
    expect(planSuggestions([multi], lines, () => 'l')).toEqual([]);
    expect(planSuggestions([finding({ file: 'a.mdx', line: 1, fix: fix(1, 'x') })], lines, () => undefined)).toEqual(
      [],
    );
    const many = Array.from({ length: 50 }, (_, i) =>
      finding({ file: 'a.mdx', line: i + 1, fix: fix(i + 1, `x${i}`) }),
    );
    expect(planSuggestions(many, lines, () => 'line text')).toHaveLength(REVIEW_CAP);
  });

  // q-uestionable-AI/qai (walk 77): a broken link and a broken anchor in one sentence made two suggestions, each
  // holding the other's text unfixed; committing both undid the first.
  it('makes the edits of one line one suggestion, each fix said, and keeps the first of edits that overlap', () => {
    const text = 'See [a](/a) and [c](/c#x) now';
    const at = (from: string, line = 3) => ({
      column: text.indexOf(from) + 1,
      endColumn: text.indexOf(from) + 1 + from.length,
      line,
      endLine: line,
    });
    const edit = (rule: string, from: string, newText: string, message: string) =>
      finding({
        file: 'a.mdx',
        line: 3,
        rule,
        key: `${rule}|${from}`,
        fix: { message, edits: [{ file: 'a.mdx', ...at(from), newText }] },
      } as Parameters<typeof finding>[0]);
    const link = edit('broken-link', '/a', '/b', 'Did you mean "/b"?');
    const anchor = edit('broken-anchor', 'x', 'y', 'Did you mean "#y"?');
    const clash = edit('broken-link', '/c#x', '/d', 'Did you mean "/d"?');
    const lines = new Map([['a.mdx', new Set([3])]]);
    const [s, ...rest] = planSuggestions([link, anchor, clash], lines, () => text);
    expect(rest).toEqual([]);
    expect(s!.line).toBe(3);
    expect(s!.body).toContain('```suggestion\nSee [a](/b) and [c](/c#y) now\n```');
    expect(s!.body).toContain(
      '- **navguard** `broken-link`: Did you mean "/b"?\n- **navguard** `broken-anchor`: Did you mean "#y"?',
    );
    expect(s!.body).not.toContain('"/d"');
    // Another line's edit stays its own suggestion.
    const other = finding({ file: 'a.mdx', line: 4, fix: fix(4, '/b') });
    lines.get('a.mdx')!.add(4);
    expect(planSuggestions([link, other, anchor], lines, () => text).map((x) => x.line)).toEqual([3, 4]);
  });

  it('a line holding backticks gets a longer fence', () => {
    const [s] = planSuggestions(
      [finding({ file: 'a.mdx', line: 1, fix: fix(1, '/b') })],
      new Map([['a.mdx', new Set([1])]]),
      () => 'x ```[](/a)',
    );
    expect(s!.body).toContain('````suggestion\n');
  });
});
