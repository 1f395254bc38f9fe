// The floor of any docs.json checker: start node, list the repository's files, parse docs.json.
// Usage: node lib-bench/bench/floor.js SITE_DIR
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.';
const files = execFileSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z'], { cwd: dir, maxBuffer: 1 << 30 })
  .toString('utf8')
  .split('\0');
const docs: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'));
// Use both results, so neither step can be skipped.
if (files.length < 2 || typeof docs !== 'object' || docs === null) process.exitCode = 1;
