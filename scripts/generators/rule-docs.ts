// docs/rules.md and the README's rule table, from each rule module's metadata.
import { ruleDocs, withReadmeTable } from '../rule-docs.js';
import type { Generator } from './generator.js';

export const ruleDocGenerators: Generator[] = [
  { file: 'docs/rules.md', generate: () => ruleDocs()['docs/rules.md'] },
  { file: 'README.md', generate: (current) => withReadmeTable(current ?? '', ruleDocs().readmeTable) },
];
