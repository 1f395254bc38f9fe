// The README walk: the shell blocks of the README's user sections (Install, Try it on your history first, The CLI,
// Fixing, Adopting navguard on an existing site) run as written, by bash, with the `navguard` the Install section
// installs from the packed tarball, on real sites from ../shared/corpus laid out as docs repositories: one on
// mint.json, two with broken anchors and images, a monorepo of two roots and a large one with redirects. On each,
// one pull request renames a page that has old findings, adds a link to nowhere and deletes an embedded image;
// `diff`, `diff --baseline`, `check --baseline` and the built action with the README's `baseline` input must
// report exactly those, and `fix` must resolve what it says it fixed. A README edit that breaks a path fails here.
//
// The loop (`npm test`) walks the first site; the proofs walk the others (`NAVGUARD_PROOFS=rest`) or all (`full`).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { HAVE_CORPUS, PROOF_PAGES, PROJECT_DIR } from './corpus.js';
import {
  buildRepo,
  ensureImage,
  ensureOldFinding,
  makePr,
  readmeBlocks,
  readmeLines,
  subject,
  userShell,
  type JsonFinding,
  type Ran,
  type Repo,
  type WalkPr,
  type WalkSite,
} from './readme-walk.js';
import { sh, tempDir } from '../git-helpers.js';
import { startFakeGitHub } from '../e2e/github/fake-github.js';
import { runAction } from '../e2e/runner.js';
import { provenOn, sayProven } from '../proofs.js';

const SITES: WalkSite[] = [
  { name: 'x402, still on mint.json', corpus: 'coinbase__x402', mint: true },
  { name: 'formbricks: broken anchors, images, a served-under path', corpus: 'formbricks__formbricks' },
  { name: 'supermemory: images, anchors, API pages', corpus: 'supermemoryai__supermemory' },
  {
    name: 'a monorepo: hoppscotch at docs/, agentskills at sdk/docs/',
    corpus: 'hoppscotch__docs',
    second: 'agentskills__agentskills',
  },
  { name: 'trigger.dev: redirects, dropdowns, many anchors', corpus: 'triggerdotdev__trigger.dev' },
];
const WALKED = PROOF_PAGES === 'sample' ? SITES.slice(0, 1) : PROOF_PAGES === 'rest' ? SITES.slice(1) : SITES;
const HAVE_DIST = fs.existsSync(path.join(PROJECT_DIR, 'dist', 'cli', 'index.js'));
const why = !HAVE_CORPUS ? '../shared/corpus is absent' : !HAVE_DIST ? 'dist/ is not built (npm run package)' : '';
if (why) console.warn(`[navguard] SKIPPED the README walk: ${why}.`);

const TOKEN = 'ghs_readmeWalkToken0123456789abcdefXYZ';
let prefix: string;
let run: (cwd: string, line: string) => Ran;

/** Runs one README line and insists on its exit code, showing what it printed when it differs. */
function expectRun(cwd: string, line: string, code: number | number[]): Ran {
  const r = run(cwd, line);
  const codes = ([] as number[]).concat(code);
  if (!codes.includes(r.code))
    throw new Error(`\`${line}\` exited ${r.code}, not ${codes.join(' or ')}\n${r.out.slice(-3000)}\n${r.err}`);
  return r;
}

/** The same README line with `--format json` added: its findings. */
function findingsOf(cwd: string, line: string): { code: number; findings: JsonFinding[]; baseline?: unknown } {
  const r = run(cwd, `${line.replace(/\s+#.*$/, '')} --format json`);
  if (r.code === 2) throw new Error(`\`${line} --format json\` failed: ${r.err}`);
  const doc = JSON.parse(r.out) as { findings?: JsonFinding[]; roots?: { findings: JsonFinding[] }[] };
  return { code: r.code, findings: doc.findings ?? doc.roots!.flatMap((x) => x.findings) };
}

const line = (section: string, pattern: RegExp): string => {
  const found = readmeLines(section).find((l) => pattern.test(l));
  if (!found) throw new Error(`README section "${section}" has no line matching ${pattern}`);
  return found;
};

beforeAll(() => {
  if (why) return;
  prefix = tempDir('navguard-user-');
  run = userShell(prefix);
  // The Install section as written, from an empty folder: clone, pack, install globally (into the test's prefix).
  const home = tempDir('navguard-install-');
  for (const l of readmeLines('Install')) expectRun(home, l, 0);
  expect(fs.realpathSync(path.join(prefix, 'bin', 'navguard'))).toContain(path.join('lib', 'node_modules', 'navguard'));
}, 120000);

afterAll(() => {
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

// Proven (scripts/proof-keys.ts): the record holds a walk of every site with the same README, package and tools.
const proven = why ? undefined : provenOn(import.meta.url);
if (proven) sayProven(import.meta.url, proven);
(why || proven ? describe.skip : describe).each(WALKED.map((s) => [s.name, s] as const))(
  'the README walk on %s',
  (_, site) => {
    let repo: Repo;
    let pr: WalkPr;
    let baseSha: string;
    /** The PR's new findings as the CLI section's `diff` reports them (the fix test starts from them). */
    let prDiff: JsonFinding[] = [];

    beforeAll(() => {
      repo = buildRepo(site);
      ensureImage(repo);
      const adopt = readmeBlocks('Adopting navguard on an existing site').filter((b) => b.lang === 'sh');
      ensureOldFinding(repo, findingsOf(repo.dir, adopt[0]!.text.trim()).findings);
      // Adopting, steps 1 and 2, on the default branch: see what there is, record it, commit the baseline.
      const seen = expectRun(repo.dir, adopt[0]!.text.trim(), [0, 1]);
      if (seen.code === 1) expect(seen.out).toMatch(/By rule: /);
      for (const l of adopt[1]!.text.split('\n').filter((x) => x.trim())) expectRun(repo.dir, l, 0);
      baseSha = sh(repo.dir, 'rev-parse', 'HEAD');
      const base = findingsOf(repo.dir, adopt[0]!.text.trim()).findings;
      sh(repo.dir, 'checkout', '-q', '-b', 'walk-pr');
      pr = makePr(repo, base);
      expect(pr.renamed.held).toBeGreaterThan(0);
    }, 120000);

    it('the CLI section: check, diff and its markdown run as written; diff reports exactly what the PR broke', () => {
      const lines = readmeLines('The CLI');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const l of lines) {
        const r = expectRun(repo.dir, l, /--help/.test(l) ? 0 : [0, 1]);
        if (/navguard diff/.test(l)) expect(r.code).toBe(1);
        if (/--format markdown/.test(l)) expect(r.out).toContain('## ❌ navguard: 3 new errors');
      }
      prDiff = findingsOf(repo.dir, line('The CLI', /^navguard diff --root docs\s/)).findings.filter(
        (f) => f.status === 'new',
      );
      expect(prDiff.map(subject).sort()).toEqual(pr.expected);
    });

    it('history: the pull request is the commit that would block, with its three new errors', () => {
      const r = expectRun(repo.dir, line('Try it on your history first', /^navguard history/), 0);
      const head = sh(repo.dir, 'rev-parse', '--short', 'HEAD');
      const row = r.out.split('\n').find((l) => l.startsWith(head));
      expect(row).toMatch(/exit 1/);
      expect(row).toContain('3 new errors');
    });

    it('adopting, step 3: diff --baseline and check --baseline report only what the PR broke', () => {
      const adopt = readmeBlocks('Adopting navguard on an existing site').filter((b) => b.lang === 'sh');
      const diffLine = adopt.map((b) => b.text.trim()).find((t) => t.startsWith('navguard diff'))!;
      const checkLine = adopt.map((b) => b.text.trim()).find((t) => /^navguard check .*--baseline [^ ]+$/.test(t))!;
      expectRun(repo.dir, diffLine, 1);
      expect(findingsOf(repo.dir, diffLine).findings.map(subject).sort()).toEqual(pr.expected);
      // check sees one state: no missing-redirect, and the renamed page's old findings stay held.
      expectRun(repo.dir, checkLine, 1);
      const checked = findingsOf(repo.dir, checkLine).findings.map(subject).sort();
      expect(checked).toEqual(pr.expected.filter((e) => !e.startsWith('missing-redirect')));
    });

    it("the action with the README's baseline input, on the pull request: exactly what the PR broke", async () => {
      const yaml = readmeBlocks('Adopting navguard on an existing site').find((b) => b.lang === 'yaml')!;
      const step = (parseYaml(yaml.text) as { with: Record<string, string> }[])[0]!;
      const head = sh(repo.dir, 'rev-parse', 'HEAD');
      const gh = await startFakeGitHub({
        owner: 'acme',
        repo: 'docs',
        token: TOKEN,
        pull: { number: 3, headSha: head, baseSha },
        diff: sh(repo.dir, 'diff', '--no-color', baseSha, head) + '\n',
      });
      try {
        const res = await runAction({
          workspace: repo.dir,
          apiUrl: gh.url,
          eventName: 'pull_request',
          payload: {
            action: 'synchronize',
            number: 3,
            pull_request: {
              number: 3,
              head: { sha: head, ref: 'walk-pr', repo: { full_name: 'acme/docs' } },
              base: { sha: baseSha, ref: 'main', repo: { full_name: 'acme/docs' } },
            },
            repository: { full_name: 'acme/docs' },
          },
          inputs: step.with,
          token: TOKEN,
          sha: head,
          timeoutMs: 120000,
        });
        expect(gh.invalid).toEqual([]);
        expect(res.code).toBe(1);
        const report = JSON.parse(fs.readFileSync(res.outputs['report-json']!, 'utf8')) as {
          roots: { findings: JsonFinding[] }[];
        };
        const reported = report.roots.flatMap((r) => r.findings).filter((f) => f.status === 'new');
        expect(reported.map(subject).sort()).toEqual(pr.expected);
        expect(res.outputs.errors).toBe('3');
        const comment = gh.state.issueComments.get(3)?.at(-1)?.body ?? '';
        expect(comment).toContain('3 new errors');
      } finally {
        await gh.close();
      }
    }, 150000);

    it('fixing: the dry run shows the redirect, the real run adds it, and only what it fixed is gone', () => {
      const [dry, real] = readmeLines('Fixing');
      const before = prDiff;
      const planned = expectRun(repo.dir, dry!, 1);
      expect(planned.out).toContain(`+++ b/docs/${repo.config}`);
      expect(sh(repo.dir, 'status', '--porcelain')).toBe('');
      const applied = expectRun(repo.dir, real!, 1);
      expect(applied.out).toMatch(/1 finding fixed \(missing-redirect 1\)/);
      expect(sh(repo.dir, 'status', '--porcelain')).toBe(`M docs/${repo.config}`);
      const after = findingsOf(repo.dir, line('The CLI', /^navguard diff --root docs\s/)).findings.filter(
        (f) => f.status === 'new',
      );
      expect(after.map(subject).sort()).toEqual(before.map(subject).filter((s) => !s.startsWith('missing-redirect')));
      // A second run changes nothing.
      expectRun(repo.dir, real!, 1);
      expect(sh(repo.dir, 'status', '--porcelain')).toBe(`M docs/${repo.config}`);
    });
  },
);
