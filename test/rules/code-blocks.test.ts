// unclosed-code-block: a fence never closed turns the rest of the page into code (tursodatabase/turso-docs
// 567c5693b7, fresh set 96: the closing fence written at the end of a command line).
import { describe, it, expect } from '@jest/globals';
import { run, docsJson, rules } from '../helpers.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { compareSources } from '../../src/core/compare/compare.js';

function site(page: string): Record<string, string> {
  return {
    'docs.json': docsJson({ groups: [{ group: 'G', pages: ['index', 'stripe'] }] }),
    'index.mdx': '# Home\n\nSee [the locations](/stripe#locations).\n',
    'stripe.mdx': page,
  };
}

const unclosed = (files: Record<string, string>) => rules(run(files).findings, 'unclosed-code-block');

const turso = [
  '---',
  'title: Stripe',
  '---',
  '',
  '```bash',
  '# Upgrade plan',
  'stripe projects upgrade turso/<plan> --yes```',
  '',
  '## Locations',
  '',
  '| Code | Region |',
  '| --- | --- |',
  '| `aws-us-east-1` | US East |',
  '',
  '## Next steps',
  '',
].join('\n');

describe('unclosed-code-block', () => {
  it('reports a fence closed at the end of a line of code, naming the headings it swallows', () => {
    const [f, ...rest] = unclosed(site(turso));
    expect(rest).toEqual([]);
    expect([f!.file, f!.line, f!.column, f!.severity]).toEqual(['stripe.mdx', 5, 1, 'warning']);
    expect(f!.message).toBe(
      'The code block opened at line 5 is never closed: the 10 lines after it, to the end of the page, show as code, with 2 headings: "Locations", "Next steps"; links to what they hold lead nowhere.',
    );
    expect(f!.data).toEqual({ line: 5, lines: 10, headings: ['Locations', 'Next steps'] });
    // What the reader meets: the heading the link names is code, so the link's #fragment names nothing; the link
    // says why, and that closing the block mends it (pointing the link elsewhere would not be the fix).
    const [anchor, ...others] = rules(run(site(turso)).findings, 'broken-anchor');
    expect(others).toEqual([]);
    expect(anchor!.message).toBe(
      'Link "/stripe#locations" names no anchor on /stripe: its heading "## Locations" (line 9) is inside the code block opened at line 5, which never closes and shows it as code, with no id, so readers land at the top of the page, not at the section.',
    );
    expect(anchor!.data).toMatchObject({
      fragment: 'locations',
      inCode: { line: 9, heading: '## Locations', fence: 5 },
    });
    expect(anchor!.fix).toEqual({
      message:
        'Close the code block opened at line 5 of stripe.mdx with a fence on a line of its own (unclosed-code-block): the heading, and this link, then work as written.',
    });
    // Closed, the heading has its id again, and a fragment no heading has is told as before.
    const closed = turso.replace('--yes```', '--yes\n```') + '\nSee [nowhere](#nowhere).\n';
    expect(rules(run(site(closed)).findings, 'broken-anchor').map((x) => [x.data.fragment, x.data.inCode])).toEqual([
      ['nowhere', undefined],
    ]);
  });

  // shuttle-hq/shuttle-docs 288645f52b (fresh set 101): a stray fence on a page's last line was said to turn "the 1
  // line after it" into code; nothing follows it (the file's last newline and blank lines are no line of code).
  it('says a stray fence on the last line leaves an empty code block, not lines shown as code', () => {
    const stray = '# Example\r\n\r\n<Snippet file="check-examples.mdx" />\r\n```\r\n\r\n';
    const [f, ...rest] = unclosed(site(stray));
    expect(rest).toEqual([]);
    expect([f!.line, f!.message, f!.data]).toEqual([
      4,
      'The code block opened at line 4 is never closed: nothing follows it, so the page ends with an empty code block.',
      { line: 4, lines: 0, headings: [] },
    ]);
    expect(f!.fix!.message).toBe(
      'Remove the fence, or put the code it should hold after it and close it with a fence on a line of its own.',
    );
  });

  // AgentWorkforce/relay b5866125ad (fresh set 104): a closing fence written twice; "close it after its last line of
  // code" did not fit the stray copy.
  it('says a bare fence right after the one that closed the block above is most likely a stray copy', () => {
    const doubled = '# Spec\r\n\n```text\nplan\n```\n```\n\n## Next\n\nMore.\n';
    const [f] = unclosed(site(doubled));
    expect(f!.line).toBe(6);
    expect(f!.fix!.message).toBe(
      'The fence at line 6 repeats the one at line 5, which closes the code block above: if it is a stray copy, delete it; if it opens a block, close that block with a fence on a line of its own after its last line of code.',
    );
    // A fence with a language after a closed block opens one: the usual advice.
    const [g] = unclosed(site(doubled.replace('```\n```\n', '```\n```sh\n')));
    expect(g!.fix!.message).toMatch(/^Close it with a fence on a line of its own/);
  });

  it('reports a block that holds the fence meant to open the next one, as far as that block runs', () => {
    // turso-docs 567c5693b7 as it was: a later ```bash block's own closing fence ended the first block.
    const later = `${turso}\n\`\`\`bash\nturso db create\n\`\`\`\n\nDone.\n`;
    const [f, ...rest] = unclosed(site(later));
    expect(rest).toEqual([]);
    expect(f!.message).toBe(
      'The code block opened at line 5 runs on to line 19: the fence at line 17 ("```bash"), which opens a code block, is read as a line of this one, so 13 lines show as code, with 2 headings: "Locations", "Next steps"; links to what they hold lead nowhere.',
    );
    // A longer fence may hold a shorter one with its info string: that is how a page shows a code block.
    expect(unclosed(site('````mdx\n```bash\nnpm i\n```\n````\n\n## After\n'))).toEqual([]);
  });

  // Agbonde-adebola/synkro 5dc34cf5ec (fresh set 124): a ```markdown sample holding a ```python block. The inner lines
  // were meant as code; the damage is the outer closer, which opens a block that swallows the next section.
  it('says a block nested in another with fences of one length swallows what follows the outer closer', () => {
    const nested = [
      '# Guide',
      '',
      '```markdown',
      '## Usage',
      '```python',
      'x = 1',
      '```',
      '```',
      '',
      '## Next section',
      '',
      'Text.',
      '',
    ].join('\n');
    const [f, ...rest] = unclosed(site(nested));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ line: 8, column: 1, data: { line: 8, headings: ['Next section'] } });
    expect(f!.message).toBe(
      'The code block opened at line 3 holds another, opened at line 5, with fences of the same length: the fence at line 7, meant to close the inner block, closes the outer one, and the fence at line 8, meant to close the outer block, opens a new one that runs to the end of the page: 4 lines after it show as code, with the heading "Next section"; links to what they hold lead nowhere.',
    );
    expect(f!.fix?.message).toBe(
      "To show a code block inside another, write the outer block's fences longer than the inner ones (```` for ```), at lines 3 and 8.",
    );
    // Written with a longer outer fence, it shows as meant.
    expect(unclosed(site(nested.replace('```markdown', '````markdown').replace('```\n```\n', '```\n````\n')))).toEqual(
      [],
    );
  });

  it('passes closed fences, a longer fence holding a shorter one, and a fence closed on the last line', () => {
    const closed = turso.replace('--yes```', '--yes\n```');
    expect(unclosed(site(closed))).toEqual([]);
    expect(unclosed(site('````mdx\n```bash\nnpm i\n```\n````\n\n## After\n'))).toEqual([]);
    expect(unclosed(site('# Install\n\n```bash\nnpm i\n```'))).toEqual([]);
    // A fence in a list item ends with the item: another matter, not reported.
    expect(unclosed(site('1. Run:\n   ```bash\n   npm i\n\nText after the list.\n'))).toEqual([]);
  });

  // frontnow/productgraph-docs e5c6f64914 (fresh set 117): seven pages end in a sample whose closing fence is missing;
  // only the sample follows the fence, and the page shows it as meant.
  it('passes a block left open at the end of the page that holds only code, and not one that holds text', () => {
    const sample =
      '# Limits\n\nAll responses include these headers:\n\n```json\n{\n  "limit": 1000,\n\n  "left": 999\n}\n';
    expect(unclosed(site(sample))).toEqual([]);
    expect(
      unclosed(site('# Limits\n\n```\nX-RateLimit-Limit: 1000\nX-RateLimit-Reset: 2023-04-15T16:00:00Z\n')),
    ).toEqual([]);
    // What a reader would miss as code: prose after a blank line, a link, a table, an element, an emphasised item.
    const swallowed = [
      `${sample}\nThe limit resets every hour.\n`,
      `${sample}See [the plans](/plans)\n`,
      `${sample}| Plan | Limit |\n| --- | --- |\n`,
      `${sample}<Note>\nAsk us.\n</Note>\n`,
      `${sample}- **Free**: 10 a day\n`,
    ];
    expect(swallowed.map((page) => unclosed(site(page)).length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('leaves a page that does not parse to mdx-syntax', () => {
    const broken = site('<Note>\n\n```bash\nnpm i\n');
    expect(unclosed(broken)).toEqual([]);
  });
  // crewAI's history: 5.7 s a commit, most of it parsing every page with such a fence in both states, as pages
  // the commit had not touched.
  it('in a diff, reads the pages the change touched, as their links', () => {
    const base = site(turso);
    const head = { ...base, 'index.mdx': '# Home\n\nMore.\n' };
    const found = (changed: string[], links: 'changed' | 'all' = 'changed') =>
      compareSources(memorySource(base), memorySource({ ...head, 'stripe.mdx': `${turso}\nMore.\n` }), {
        changed: new Set(changed),
        links,
      })
        .findings.filter((f) => f.rule === 'unclosed-code-block')
        .map((f) => [f.status, f.file]);
    expect(found(['index.mdx'])).toEqual([]);
    expect(found(['index.mdx'], 'all')).toEqual([['existing', 'stripe.mdx']]);
    expect(found(['stripe.mdx'])).toEqual([['existing', 'stripe.mdx']]);
  });
});
