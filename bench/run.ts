// The benchmark of issues 5 and 12: builds docs sites of several shapes and sizes — real pages from
// ../shared/corpus (versioned, legacy, markup, translated) and synthetic ones — and times, as child processes, the floor
// (list the files, parse docs.json, read every page, search it for `](`), `navguard check --links all`,
// `navguard diff`, and `mint broken-links` when a mint CLI happens to be installed. See bench/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { GENERATOR_VERSION, generateSite } from './generate.js';
import type { GeneratedSite } from './generate.js';
import { REAL_SHAPES, REAL_SIZES, REAL_VERSION, buildRealSite, corpusAvailable } from './real.js';
import type { RealShape } from './real.js';
import { benchActionPr, type ActionPrResult } from './action-pr.js';
import { smallPrs, type SmallPrs } from './small-prs.js';

type Shape = 'synthetic' | RealShape;
const SHAPES: readonly Shape[] = [...REAL_SHAPES, 'synthetic'];

/** What the timing needs of a built site, whatever its shape. */
interface BenchSite {
  dir: string;
  baseSha: string;
  headSha: string;
}

interface Settings {
  root: string;
  out: string;
  corpus: string;
  shapes: Shape[];
  sizes: Record<Shape, number[]>;
  quick: boolean;
  runs: number;
  mintRuns: number;
  mintMaxPages: number;
  timeoutS: number;
  seed: number;
}

interface Tools {
  time?: string;
  timeout?: string;
  navguard?: string;
  navguardNote?: string;
  mint?: string;
}

interface Measurement {
  status: 'ok' | 'failed' | 'skipped';
  runs: number;
  medianMs?: number;
  peakRssKb?: number;
  note?: string;
}

interface Row {
  shape: Shape;
  /** the size asked for; `pages` is what the site has at HEAD */
  size: number;
  pages?: number;
  pageBytes?: number;
  generateMs?: number;
  reused?: boolean;
  error?: string;
  baseSha?: string;
  headSha?: string;
  floor: Measurement;
  check: Measurement;
  diff: Measurement;
  /** check with the cache an earlier check left, diff with the one a run on the base left (--cache). */
  checkWarm: Measurement;
  diffWarm: Measurement;
  mint: Measurement;
  /** The action on this site's PR (the first versioned size only). */
  action?: ActionPrResult;
  /** diff of two small PRs on the same base (bench/small-prs.ts), without and with the base's cache. */
  small?: SmallRow;
}

/** diff of one PR without a cache and with the base's. */
interface DiffTimes {
  diff: Measurement;
  diffWarm: Measurement;
}

interface SmallRow {
  /** A sentence added to one page. */
  edit: DiffTimes;
  /** One new page and its navigation entry. */
  add: DiffTimes;
}

interface Command {
  cmd: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  okCodes: number[];
  /** Run before each timed run, untimed (e.g. putting a cache back as it was). */
  prepare?: () => void;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const log = (line: string) => process.stderr.write(line + '\n');

// ---------------------------------------------------------------- settings and tools

/** The project root is the nearest folder with a package.json, both from bench/ and from lib-bench/bench/. */
function projectRoot(): string {
  for (let dir = HERE; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${HERE}`);
  }
}

function intList(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (list.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`${name} must be a comma-separated list of positive integers (got "${raw}")`);
  return list;
}

const intEnv = (name: string, fallback: number): number => intList(name, [fallback])[0] ?? fallback;

function readSettings(): Settings {
  const root = projectRoot();
  // Quick: fewer runs and only the sizes the targets of issue 12 name (and the synthetic 10k of the README).
  const quick = !!process.env.BENCH_QUICK && process.env.BENCH_QUICK !== '0';
  const shapeList = (process.env.BENCH_SHAPES ?? SHAPES.join(',')).split(',').map((x) => x.trim());
  const unknown = shapeList.filter((x) => !SHAPES.includes(x as Shape));
  if (unknown.length)
    throw new Error(`BENCH_SHAPES: unknown shape(s) ${unknown.join(', ')} (known: ${SHAPES.join(', ')})`);
  const sizesOf = (shape: Shape, full: number[]) =>
    intList(`BENCH_${shape.toUpperCase()}_SIZES`, quick ? full.slice(0, 1) : full);
  return {
    root,
    out: path.join(root, 'bench', 'out'),
    corpus: path.resolve(root, process.env.BENCH_CORPUS ?? '../shared/corpus'),
    shapes: SHAPES.filter((x) => shapeList.includes(x)),
    sizes: {
      synthetic: intList('BENCH_SIZES', quick ? [10000] : [1000, 10000, 30000, 100000]),
      versioned: sizesOf('versioned', REAL_SIZES.versioned),
      legacy: sizesOf('legacy', REAL_SIZES.legacy),
      markup: sizesOf('markup', REAL_SIZES.markup),
      translated: sizesOf('translated', REAL_SIZES.translated),
    },
    quick,
    runs: intEnv('BENCH_RUNS', quick ? 3 : 5),
    // mint broken-links is roughly quadratic (7 min at 30k pages): one run, and not beyond 30k, unless asked.
    mintRuns: intEnv('BENCH_MINT_RUNS', 1),
    mintMaxPages: intEnv('BENCH_MINT_MAX_PAGES', 30000),
    timeoutS: intEnv('BENCH_TIMEOUT_S', 1800),
    seed: intEnv('BENCH_SEED', 1),
  };
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** GNU time with -f/-o (BusyBox's lacks -o); absent on minimal images: then RSS is reported as n/a. */
function findTime(): string | undefined {
  const bin = '/usr/bin/time';
  if (!fs.existsSync(bin)) return undefined;
  return spawnSync(bin, ['-f', '%M', '-o', os.devNull, 'true'], { stdio: 'ignore' }).status === 0 ? bin : undefined;
}

/** The navguard CLI, if it starts: a missing build must not read as "exit 1 = findings". */
function findNavguard(root: string): Pick<Tools, 'navguard' | 'navguardNote'> {
  const bin = path.resolve(root, process.env.NAVGUARD_BIN ?? 'bin/navguard.js');
  const fix = 'build it with `npm run package` or point NAVGUARD_BIN at it';
  if (!fs.existsSync(bin)) return { navguardNote: `navguard not found at ${bin}: ${fix}. Timing only the floor.` };
  const r = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0)
    return {
      navguardNote: `navguard at ${bin} does not start (${lastLine(r.stderr) || `exit ${r.status}`}): ${fix}. Timing only the floor.`,
    };
  return { navguard: bin };
}

function findTools(root: string): Tools {
  const localMint = path.join(root, 'node_modules', '.bin', 'mint');
  const mint = fs.existsSync(localMint) ? localMint : onPath('mint');
  return { time: findTime(), timeout: onPath('timeout'), mint, ...findNavguard(root) };
}

// ---------------------------------------------------------------- timing

function lastLine(text: string | null | undefined): string {
  const lines = (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines[lines.length - 1] ?? '').slice(0, 200);
}

interface RunResult {
  ms: number;
  rssKb?: number;
  failure?: string;
}

/** One run through `time` (peak RSS) and `timeout` (kills the whole child, not just the wrapper). */
function runOnce(c: Command, tools: Tools, s: Settings, scratch: string): RunResult {
  const timeFile = path.join(scratch, 'time.txt');
  const errFile = path.join(scratch, 'stderr.txt');
  const argv = [
    ...(tools.time ? [tools.time, '-f', '%M', '-o', timeFile] : []),
    ...(tools.timeout ? [tools.timeout, '-k', '10', String(s.timeoutS)] : []),
    c.cmd,
    ...c.args,
  ];
  try {
    c.prepare?.();
  } catch (e) {
    return { ms: 0, failure: `could not prepare the run: ${e instanceof Error ? e.message : String(e)}` };
  }
  const errFd = fs.openSync(errFile, 'w');
  const t0 = performance.now();
  const r = spawnSync(argv[0]!, argv.slice(1), {
    cwd: c.cwd,
    env: c.env ?? process.env,
    stdio: ['ignore', 'ignore', errFd],
    timeout: tools.timeout ? undefined : s.timeoutS * 1000,
  });
  const ms = performance.now() - t0;
  fs.closeSync(errFd);
  const stderr = fs.readFileSync(errFile, 'utf8');
  let failure: string | undefined;
  if (r.error) failure = `cannot run: ${r.error.message}`;
  else if (r.status === null) failure = `killed by ${r.signal ?? 'a signal'}`;
  else if (tools.timeout && (r.status === 124 || r.status === 137)) failure = `timeout after ${s.timeoutS} s`;
  else if (!c.okCodes.includes(r.status))
    failure = `exit ${r.status}${lastLine(stderr) ? `: ${lastLine(stderr)}` : ''}`;
  const rss = tools.time
    ? Number.parseInt(lastLine(fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : ''), 10)
    : NaN;
  return { ms, failure, ...(Number.isFinite(rss) ? { rssKb: rss } : {}) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** `runs` runs; stops at the first failure, which the table then shows. */
function measure(label: string, c: Command, runs: number, tools: Tools, s: Settings, scratch: string): Measurement {
  const times: number[] = [];
  let peak: number | undefined;
  for (let i = 0; i < runs; i++) {
    const r = runOnce(c, tools, s, scratch);
    if (r.failure) {
      log(`  ${label}: FAILED (${r.failure})`);
      return { status: 'failed', runs: i + 1, note: r.failure };
    }
    times.push(r.ms);
    if (r.rssKb !== undefined) peak = Math.max(peak ?? 0, r.rssKb);
  }
  const m: Measurement = {
    status: 'ok',
    runs,
    medianMs: median(times),
    ...(peak !== undefined ? { peakRssKb: peak } : {}),
  };
  log(`  ${label}: ${fmtTime(m)} (median of ${runs}), peak RSS ${fmtRss(m)}`);
  return m;
}

const skipped = (note: string): Measurement => ({ status: 'skipped', runs: 0, note });

// ---------------------------------------------------------------- sites

interface Meta {
  generatorVersion: number;
  seed: number;
  site: GeneratedSite;
}

function readMeta(file: string): Meta | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Meta;
  } catch {
    return undefined;
  }
}

function headOf(dir: string): string | undefined {
  if (!fs.existsSync(path.join(dir, '.git'))) return undefined;
  const r = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** The cached site when generator version, seed and HEAD all match; otherwise a fresh one. */
async function ensureSite(size: number, s: Settings): Promise<{ site: GeneratedSite; generateMs?: number }> {
  const dir = path.join(s.out, String(size));
  const metaFile = path.join(s.out, `${size}.meta.json`);
  const meta = readMeta(metaFile);
  if (
    meta &&
    meta.generatorVersion === GENERATOR_VERSION &&
    meta.seed === s.seed &&
    meta.site.pages === size &&
    headOf(dir) === meta.site.headSha
  ) {
    return { site: { ...meta.site, dir } };
  }
  fs.rmSync(metaFile, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
  const t0 = performance.now();
  const site = await generateSite({ dir, pages: size, seed: s.seed });
  const generateMs = performance.now() - t0;
  const fresh: Meta = { generatorVersion: GENERATOR_VERSION, seed: s.seed, site };
  fs.writeFileSync(metaFile, JSON.stringify(fresh, null, 2) + '\n');
  return { site, generateMs };
}

interface RealMeta {
  realVersion: number;
  seed: number;
  corpusStamp: string;
  site: BenchSite & { pages: number };
}

/** Changes when the corpus does (its manifest pins every site's commit). */
function corpusStamp(corpus: string): string {
  const st = fs.statSync(path.join(corpus, 'manifest.tsv'));
  return `${st.size}:${Math.round(st.mtimeMs)}`;
}

async function ensureRealSite(
  shape: RealShape,
  size: number,
  s: Settings,
): Promise<{ site: BenchSite; generateMs?: number }> {
  const dir = path.join(s.out, `${shape}-${size}`);
  const metaFile = `${dir}.meta.json`;
  const stamp = corpusStamp(s.corpus);
  const meta = readMeta(metaFile) as unknown as RealMeta | undefined;
  if (
    meta &&
    meta.realVersion === REAL_VERSION &&
    meta.seed === s.seed &&
    meta.corpusStamp === stamp &&
    headOf(dir) === meta.site.headSha
  ) {
    return { site: { ...meta.site, dir } };
  }
  fs.rmSync(metaFile, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
  const t0 = performance.now();
  const site = await buildRealSite({ corpus: s.corpus, shape, pages: size, dir, seed: s.seed });
  const generateMs = performance.now() - t0;
  const fresh: RealMeta = { realVersion: REAL_VERSION, seed: s.seed, corpusStamp: stamp, site };
  fs.writeFileSync(metaFile, JSON.stringify(fresh, null, 2) + '\n');
  return { site, generateMs };
}

/** Page files and their bytes in the working tree (HEAD), which `check` reads. */
function pageStats(dir: string): { pages: number; bytes: number } {
  const out = spawnSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  }).stdout;
  let pages = 0;
  let bytes = 0;
  for (const f of out.split('\0')) {
    if (!f.endsWith('.md') && !f.endsWith('.mdx')) continue;
    pages++;
    bytes += fs.statSync(path.join(dir, f)).size;
  }
  return { pages, bytes };
}

// ---------------------------------------------------------------- one size

/** floor.js next to this file when compiled; floor.ts (with the same loader flags) when run from source. */
function floorCommand(site: BenchSite, root: string): Command {
  const js = path.join(HERE, 'floor.js');
  const script = fs.existsSync(js) ? js : path.join(HERE, 'floor.ts');
  return { cmd: process.execPath, args: [...process.execArgv, script, site.dir], cwd: root, okCodes: [0] };
}

interface NavguardCommands {
  /** The cache folder of the cached runs, and what puts it back as the base's run left it. */
  cache: string;
  restore: () => void;
  check: Command;
  diff: Command;
  checkWarm: Command;
  diffWarm: Command;
  /** diff of another head against the same base, without a cache and with the base's. */
  diffTo: (head: string) => { diff: Command; diffWarm: Command };
}

/**
 * check and diff without a cache (`--cache off`: every distinct page read, scanned and, for its ids, parsed), and with
 * one (`--cache DIR`) as an earlier run left it, put back before each timed run so that no run finds what an
 * earlier timed one added: for diff, what a run on the base alone keeps (its pages' scans: a pull request's
 * first run after one on the default branch, restored by actions/cache); for check, what a check of the same
 * site kept (a check run again after an edit).
 */
function navguardCommands(site: BenchSite, bin: string, root: string, scratch: string): NavguardCommands {
  const node = process.execPath;
  const cache = path.join(scratch, 'cache');
  const check = ['check', '--root', site.dir, '--links', 'all', '--format', 'json'];
  const diffOf = (head: string) => [
    'diff',
    '--root',
    site.dir,
    '--base',
    site.baseSha,
    '--head',
    head,
    '--format',
    'json',
  ];
  const command = (args: string[], prepare?: () => void): Command => ({
    cmd: node,
    args: [bin, ...args],
    cwd: root,
    okCodes: [0, 1],
    prepare,
  });
  /** Puts the cache back as `seeding` left it (run once, untimed, into a folder of its own). */
  const restorer = (name: string, seeding: string[]): (() => void) => {
    const seed = path.join(scratch, `cache-seed-${name}`);
    let seeded = false;
    return () => {
      if (!seeded) {
        fs.rmSync(seed, { recursive: true, force: true });
        spawnSync(node, [bin, ...seeding, '--cache', seed], { cwd: root, stdio: 'ignore' });
        if (!fs.existsSync(seed)) throw new Error(`the seeding run (${seeding.join(' ')}) kept nothing`);
        seeded = true;
      }
      fs.rmSync(cache, { recursive: true, force: true });
      fs.cpSync(seed, cache, { recursive: true });
    };
  };
  const baseRun = diffOf(site.baseSha);
  const restoreBase = restorer('base', baseRun);
  const diffTo = (head: string) => ({
    diff: command([...diffOf(head), '--cache', 'off']),
    diffWarm: command([...diffOf(head), '--cache', cache], restoreBase),
  });
  const { diff, diffWarm } = diffTo(site.headSha);
  return {
    cache,
    restore: restoreBase,
    check: command([...check, '--cache', 'off']),
    diff,
    checkWarm: command([...check, '--cache', cache], restorer('check', check)),
    diffWarm,
    diffTo,
  };
}

function measureMint(site: BenchSite, pages: number, tools: Tools, s: Settings, scratch: string): Measurement {
  if (!tools.mint) return skipped('not installed');
  if (pages > s.mintMaxPages) return skipped(`> BENCH_MINT_MAX_PAGES=${s.mintMaxPages}`);
  const env = { ...process.env, DO_NOT_TRACK: '1', MINTLIFY_TELEMETRY_DISABLED: '1' };
  return measure(
    'mint broken-links',
    { cmd: tools.mint, args: ['broken-links'], cwd: site.dir, env, okCodes: [0, 1] },
    s.mintRuns,
    tools,
    s,
    scratch,
  );
}

async function benchSize(shape: Shape, size: number, tools: Tools, s: Settings, scratch: string): Promise<Row> {
  log(`\n${shape} ~${size.toLocaleString('en-US')} pages`);
  let site: BenchSite;
  let generateMs: number | undefined;
  try {
    ({ site, generateMs } = shape === 'synthetic' ? await ensureSite(size, s) : await ensureRealSite(shape, size, s));
  } catch (e) {
    const error = `generation failed: ${e instanceof Error ? e.message : String(e)}`;
    log(`  ${error}`);
    const none = skipped('no site');
    return { shape, size, error, floor: none, check: none, diff: none, checkWarm: none, diffWarm: none, mint: none };
  }
  const stats = pageStats(site.dir);
  log(
    generateMs === undefined
      ? `  site reused: ${path.relative(s.root, site.dir)}`
      : `  site generated in ${fmtMs(generateMs)}: ${path.relative(s.root, site.dir)}`,
  );
  log(`  ${stats.pages.toLocaleString('en-US')} pages, ${fmtMb(stats.bytes)} of page text at HEAD`);
  const floor = measure('floor', floorCommand(site, s.root), s.runs, tools, s, scratch);
  const nav = tools.navguard ? navguardCommands(site, tools.navguard, s.root, scratch) : undefined;
  const timed = (label: string, c: Command | undefined): Measurement =>
    c ? measure(label, c, s.runs, tools, s, scratch) : skipped('no navguard');
  const check = timed('check --links all', nav?.check);
  const diff = timed('diff', nav?.diff);
  const checkWarm = timed('check --links all, cache of an earlier check', nav?.checkWarm);
  const diffWarm = timed('diff, cache of the base', nav?.diffWarm);
  const small = nav && measureSmallPrs(site, nav, timed);
  const mint = measureMint(site, stats.pages, tools, s, scratch);
  const action =
    shape === 'versioned' && size === s.sizes.versioned[0] ? await measureActionPr(site, s, nav) : undefined;
  return {
    ...(action && { action }),
    ...(small && { small }),
    shape,
    size,
    pages: stats.pages,
    pageBytes: stats.bytes,
    generateMs,
    reused: generateMs === undefined,
    baseSha: site.baseSha,
    headSha: site.headSha,
    floor,
    check,
    diff,
    checkWarm,
    diffWarm,
    mint,
  };
}

/** diff of the two small PRs (bench/small-prs.ts); none when they cannot be built on this site. */
function measureSmallPrs(
  site: BenchSite,
  nav: NavguardCommands,
  timed: (label: string, c: Command) => Measurement,
): SmallRow | undefined {
  let prs: SmallPrs;
  try {
    prs = smallPrs(site.dir, site.baseSha);
  } catch (e) {
    log(`  small PRs: not built (${e instanceof Error ? e.message : String(e)})`);
    return undefined;
  }
  log(`  small PRs on the base: a sentence added to ${prs.page}; ${prs.added} added after it in the navigation`);
  const both = (label: string, head: string): DiffTimes => {
    const c = nav.diffTo(head);
    return { diff: timed(`diff, ${label}`, c.diff), diffWarm: timed(`diff, ${label}, cache of the base`, c.diffWarm) };
  };
  return { edit: both('one page edited', prs.edit), add: both('one page added', prs.add) };
}

// ---------------------------------------------------------------- report

function fmtMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

const fmtMb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

function fmtTime(m: Measurement): string {
  if (m.status === 'ok' && m.medianMs !== undefined) return fmtMs(m.medianMs);
  if (m.status === 'failed') return `FAILED: ${(m.note ?? '').replace(/\|/g, '\\|')}`;
  return `n/a (${m.note ?? 'skipped'})`;
}

function fmtRss(m: Measurement): string {
  return m.peakRssKb === undefined ? 'n/a' : `${Math.round(m.peakRssKb / 1024)} MiB`;
}

function ratio(a: Measurement, b: Measurement): number | undefined {
  return a.medianMs !== undefined && b.medianMs !== undefined && b.medianMs > 0 ? a.medianMs / b.medianMs : undefined;
}

const fmtRatio = (r: number | undefined): string => (r === undefined ? 'n/a' : `${r.toFixed(2)}×`);

interface Growth {
  shape: Shape;
  from: number;
  to: number;
  floor?: number;
  check?: number;
  diff?: number;
  checkWarm?: number;
  diffWarm?: number;
  mint?: number;
}

/** t(3N)/t(N) for each N whose 3N was also measured: 3.0 is linear, 9.0 quadratic. */
function growth(rows: readonly Row[]): Growth[] {
  const out: Growth[] = [];
  for (const small of rows) {
    const big = rows.find((r) => r.shape === small.shape && r.size === small.size * 3);
    if (!big) continue;
    out.push({
      shape: small.shape,
      from: small.size,
      to: big.size,
      floor: ratio(big.floor, small.floor),
      check: ratio(big.check, small.check),
      diff: ratio(big.diff, small.diff),
      checkWarm: ratio(big.checkWarm, small.checkWarm),
      diffWarm: ratio(big.diffWarm, small.diffWarm),
      mint: ratio(big.mint, small.mint),
    });
  }
  return out;
}

function markdown(rows: readonly Row[], growthRows: readonly Growth[]): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const lines = [
    '| shape | size | pages | page text | floor | check --links all | diff | peak RSS (check, diff) | check / floor | diff / floor | check, cached | diff, cached | cached / floor (check, diff) | mint broken-links |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const size = r.error ? `~${n(r.size)} (${r.error.replace(/\|/g, '\\|')})` : `~${n(r.size)}`;
      const pages = r.pages === undefined ? 'n/a' : n(r.pages);
      const mb = r.pageBytes === undefined ? 'n/a' : fmtMb(r.pageBytes);
      return `| ${r.shape} | ${size} | ${pages} | ${mb} | ${fmtTime(r.floor)} | ${fmtTime(r.check)} | ${fmtTime(r.diff)} | ${fmtRss(r.check)}, ${fmtRss(r.diff)} | ${fmtRatio(ratio(r.check, r.floor))} | ${fmtRatio(ratio(r.diff, r.floor))} | ${fmtTime(r.checkWarm)} | ${fmtTime(r.diffWarm)} | ${fmtRatio(ratio(r.checkWarm, r.floor))}, ${fmtRatio(ratio(r.diffWarm, r.floor))} | ${fmtTime(r.mint)} |`;
    }),
    '',
  ];
  const small = rows.filter((r) => r.small);
  if (small.length)
    lines.push(
      '| small PR (diff) | shape | size | one page edited | one page edited, cached | one page added | one page added, cached | the PR above, cached |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...small.map(
        (r) =>
          `| | ${r.shape} | ~${n(r.size)} | ${fmtTime(r.small!.edit.diff)} | ${fmtTime(r.small!.edit.diffWarm)} | ${fmtTime(r.small!.add.diff)} | ${fmtTime(r.small!.add.diffWarm)} | ${fmtTime(r.diffWarm)} |`,
      ),
      '',
    );
  if (growthRows.length === 0) return [...lines, '(no N → 3N pair among the sizes: no growth ratios)', ''].join('\n');
  lines.push(
    '| growth t(3N)/t(N) | shape | floor | check --links all | diff | check, cached | diff, cached | mint broken-links |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const g of growthRows)
    lines.push(
      `| ${n(g.from)} → ${n(g.to)} | ${g.shape} | ${fmtRatio(g.floor)} | ${fmtRatio(g.check)} | ${fmtRatio(g.diff)} | ${fmtRatio(g.checkWarm)} | ${fmtRatio(g.diffWarm)} | ${fmtRatio(g.mint)} |`,
    );
  return [...lines, ''].join('\n');
}

// ---------------------------------------------------------------- main

/** The machine the figures come from: processors (how many, which) and memory. */
function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim();
  return `${cpus.length} CPUs${model ? ` (${model})` : ''}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.arch()}`;
}

function describeTools(tools: Tools, s: Settings): void {
  const sizes = s.shapes.map((x) => `${x} ${s.sizes[x].join('/')}`).join(', ');
  log(
    `navguard bench${s.quick ? ' (quick)' : ''}: ${sizes}; ${s.runs} run(s) each; node ${process.version}; ${machine()}; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  log(tools.time ? `peak RSS via ${tools.time}` : 'no GNU /usr/bin/time (Debian package "time"): peak RSS is n/a');
  if (!tools.timeout) log('no `timeout` command: a hung child is killed by spawnSync, its own children may survive');
  if (tools.navguardNote) log(tools.navguardNote);
  log(
    tools.mint
      ? `mint: ${tools.mint} (${s.mintRuns} run(s), up to ${s.mintMaxPages.toLocaleString('en-US')} pages)`
      : 'mint: not installed, skipped',
  );
}

/**
 * The action's own start: `node dist/index.js` in an empty environment loads the whole bundle, then stops
 * at its first check (no event name) with exit 1.
 */
/** The action on the first versioned size's PR (bench/action-pr.ts); `BENCH_ACTION=0` leaves it out. */
async function measureActionPr(
  site: BenchSite,
  s: Settings,
  nav: NavguardCommands | undefined,
): Promise<ActionPrResult | undefined> {
  if (process.env.BENCH_ACTION === '0' || !fs.existsSync(path.join(s.root, 'dist', 'index.js'))) return undefined;
  const result = await benchActionPr(site, s.runs, nav && { dir: nav.cache, restore: nav.restore });
  log(
    `  the action on this PR (as the runner runs it, local GitHub): ${fmtMs(median(result.ms))} (median of ${result.ms.length})${result.cachedMs.length ? `, with the cache input holding the base's scans ${fmtMs(median(result.cachedMs))}` : ''}, exit ${[...new Set(result.codes)].join('/')}, ${result.invalid} invalid requests`,
  );
  return result;
}

function measureActionStart(tools: Tools, s: Settings, scratch: string): Measurement {
  const dist = path.join(s.root, 'dist', 'index.js');
  if (!fs.existsSync(dist)) return skipped('no dist/index.js (npm run package)');
  log('\naction');
  return measure(
    'start (load dist/index.js)',
    { cmd: process.execPath, args: [dist], cwd: scratch, env: { PATH: process.env.PATH ?? '' }, okCodes: [1] },
    s.runs,
    tools,
    s,
    scratch,
  );
}

async function main(): Promise<void> {
  const s = readSettings();
  const tools = findTools(s.root);
  describeTools(tools, s);
  fs.mkdirSync(s.out, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'navguard-bench-'));
  const rows: Row[] = [];
  let actionStart: Measurement;
  try {
    actionStart = measureActionStart(tools, s, scratch);
    for (const shape of s.shapes) {
      if (shape !== 'synthetic' && !corpusAvailable(s.corpus)) {
        log(`\n${shape}: SKIPPED — no corpus at ${s.corpus} (real shapes need ../shared/corpus or BENCH_CORPUS)`);
        continue;
      }
      for (const size of s.sizes[shape]) rows.push(await benchSize(shape, size, tools, s, scratch));
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const growthRows = growth(rows);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const table =
    markdown(rows, growthRows) +
    `\nAction start (node dist/index.js, median of ${actionStart.runs}): ${fmtTime(actionStart)}, peak RSS ${fmtRss(actionStart)}\n` +
    rows
      .filter((r) => r.action?.ms.length)
      .map(
        (r) =>
          `Action on the ${r.shape} ~${r.size.toLocaleString('en-US')} PR, as the runner runs it against the local GitHub (median of ${r.action!.ms.length}): ${fmtMs(median(r.action!.ms))}${r.action!.cachedMs.length ? `; with the \`cache\` input holding the base's scans: ${fmtMs(median(r.action!.cachedMs))}` : ''}, exit ${[...new Set(r.action!.codes)].join('/')}, ${r.action!.invalid} invalid requests\n`,
      )
      .join('') +
    `\nMedian of ${s.runs} run(s), node ${process.version}, ${machine()}, load average at the end ${load}.\n`;
  process.stdout.write('\n' + table);
  const results = {
    generatorVersion: GENERATOR_VERSION,
    realVersion: REAL_VERSION,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    machine: machine(),
    runs: s.runs,
    tools,
    rows,
    growth: growthRows,
    actionStart,
    table,
  };
  const file = path.join(s.out, 'results.json');
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  const md = path.join(s.out, 'results.md');
  fs.writeFileSync(md, table);
  log(`\nwrote ${path.relative(s.root, file)} and ${path.relative(s.root, md)}`);
}

main().catch((e: unknown) => {
  log(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
});
