// Writes docs/rules.md and the README's rule table from the rules' metadata (see ./rule-docs.ts).
// Run from the project root: npm run --silent rule-docs
import fs from 'node:fs';
import { ruleDocs, withReadmeTable } from './rule-docs.js';

const docs = ruleDocs();
fs.writeFileSync('docs/rules.md', docs['docs/rules.md']);
fs.writeFileSync('README.md', withReadmeTable(fs.readFileSync('README.md', 'utf8'), docs.readmeTable));
