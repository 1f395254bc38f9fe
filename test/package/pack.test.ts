// What `npm install navguard` would give a user: `npm pack`, install the tarball into an empty folder and
// run its `navguard` bin on the demo site. It proves that `files` ships what the bin needs and that the
// bundle in dist/cli runs with no dependencies installed (the package declares none).
import { describe, it, expect } from '@jest/globals';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_DIR } from '../corpus/corpus.js';
import { tempDir } from '../git-helpers.js';

const HAVE_NPM = spawnSync('npm', ['--version'], { encoding: 'utf8' }).status === 0;
const HAVE_BUNDLE = fs.existsSync(path.join(PROJECT_DIR, 'dist', 'cli', 'index.js'));

function run(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  // No npm_config_* from an outer `npm test`: they would point this npm at the project's own settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...env, NODE_OPTIONS: '', NO_COLOR: '1' } });
}

function ok(r: SpawnSyncReturns<string>): string {
  if (r.status !== 0) throw new Error(`exit ${r.status}: ${r.stderr}`);
  return r.stdout;
}

const why = !HAVE_NPM ? 'npm is not on PATH' : !HAVE_BUNDLE ? 'dist/cli is not built (npm run package)' : '';
if (why) console.warn(`[navguard] SKIPPED the npm pack test: ${why}.`);

(why ? describe.skip : describe)(`the packed package${why ? ` (SKIPPED: ${why})` : ''}`, () => {
  it('installs from its tarball into an empty folder, offline, and `navguard check` runs', () => {
    const out = tempDir();
    const packed = JSON.parse(
      ok(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], PROJECT_DIR)),
    ) as { filename: string; files: { path: string }[] }[];
    const tarball = path.join(out, path.basename(packed[0]!.filename));
    expect(packed[0]!.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['bin/navguard.js', 'dist/cli/index.js']),
    );

    const app = tempDir();
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'try-navguard', private: true }));
    ok(run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], app));
    const bin = path.join(app, 'node_modules', '.bin', 'navguard');
    expect(fs.existsSync(bin)).toBe(true);
    // Only navguard itself: the bundle must not need anything else at run time.
    expect(fs.readdirSync(path.join(app, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['navguard']);

    const pkg = JSON.parse(fs.readFileSync(path.join(PROJECT_DIR, 'package.json'), 'utf8')) as { version: string };
    expect(ok(run(bin, ['--version'], app)).trim()).toBe(pkg.version);
    const check = run(
      bin,
      ['check', '--root', path.join(PROJECT_DIR, 'fixtures', 'demo', 'head'), '--format', 'json'],
      app,
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(1); // the demo head has errors on purpose
    const report = JSON.parse(check.stdout) as { findings: { rule: string; file: string }[] };
    expect(report.findings.length).toBeGreaterThan(0);
    expect(report.findings.map((f) => f.file)).toContain('fixtures/demo/head/docs.json');
    const help = run(bin, ['check', '--help'], app);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: navguard check [options]');
  });
});
