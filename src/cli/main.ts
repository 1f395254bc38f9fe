// navguard's command line: `navguard check`, `navguard diff` and `navguard history`. Exit 0: no error finding; 1: at least
// one; 2: usage or internal error, with a message. The engine is imported once the command is known, so
// that for `diff` git reads both revisions while the engine loads.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../core/base/errors.js';
import { GitError, SITE_FILES } from '../adapters/git.js';
import { diff } from '../app/diff.js';
import { shownPath } from '../app/request.js';
import { suggest } from '../core/base/suggest.js';
import { VERSION } from '../core/generated/version.generated.js';
import { sayOn, UsageError, type Io } from './io.js';
import { NoSiteError } from '../app/request.js';
import {
  COMMANDS,
  commandFor,
  commandHelp,
  parseCommand,
  wantsHelp,
  type CommandName,
  type CommandSpec,
  type ValuesOf,
} from './options.js';

function help(): string {
  const rows = Object.values(COMMANDS).map((c) => `  ${c.name.padEnd(8)}${c.summary}`);
  return [
    'navguard — checks Mintlify docs.json navigation',
    '',
    'Usage: navguard <command> [options]',
    '',
    'Commands:',
    ...rows,
    '',
    'Run "navguard <command> --help" for the options of a command, "navguard --version" for the version.',
    'Exit codes: 0 no errors, 1 errors found, 2 usage or internal error.',
    '',
  ].join('\n');
}

/** A folder with no docs.json nor mint.json: the ones below it that have one (a monorepo's roots), or where to point --root. */
async function noSiteIn(root: string): Promise<string> {
  const where = shownPath(root) === '.' ? 'the current folder' : shownPath(root);
  const { siteAbove, sitesBelow } = await import('../adapters/roots.js');
  const above = siteAbove(root);
  if (above)
    return `no docs.json (nor mint.json) in ${where}; the docs root is above it: pass --root ${shownPath(above)}`;
  const below = sitesBelow(root);
  if (!below.length) {
    const { removedSite } = await import('../adapters/git.js');
    const gone = removedSite(root);
    return gone
      ? `no docs.json (nor mint.json) in ${where} or any folder below it: the site was removed here. Commit ${gone.commit} (${gone.date}) deleted ${shownPath(path.join(root, gone.file))}; its history up to then: navguard history --root ${shownPath(path.join(root, path.dirname(gone.file)))}`
      : `no docs.json (nor mint.json) in ${where}. Pass --root with the folder that holds docs.json.`;
  }
  const shown = below.map((f) => shownPath(path.join(root, f))).join(', ');
  return `no docs.json (nor mint.json) in ${where}; ${below.length === 1 ? 'one is' : 'these hold one'} below it: ${shown}. Pass that folder with --root (one run per docs root).`;
}

/**
 * The docs root a command reads from disk: a folder holding docs.json or mint.json (checked as the builder reads
 * it, upgraded to docs.json); otherwise a usage error saying where the site is.
 */
async function requireSite(root: string): Promise<void> {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) throw new UsageError(notAFolder(root));
  if (!holdsSite(root)) throw new NoSiteError(await noSiteIn(root));
}

/** Whether a folder holds docs.json or mint.json. */
function holdsSite(dir: string): boolean {
  return SITE_FILES.some((f) => fs.existsSync(path.join(dir, f)));
}

/** A --root that is not a folder: the folder meant, when that can be told (docs.json itself, a typo). */
function notAFolder(root: string): string {
  if (fs.existsSync(root)) {
    const name = path.basename(root);
    return SITE_FILES.includes(name)
      ? `--root names the file ${name}; pass its folder: --root ${shownPath(path.dirname(root))}`
      : `--root ${shownPath(root)} is a file, not a folder`;
  }
  const parent = path.dirname(root);
  const folders = fs.existsSync(parent)
    ? fs
        .readdirSync(parent, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  const near = suggest(path.basename(root), folders);
  return `--root ${shownPath(root)} does not exist${near ? `; did you mean ${shownPath(path.join(parent, near))}?` : ''}`;
}

/** `--max-warnings N`: a whole number, 0 or more. */
function parseMaxWarnings(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(Number(value)))
    throw new UsageError(`--max-warnings must be a whole number, 0 or more (got "${value}")`);
  return Number(value);
}

export async function main(argv: string[], io: Io = { out: process.stdout, err: process.stderr }): Promise<number> {
  const [command, ...rest] = argv;
  let usage = 'navguard --help';
  try {
    if (!command || command === '--help' || command === '-h') {
      io.out.write(help());
      return command ? 0 : 2;
    }
    if (command === '--version') {
      io.out.write(`${VERSION}\n`);
      return 0;
    }
    if (command === 'help') {
      io.out.write(rest[0] ? await helpOf(COMMANDS[commandFor(rest[0])]) : help());
      return 0;
    }
    const name = commandFor(command);
    const spec = COMMANDS[name];
    usage = `navguard ${spec.name} --help`;
    if (wantsHelp(rest)) {
      io.out.write(await helpOf(spec));
      return 0;
    }
    return await RUN[name](rest, io);
  } catch (e) {
    if (
      e instanceof UsageError ||
      e instanceof ConfigError ||
      e instanceof GitError ||
      (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      const more = e instanceof NoSiteError ? '' : `Run "${usage}" for usage.\n`;
      io.err.write(`navguard: ${(e as Error).message}\n${more}`);
      return 2;
    }
    io.err.write(
      `navguard: internal error: ${(e as Error).stack ?? String(e)}\nPlease report this with the command you ran.\n`,
    );
    return 2;
  }
}

/** A command's help: `fix`'s names its safe fixes, which the rules' metadata holds (loaded for it only). */
async function helpOf(spec: CommandSpec): Promise<string> {
  if (spec.name !== 'fix') return commandHelp(spec);
  const { SAFE_FIXES } = await import('../core/fix/plan.js');
  return commandHelp(spec, SAFE_FIXES);
}

/**
 * --root, or without it the docs root of the current folder: the folder itself, else the nearest above it that
 * holds docs.json, else the only one below it (a repository whose site is in `docs/`), said on stderr. With none,
 * or several below, the current folder: requireSite then says where the sites are.
 */
async function rootOf(given: string | undefined, io: Io): Promise<string> {
  const here = path.resolve(given ?? '.');
  if (given !== undefined || holdsSite(here)) return here;
  const { siteAbove, sitesBelow } = await import('../adapters/roots.js');
  // The folders below are walked only when none above holds a site.
  const onlyBelow = (): string | undefined => {
    const below = sitesBelow(here);
    return below.length === 1 ? path.join(here, below[0]!) : undefined;
  };
  const found = siteAbove(here) ?? onlyBelow();
  if (found)
    io.err.write(
      `navguard: the docs root is ${shownPath(found)} (no --root given, and the current folder holds no docs.json or mint.json)\n`,
    );
  return found ?? here;
}

/** What every command reads the same way: colour, the docs root, the config file and the adoption options. */
async function commonOptions(values: CommonValues, io: Io) {
  const color = values['no-color'] ? false : values.color ? true : !!io.out.isTTY && !process.env.NO_COLOR;
  const root = await rootOf(values.root, io);
  const configFile = values.config;
  const adoption = {
    baseline: values.baseline,
    quiet: values.quiet === true,
    maxWarnings: parseMaxWarnings(values['max-warnings']),
  };
  return { color, root, configFile, adoption };
}

/** The options several commands share (a command without one leaves it out). */
interface CommonValues {
  root?: string;
  config?: string;
  baseline?: string;
  quiet?: true;
  'max-warnings'?: string;
  color?: true;
  'no-color'?: true;
}

async function checkCommand(values: ValuesOf<typeof COMMANDS.check>, io: Io): Promise<number> {
  const { color, root, configFile, adoption } = await commonOptions(values, io);
  const { format, links } = values;
  await requireSite(root);
  const { runCheck } = await import('./check.js');
  return await runCheck(
    {
      root,
      config: configFile,
      format,
      links: links === 'changed' ? 'all' : links,
      syntaxAll: values.syntax === 'all',
      color,
      ...adoption,
      updateBaseline: values['update-baseline'] === true,
      cache: cacheOption(values.cache),
    },
    io,
  );
}

async function diffCommand(values: ValuesOf<typeof COMMANDS.diff>, io: Io): Promise<number> {
  const { color, root, configFile, adoption } = await commonOptions(values, io);
  const { format, report, links, head } = values;
  // The root must be on disk only where a side is read from it: the working tree (no --head).
  if (head === undefined && !fs.existsSync(root))
    throw new UsageError(`--root ${root} does not exist; to compare revisions without it, pass --base REV --head REV`);
  // The engine loads inside diff() while git reads both states; the renderers after (one dynamic import at a time:
  // Jest's module loader fails on two that overlap).
  const diffed = await diff(
    { root, base: values.base, head, config: configFile, links, cache: cacheOption(values.cache) },
    sayOn(io),
  );
  const { renderDiff } = await import('./diff.js');
  const code = renderDiff({ format, report, color, ...adoption }, diffed, io);
  // After the output: keeping the scans for the next run is not part of this one's answer.
  diffed.keep();
  return code;
}

async function fixCommand(values: ValuesOf<typeof COMMANDS.fix>, io: Io): Promise<number> {
  const { root, configFile } = await commonOptions(values, io);
  // A folder without a site had "nothing to fix" and exit 0: a silent pass.
  await requireSite(root);
  const rules = values.rule
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const { runFix } = await import('./fix.js');
  return await runFix(
    {
      root,
      config: configFile,
      base: values.base,
      rules: rules?.length ? rules : undefined,
      dryRun: values['dry-run'] === true,
    },
    io,
  );
}

async function historyCommand(values: ValuesOf<typeof COMMANDS.history>, io: Io): Promise<number> {
  // Its --root is relative to --repo, and found at HEAD when not given (history.ts): not commonOptions'.
  const { format, links, config: configFile } = values;
  const last = Number(values.last);
  if (!Number.isInteger(last) || last < 1)
    throw new UsageError(`--last must be a whole number of commits (got "${values.last}")`);
  const repo = path.resolve(values.repo);
  if (!fs.existsSync(repo)) throw new UsageError(`--repo ${repo} does not exist`);
  const { runHistory } = await import('./history.js');
  return await runHistory({ repo, root: values.root, last, format, links, config: configFile }, io);
}

/** Each command: its arguments parsed by its own table, then run. */
const RUN: Record<CommandName, (args: string[], io: Io) => Promise<number>> = {
  check: (args, io) => checkCommand(parseCommand(COMMANDS.check, args), io),
  diff: (args, io) => diffCommand(parseCommand(COMMANDS.diff, args), io),
  fix: (args, io) => fixCommand(parseCommand(COMMANDS.fix, args), io),
  history: (args, io) => historyCommand(parseCommand(COMMANDS.history, args), io),
};

/** --cache DIR|off: a folder (absolute), false for none, undefined for the repository's default. */
function cacheOption(value: string | undefined): string | false | undefined {
  if (value === undefined) return undefined;
  return value === 'off' ? false : path.resolve(value);
}
