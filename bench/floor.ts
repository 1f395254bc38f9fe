// The floor of any docs link checker: start node, list the repository's files, parse docs.json, read every
// page and search it for `](`. No checker of links can be faster than this.
// Usage: node lib-bench/bench/floor.js SITE_DIR
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.';
const files = execFileSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z'], { cwd: dir, maxBuffer: 1 << 30 })
  .toString('utf8')
  .split('\0');
const docs: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'));
let links = 0;
for (const file of files) {
  if (!file.endsWith('.mdx') && !file.endsWith('.md')) continue;
  const text = fs.readFileSync(path.join(dir, file));
  for (let at = text.indexOf('](', 0); at !== -1; at = text.indexOf('](', at + 2)) links++;
}
// Use every result, so no step can be skipped.
if (files.length < 2 || typeof docs !== 'object' || docs === null || links < 0) process.exitCode = 1;
