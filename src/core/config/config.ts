// navguard's own configuration (.navguard.json or the `navguard` key of package.json), validated against
// config-schema.ts with an ajv validator compiled ahead of time.
import { compileGlob } from '../base/glob.js';
import { RULE_IDS, isRuleId } from '../rules/ids.js';
import type { ValidateFunction } from 'ajv';
import { validate as validateConfig } from '../generated/config-validator.generated.js';
import type { RuleId, Severity } from '../base/types.js';
import { ConfigError } from '../base/errors.js';
import { describeConfigErrors, jsonPath } from './config-errors.js';
import { suggest } from '../base/suggest.js';

export { ConfigError };

export interface NavguardConfig {
  /** Severity per rule id, or "off". */
  rules: Partial<Record<RuleId, Severity | 'off'>>;
  /** Globs (docs-root-relative) of pages that may stay out of the navigation. */
  orphans: { allow: string[] };
  /** Globs of files whose findings are not reported. */
  ignore: string[];
  /** Findings not reported by rule, file and what they are about (the object items of `ignore`). */
  ignoreFindings?: IgnoreRule[];
  links: {
    /** Check links to images and other non-page files (turn off where assets are not in the repo). */
    assets: boolean;
    /** Globs of link targets never reported (e.g. "/blog/**"). */
    ignore: string[];
  };
  /** URL prefix the site is served under (e.g. "/docs"); stripped from redirect destinations and links. */
  basePath: string;
  /** Whether the config set `basePath` (even to "/"); otherwise navguard infers it from the site's links. */
  basePathGiven: boolean;
  /** Globs of page paths (docs-root-relative, no extension) that a build step creates before the site builds. */
  generatedPages?: string[];
  /**
   * Globs (docs-root-relative) of files kept as they were released (old version folders): their errors are
   * reported as warnings, and fixes never edit them.
   */
  frozen?: string[];
}

export interface IgnoreRule {
  /** Rule ids; absent: every rule. */
  rule?: RuleId[];
  /** Glob of the file (docs-root-relative). */
  file?: string;
  /** Glob matched against what the finding is about: each `|`-separated part of its key after the rule id. */
  entry?: string;
}

export const DEFAULT_CONFIG: NavguardConfig = {
  rules: {},
  orphans: { allow: [] },
  ignore: [],
  links: { assets: true, ignore: [] },
  basePath: '',
  basePathGiven: false,
  generatedPages: [],
};

const validate = validateConfig as ValidateFunction;

/** Check and complete a user config; throws ConfigError with every problem in one message. */
export function resolveConfig(raw: unknown, source = 'config'): NavguardConfig {
  if (raw === undefined || raw === null) return DEFAULT_CONFIG;
  const valid = validate(raw);
  const problems = valid ? [] : describeConfigErrors(validate.errors ?? [], raw);
  const c = raw as Omit<Partial<NavguardConfig>, 'ignore'> & {
    ignore?: (string | { rule?: string | string[]; file?: string; entry?: string })[];
    links?: Partial<NavguardConfig['links']>;
    orphans?: Partial<NavguardConfig['orphans']>;
  };
  const known: readonly string[] = RULE_IDS;
  const unknownRule = (where: string, id: string): string => {
    const near = suggest(id, known);
    const hint = near ? `; did you mean ${near}?` : '.';
    return `\`${where}\` is not a navguard rule${hint} The rules are ${known.join(', ')}.`;
  };
  const ruleIds = c.rules && typeof c.rules === 'object' && !Array.isArray(c.rules) ? Object.keys(c.rules) : [];
  for (const id of ruleIds) if (!isRuleId(id)) problems.push(unknownRule(jsonPath(['rules', id]), id));
  const ignoreItems = valid ? (c.ignore ?? []) : [];
  const fileGlobs = ignoreItems.filter((i): i is string => typeof i === 'string');
  const ignoreFindings = ignoreItems.flatMap((item, n): IgnoreRule[] => {
    if (typeof item === 'string') return [];
    const ids = item.rule === undefined ? undefined : typeof item.rule === 'string' ? [item.rule] : item.rule;
    for (const id of ids ?? []) if (!isRuleId(id)) problems.push(unknownRule(`ignore[${n}].rule`, id));
    return [{ rule: ids as RuleId[] | undefined, file: item.file, entry: item.entry }];
  });
  // Read only from a config the schema accepted: `"orphans": { "allow": "x" }` is reported, not iterated.
  const globs: [string, string | undefined][] = !valid
    ? []
    : [
        ...(c.orphans?.allow ?? []).map((g, i): [string, string] => [`orphans.allow[${i}]`, g]),
        ...ignoreItems.flatMap((item, i): [string, string | undefined][] =>
          typeof item === 'string'
            ? [[`ignore[${i}]`, item]]
            : [
                [`ignore[${i}].file`, item.file],
                [`ignore[${i}].entry`, item.entry],
              ],
        ),
        ...(c.links?.ignore ?? []).map((g, i): [string, string] => [`links.ignore[${i}]`, g]),
        ...(c.generatedPages ?? []).map((g, i): [string, string] => [`generatedPages[${i}]`, g]),
        ...(c.frozen ?? []).map((g, i): [string, string] => [`frozen[${i}]`, g]),
      ];
  if (valid)
    for (const [at, g] of globs) {
      if (g === undefined) continue;
      try {
        compileGlob(g);
      } catch (e) {
        problems.push(`\`${at}\` is a glob navguard refuses: "${g}" ${(e as Error).message}`);
      }
    }
  if (problems.length) throw new ConfigError(problems.map((p) => `${source}: ${p}`).join('\n'));
  return {
    rules: c.rules ?? {},
    orphans: { allow: c.orphans?.allow ?? [] },
    ignore: fileGlobs,
    ...(ignoreFindings.length ? { ignoreFindings } : {}),
    links: { assets: c.links?.assets ?? true, ignore: c.links?.ignore ?? [] },
    basePath: (c.basePath ?? '').replace(/\/+$/, ''),
    basePathGiven: c.basePath !== undefined,
    generatedPages: c.generatedPages ?? [],
    ...(c.frozen?.length ? { frozen: c.frozen } : {}),
  };
}
