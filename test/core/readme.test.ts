// The README is part of the product: every rule id is documented there with an example, and the two
// newcomer commands are the ones that work.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import { RULES } from '../../src/core/rules/registry.js';

const readme = fs.readFileSync('README.md', 'utf8');

describe('README', () => {
  it('has a table row with an example for every rule', () => {
    for (const id of RULES.keys())
      expect(readme).toMatch(
        new RegExp(`\\| \\[\`${id}\`\\]\\(docs/rules.md#rule-${id}\\) \\| (error|warning|notice) \\| .{10,}\\|`),
      );
  });

  it('shows the two newcomer commands, and package.json defines them', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test ');
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toContain('fixtures/demo');
    expect(pkg.scripts.test).toContain('jest');
  });

  it('documents every input and output of action.yml', () => {
    const action = fs.readFileSync('action.yml', 'utf8');
    const names = [...action.matchAll(/^ {2}([a-z-]+):$/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(10);
    for (const n of names) expect(readme).toContain(`| \`${n}\` |`);
  });
});

describe('README comment sample', () => {
  it('is the golden comment of test/golden/outlines/rename-without-edit.md, quoted', () => {
    const m = /<!-- golden:rename-without-edit[^>]*-->\n([\s\S]*?)\n<!-- \/golden -->/.exec(readme);
    expect(m).not.toBeNull();
    const unquoted = m![1]!
      .split('\n')
      .map((l) => l.replace(/^> ?/, ''))
      .join('\n');
    const golden = fs
      .readFileSync('test/golden/outlines/rename-without-edit.md', 'utf8')
      .split('\n<details>')[0]!
      .trimEnd();
    expect(unquoted).toBe(golden);
  });
});
