// docs/rules.md and the README's rule table, from each rule module's metadata.
import { ruleDocs } from '../rule-docs.js';
import { withRegion, type Generator } from './generator.js';

export const ruleDocGenerators: Generator[] = [
  { file: 'docs/rules.md', generate: () => ruleDocs()['docs/rules.md'] },
  { file: 'README.md', generate: (current) => withRegion(current ?? '', 'rules', ruleDocs().readmeTable) },
];
