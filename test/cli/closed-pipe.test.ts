// A reader that stops early (`navguard check | head -1`) closes the pipe under the command line: the run still
// ends with its own exit code and no crash. Runs the bundled command line (dist/cli), as users run it.
import { describe, it, expect } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BIN = path.resolve('bin/navguard.js');
const HAVE_BUNDLE = fs.existsSync(path.resolve('dist/cli/index.js'));
if (!HAVE_BUNDLE) console.warn('[navguard] SKIPPED the closed-pipe test: dist/cli is not built (npm run package).');
const describeBundle = HAVE_BUNDLE ? describe : describe.skip;

/** Runs the command line with its stdout closed before it writes; its exit code and stderr. */
function withClosedStdout(args: string[]): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' } });
    child.stdout.destroy();
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, err }));
  });
}

describeBundle('a closed stdout', () => {
  it('ends the run with its exit code, not a crash', async () => {
    // The demo's head has errors: exit 1 whether or not anyone reads the report.
    const { code, err } = await withClosedStdout(['check', '--root', 'fixtures/demo/head', '--format', 'json']);
    expect(err).not.toMatch(/EPIPE|internal error|Unhandled/);
    expect(code).toBe(1);
  });
});
