// navguard's command line: `navguard check`, `navguard diff` and `navguard history`. Exit 0: no error finding; 1: at least
// one; 2: usage or internal error, with a message. The engine is imported once the command is known, so
// that for `diff` git reads both revisions while the engine loads.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../core/errors.js';
import { GitError } from '../adapters/git.js';
import { loadStates } from '../adapters/states.js';
import { loadConfigFile } from '../adapters/config-file.js';
import { VERSION } from '../core/version.generated.js';
import { UsageError, type Io } from './io.js';

const HELP = `navguard — checks Mintlify docs.json navigation

Usage:
  navguard check [--root DIR] [--config FILE] [--format text|json|sarif] [--links changed|all|none]
                 [--baseline FILE [--update-baseline]] [--quiet] [--max-warnings N]
  navguard diff  [--root DIR] [--base REV|DIR] [--head REV|DIR] [--config FILE]
                 [--format text|markdown|json] [--report new|all] [--links changed|all|none]
                 [--baseline FILE] [--quiet] [--max-warnings N]
  navguard history [--last N] [--root DIR] [--repo DIR] [--config FILE] [--format text|json]

check   validate one state of the docs site: docs.json syntax and shape, nesting, pages, orphans,
        OpenAPI endpoints, redirects and links. Every finding has a file, line and column.
diff    compare two states (git revisions or folders) and show the navigation outline with what
        was added, removed, moved or renamed, and which findings the change introduced.
history replay diff over the last N commits (default 20) that touched the docs root, each against
        its first parent, reading only git objects (a bare --repo works): per commit the verdict
        diff would give, its time and the findings it would call new. --root is repo-relative;
        by default the folder holding docs.json at HEAD.

Adopting on a site with known problems:
  --baseline FILE     findings listed in FILE are counted, not reported and not failing
  --update-baseline   (check) write every current finding to the --baseline FILE, exit 0
  --quiet             report errors only
  --max-warnings N    exit 1 when more than N warnings are reported

Exit codes: 0 no errors, 1 errors found, 2 usage or internal error.
`;

function pick<T extends string>(value: string | undefined, allowed: readonly T[], name: string, fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  return value as T;
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
  try {
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      io.out.write(HELP);
      return command ? 0 : 2;
    }
    if (command === '--version') {
      io.out.write(`${VERSION}\n`);
      return 0;
    }
    const { values } = parseArgs({
      args: rest,
      options: {
        root: { type: 'string' },
        config: { type: 'string' },
        format: { type: 'string' },
        links: { type: 'string' },
        base: { type: 'string' },
        head: { type: 'string' },
        report: { type: 'string' },
        last: { type: 'string' },
        repo: { type: 'string' },
        color: { type: 'boolean' },
        baseline: { type: 'string' },
        'update-baseline': { type: 'boolean' },
        quiet: { type: 'boolean' },
        'max-warnings': { type: 'string' },
        'no-color': { type: 'boolean' },
      },
      strict: true,
    });
    const color = values['no-color'] ? false : values.color ? true : !!io.out.isTTY && !process.env.NO_COLOR;
    const root = path.resolve(values.root ?? '.');
    const adoption = {
      baseline: values.baseline,
      quiet: values.quiet,
      maxWarnings: parseMaxWarnings(values['max-warnings']),
    };
    if (command === 'check') {
      const format = pick(values.format, ['text', 'json', 'sarif'] as const, 'format', 'text');
      const links = pick(values.links, ['changed', 'all', 'none'] as const, 'links', 'all');
      if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
        throw new UsageError(`--root ${root} is not a folder`);
      if (!fs.existsSync(path.join(root, 'docs.json')) && !fs.existsSync(path.join(root, 'mint.json')))
        throw new UsageError(`no docs.json in ${root}. Pass --root with the folder that holds docs.json.`);
      const { runCheck } = await import('./check.js');
      return runCheck(
        {
          root,
          config: values.config,
          format,
          links: links === 'changed' ? 'all' : links,
          color,
          ...adoption,
          updateBaseline: values['update-baseline'],
        },
        io,
      );
    }
    if (command !== 'check' && values['update-baseline'])
      throw new UsageError('--update-baseline is for "navguard check": it writes what one state of the site has');
    if (command === 'diff') {
      const format = pick(values.format, ['text', 'markdown', 'json'] as const, 'format', 'text');
      const report = pick(values.report, ['new', 'all'] as const, 'report', 'new');
      const links = pick(values.links, ['changed', 'all', 'none'] as const, 'links', 'changed');
      // The root must be on disk only where a side is read from it: the working tree (no --head).
      if (values.head === undefined && !fs.existsSync(root))
        throw new UsageError(
          `--root ${root} does not exist; to compare revisions without it, pass --base REV --head REV`,
        );
      const states = loadStates({ root, base: values.base, head: values.head });
      states.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled meanwhile
      const { runDiff } = await import('./diff.js');
      return runDiff({ root, config: values.config, format, report, links, color, ...adoption }, await states, io);
    }
    if (command === 'history') {
      const format = pick(values.format, ['text', 'json'] as const, 'format', 'text');
      const links = pick(values.links, ['changed', 'all', 'none'] as const, 'links', 'changed');
      const last = Number(values.last ?? '20');
      if (!Number.isInteger(last) || last < 1)
        throw new UsageError(`--last must be a whole number of commits (got "${values.last}")`);
      const repo = path.resolve(values.repo ?? '.');
      if (!fs.existsSync(repo)) throw new UsageError(`--repo ${repo} does not exist`);
      const config = loadConfigFile(values.config, [path.join(repo, values.root ?? '.'), repo]).config;
      const { runHistory } = await import('./history.js');
      return await runHistory(
        { repo, root: values.root?.replace(/^\.\/+|\/+$/g, '') || undefined, last, format, links, config },
        io,
      );
    }
    throw new UsageError(`unknown command "${command}". Use "navguard check", "navguard diff" or "navguard history".`);
  } catch (e) {
    if (
      e instanceof UsageError ||
      e instanceof ConfigError ||
      e instanceof GitError ||
      (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err.write(`navguard: ${(e as Error).message}\nRun "navguard --help" for usage.\n`);
      return 2;
    }
    io.err.write(
      `navguard: internal error: ${(e as Error).stack ?? String(e)}\nPlease report this with the command you ran.\n`,
    );
    return 2;
  }
}
