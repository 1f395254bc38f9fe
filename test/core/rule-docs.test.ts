// docs/rules.md and the README's rule table are generated from the rules' metadata: the committed files must be
// what the generator makes of today's metadata. On failure run `npm run --silent rule-docs` and commit the result.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import { README_END, README_START, ruleDocs, withReadmeTable } from '../../scripts/rule-docs.js';
import { RULES } from '../../src/core/rules/registry.js';

const docs = ruleDocs();

describe('generated rule docs', () => {
  it('docs/rules.md is the generator output', () => {
    expect(fs.readFileSync('docs/rules.md', 'utf8')).toBe(docs['docs/rules.md']);
  });

  it("the README's rule table, between its markers, is the generator output", () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const between = readme.slice(readme.indexOf(README_START) + README_START.length, readme.indexOf(README_END));
    expect(between).toBe(`\n${docs.readmeTable}\n`);
    expect(withReadmeTable(readme, docs.readmeTable)).toBe(readme);
  });

  it('notices a drift: a changed summary line or example changes the output', () => {
    const rule = RULES.get('broken-link')!;
    const before = ruleDocs();
    const saved = rule.trigger;
    (rule as { trigger: string }).trigger = 'something else';
    try {
      expect(ruleDocs().readmeTable).not.toBe(before.readmeTable);
    } finally {
      (rule as { trigger: string }).trigger = saved;
    }
  });

  it('documents every rule with a failing and a passing example', () => {
    for (const rule of RULES.values()) {
      expect(rule.examples.some((e) => !e.passes)).toBe(true);
      expect(rule.examples.some((e) => e.passes)).toBe(true);
      expect(docs['docs/rules.md']).toContain(`### ${rule.id}\n`);
    }
  });
});
