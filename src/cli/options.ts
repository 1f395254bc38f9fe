// The command line's grammar: one declarative table of options per command, from which come parsing
// (node:util parseArgs, strict), checking of allowed values, per-command help and "did you mean"
// suggestions. parseArgs rather than a framework: it is built into Node, and commander 15 needs Node 22.
import { parseArgs } from 'node:util';
import { suggest } from '../core/base/suggest.js';
import { UsageError } from './io.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** What the value is, for help: DIR, FILE, N (string options without choices). */
  value?: string;
  /** The allowed values; anything else is a usage error. */
  choices?: readonly string[];
  /** The value when the option is absent, shown in help. */
  default?: string;
  help: string;
}

export interface CommandSpec {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** What the command does, for its own help. */
  description: string;
  options: Record<string, OptionSpec>;
  /** What the exit codes mean, when not the usual ones. */
  exitCodes?: string;
}

export type Values = Record<string, string | boolean | undefined>;

/**
 * What `fix` does, with its safe fixes listed when they are given: they are the rules' metadata, which the command
 * line loads only once it knows the command (`fix --help` passes them in).
 */
export function fixDescription(safeFixes?: readonly { rule: string; what: string }[]): string {
  return [
    'Apply the edits that findings carry to the files on disk, check again, and say what changed and what is',
    `left for a person. By default only edits that cannot change what the site means${safeFixes ? ':' : '.'}`,
    ...(safeFixes ?? []).map((f) => `  - ${f.what} (${f.rule})`),
    'Others (guesses such as "did you mean", a removed page\'s redirect) wait for --rule.',
    "In a git repository the working tree is compared with --base (as for diff), reading every page's links.",
  ].join('\n');
}

/** What an option gives: true or nothing (a flag); one of its choices; a string; never nothing when it has a default. */
type ValueOf<O extends OptionSpec> = O['type'] extends 'boolean'
  ? true | undefined
  : (O['choices'] extends readonly (infer C)[] ? C : string) | (O['default'] extends string ? never : undefined);

/** A command's parsed options, typed from its table. */
export type ValuesOf<S extends CommandSpec> = { -readonly [K in keyof S['options']]: ValueOf<S['options'][K]> };

const root = {
  type: 'string',
  value: 'DIR',
  help: 'the docs root, the folder that holds docs.json (default: the current folder; without one there, the docs root it is in, or the only one below it)',
} as const satisfies OptionSpec;
const config = {
  type: 'string',
  value: 'FILE',
  help: 'the config file (default: .navguard.json or package.json "navguard" in the docs root, then the repository root)',
} as const satisfies OptionSpec;
const color = {
  type: 'boolean',
  help: 'colour the text output (default: on a terminal unless NO_COLOR is set)',
} as const satisfies OptionSpec;
const noColor = { type: 'boolean', help: 'plain text output' } as const satisfies OptionSpec;
// Adopting on a site with known problems (README "Adopting navguard on an existing site").
const baseline = {
  type: 'string',
  value: 'FILE',
  help: 'findings listed in FILE are counted, not reported and not failing',
} as const satisfies OptionSpec;
const cache = {
  type: 'string',
  value: 'DIR|off',
  help: "where what was computed from pages (scans, ids, the parser's reading of broken links) is kept between runs, by git blob id, so that the next run reads, scans and parses only the pages that changed (default: the repository's .git/navguard; off: keep none)",
} as const satisfies OptionSpec;
const quiet = { type: 'boolean', help: 'report errors only' } as const satisfies OptionSpec;
const maxWarnings = {
  type: 'string',
  value: 'N',
  help: 'exit 1 when more than N warnings are reported',
} as const satisfies OptionSpec;

export const COMMANDS = {
  check: {
    name: 'check',
    summary: 'validate one state of the docs site',
    description:
      'Validate one state of the docs site on disk: docs.json syntax and shape, nesting, pages, orphans,\nOpenAPI endpoints, redirects and links. Every finding has a file, line and column.\nA site of 20,000 pages or more is read on two threads (NAVGUARD_THREADS=1: one; =2: two at any size).',
    options: {
      root,
      config,
      format: { type: 'string', choices: ['text', 'json', 'sarif'], default: 'text', help: 'output format' },
      links: {
        type: 'string',
        choices: ['changed', 'all', 'none'],
        default: 'all',
        help: 'check links in all pages or none (changed means all: check has no base to compare with)',
      },
      syntax: {
        type: 'string',
        choices: ['budget', 'all'],
        default: 'budget',
        help: "read pages for MDX syntax up to 4 MB of page text holding tags or braces (a large site's first run stays fast; the rest are counted), or every page",
      },
      cache,
      baseline,
      'update-baseline': { type: 'boolean', help: 'write every current finding to the --baseline FILE, exit 0' },
      quiet,
      'max-warnings': maxWarnings,
      color,
      'no-color': noColor,
    },
  },
  diff: {
    name: 'diff',
    summary: 'compare two states and show what a change does to the navigation',
    description:
      'Compare two states (git revisions or folders) and show the navigation outline with what was added,\nremoved, moved or renamed, and which findings the change introduced.',
    options: {
      root,
      base: {
        type: 'string',
        value: 'REV|DIR',
        help: 'the state before: a git revision or a folder (default: the merge base with the default branch)',
      },
      head: {
        type: 'string',
        value: 'REV|DIR',
        help: 'the state after: a git revision or a folder (default: the working tree)',
      },
      config,
      format: { type: 'string', choices: ['text', 'markdown', 'json'], default: 'text', help: 'output format' },
      report: {
        type: 'string',
        choices: ['new', 'all'],
        default: 'new',
        help: 'report only the findings the change introduced, or all of them',
      },
      links: {
        type: 'string',
        choices: ['changed', 'all', 'none'],
        default: 'changed',
        help: 'check links in the changed pages only, in all pages, or not at all',
      },
      cache,
      baseline,
      quiet,
      'max-warnings': maxWarnings,
      color,
      'no-color': noColor,
    },
  },
  fix: {
    name: 'fix',
    summary: 'apply the exact edits findings carry, then check again',
    description: fixDescription(),
    options: {
      root,
      base: {
        type: 'string',
        value: 'REV',
        help: 'the revision the change is compared with (default: the merge base with the default branch)',
      },
      config,
      rule: {
        type: 'string',
        value: 'ID[,ID…]',
        help: "apply these rules' fixes only, including those that may change meaning",
      },
      'dry-run': { type: 'boolean', help: 'print the edits as a unified diff and write nothing' },
      color,
      'no-color': noColor,
    },
  },
  history: {
    name: 'history',
    summary: 'replay diff over the recent commits that touched the docs',
    description:
      "Replay diff over the last N commits that touched the docs root, each against its first parent, reading\nonly git objects (a bare --repo works): per commit the verdict diff would give, its time and the\nfindings it would call new. A merge is blamed only for what is new against each of its parents. The\ncommits are those `git log -- <root>` lists: a merge that brought nothing new to the docs root (its\ntree there is one of its parents' trees) is not one of them.",
    exitCodes:
      "Exit codes: 0 the replay ran (each commit's verdict is in the report, 1 included), 2 usage or internal error,\nor a replay that checked nothing (no commit touched the root or had docs.json there) or failed on a commit.",
    options: {
      last: { type: 'string', value: 'N', default: '20', help: 'how many commits to replay' },
      repo: {
        type: 'string',
        value: 'DIR',
        default: '.',
        help: 'the repository: a work tree (any folder of it) or a bare repository',
      },
      root: {
        type: 'string',
        value: 'DIR',
        help: 'the docs root, relative to --repo (default: the folder holding docs.json at HEAD)',
      },
      config,
      format: { type: 'string', choices: ['text', 'json'], default: 'text', help: 'output format' },
      links: {
        type: 'string',
        choices: ['changed', 'all', 'none'],
        default: 'changed',
        help: 'as for diff',
      },
      // Accepted as on the other commands; history's text has no colour yet.
      color,
      'no-color': noColor,
    },
  },
} as const satisfies Record<'check' | 'diff' | 'fix' | 'history', CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

function meant(best: string | undefined): string {
  return best ? `; did you mean ${best}?` : '';
}

export function commandFor(word: string): CommandName {
  if (Object.hasOwn(COMMANDS, word)) return word as CommandName;
  const names = Object.keys(COMMANDS);
  const hint = meant(suggest(word, [...names, 'help'])) || '.';
  throw new UsageError(`unknown command "${word}"${hint} The commands are ${names.join(', ')}.`);
}

function optionLabel(name: string, spec: OptionSpec): string {
  if (spec.type === 'boolean') return `--${name}`;
  return `--${name} ${spec.choices ? spec.choices.join('|') : (spec.value ?? 'VALUE')}`;
}

/** `navguard check [--root DIR] …`: every option of the command, wrapped to `width` columns. */
export function synopsis(spec: CommandSpec, width = 112): string {
  const head = `navguard ${spec.name}`;
  const lines = [head];
  for (const [name, o] of Object.entries(spec.options)) {
    const word = ` [${optionLabel(name, o)}]`;
    if (lines.at(-1)!.length + word.length > width) lines.push(' '.repeat(head.length));
    lines[lines.length - 1] += word;
  }
  return lines.join('\n');
}

/** A command's help; `fix`'s lists its safe fixes when they are given (see fixDescription). */
export function commandHelp(spec: CommandSpec, safeFixes?: readonly { rule: string; what: string }[]): string {
  const rows = Object.entries(spec.options).map(([name, o]) => {
    const dflt = o.default !== undefined ? ` (default: ${o.default})` : '';
    return [optionLabel(name, o), o.help + dflt] as const;
  });
  rows.push(['-h, --help', 'show this help']);
  const width = Math.max(...rows.map(([l]) => l.length)) + 2;
  return [
    `navguard ${spec.name} — ${spec.summary}`,
    '',
    `Usage: navguard ${spec.name} [options]`,
    '',
    spec.name === 'fix' && safeFixes ? fixDescription(safeFixes) : spec.description,
    '',
    'Options:',
    ...rows.map(([label, help]) => `  ${label.padEnd(width)}${help}`),
    '',
    spec.exitCodes ?? 'Exit codes: 0 no errors, 1 errors found, 2 usage or internal error.',
    '',
  ].join('\n');
}

export function wantsHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/** The command's arguments as values, every option known and every choice allowed, or a UsageError. */
export function parseCommand<S extends CommandSpec>(spec: S, given: string[]): ValuesOf<S> {
  const known = Object.keys(spec.options);
  // A negative number after an option that takes a value is that value (`--max-warnings -1`, which its own check
  // then refuses with a reason), not an option: written as `--max-warnings=-1` for the parser.
  const args: string[] = [];
  for (let i = 0; i < given.length; i++) {
    const [a, next] = [given[i]!, given[i + 1]];
    const takesValue = /^--[^=]+$/.test(a) && spec.options[a.slice(2)]?.type === 'string';
    if (takesValue && next !== undefined && /^-\d+$/.test(next)) {
      args.push(`${a}=${next}`);
      i++;
    } else args.push(a);
  }
  const options = Object.fromEntries(known.map((name) => [name, { type: spec.options[name]!.type }]));
  // A lenient pass first, to name an unknown option (and suggest one) rather than fail on it.
  const { tokens } = parseArgs({ args, options, strict: false, tokens: true, allowPositionals: true });
  for (const t of tokens) {
    if (t.kind === 'positional')
      throw new UsageError(`navguard ${spec.name} takes no arguments besides options (got "${t.value}")`);
    if (t.kind !== 'option') continue;
    const o = spec.options[t.name];
    // `--root --format json`: the next option is no value (write `--root=-x` for one that starts with "-").
    if (o?.type === 'string' && (t.value === undefined || (!t.inlineValue && t.value.startsWith('-'))))
      throw new UsageError(`${t.rawName} needs a value (${optionLabel(t.name, o)})`);
    if (o?.type === 'boolean' && t.inlineValue) throw new UsageError(`${t.rawName} takes no value`);
    if (o) continue;
    const near = suggest(t.name, known);
    const elsewhere = Object.values(COMMANDS)
      .filter((c) => Object.hasOwn(c.options, t.name))
      .map((c) => c.name);
    const hint = elsewhere.length ? `; it is an option of ${elsewhere.join(' and ')}` : meant(near && `--${near}`);
    throw new UsageError(`unknown option ${t.rawName} for navguard ${spec.name}${hint}`);
  }
  let values: Values;
  try {
    values = parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (e) {
    // What the lenient pass lets through, e.g. a value that looks like an option (`--root --format`).
    throw new UsageError((e as Error).message);
  }
  for (const [name, o] of Object.entries(spec.options)) {
    const v = values[name];
    if (!o.choices || typeof v !== 'string' || o.choices.includes(v)) continue;
    throw new UsageError(
      `--${name} must be one of ${o.choices.join(', ')} (got "${v}")${meant(suggest(v, o.choices))}`,
    );
  }
  for (const [name, o] of Object.entries(spec.options)) values[name] ??= o.default;
  // parseArgs read each option as the table types it, and every choice was checked above.
  return values as ValuesOf<S>;
}
