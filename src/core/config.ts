// navguard's own configuration (.navguard.json or the `navguard` key of package.json), validated with ajv.
import { Ajv } from 'ajv';
import micromatch from 'micromatch';
import { RULES } from './rules/registry.js';
import type { Severity } from './types.js';

export interface NavguardConfig {
  /** Severity per rule id, or "off". */
  rules: Record<string, Severity | 'off'>;
  /** Globs (docs-root-relative) of pages that may stay out of the navigation. */
  orphans: { allow: string[] };
  /** Globs of files whose findings are not reported. */
  ignore: string[];
  links: {
    /** Check links to images and other non-page files (turn off where assets are not in the repo). */
    assets: boolean;
    /** Globs of link targets never reported (e.g. "/blog/**"). */
    ignore: string[];
  };
  /** URL prefix the site is served under (e.g. "/docs"); stripped from redirect destinations and links. */
  basePath: string;
}

export const DEFAULT_CONFIG: NavguardConfig = {
  rules: {},
  orphans: { allow: [] },
  ignore: [],
  links: { assets: true, ignore: [] },
  basePath: '',
};

const stringArray = { type: 'array', items: { type: 'string', maxLength: 1000 }, maxItems: 1000 } as const;
const configSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    rules: { type: 'object', additionalProperties: { enum: ['error', 'warning', 'notice', 'off'] } },
    orphans: { type: 'object', additionalProperties: false, properties: { allow: stringArray } },
    ignore: stringArray,
    links: { type: 'object', additionalProperties: false, properties: { assets: { type: 'boolean' }, ignore: stringArray } },
    basePath: { type: 'string', pattern: '^(/[^/\\s]+)*/?$' },
  },
} as const;

const validate = new Ajv({ allErrors: true, strict: false }).compile(configSchema);

export class ConfigError extends Error {}

/** Check and complete a user config; throws ConfigError with every problem in one message. */
export function resolveConfig(raw: unknown, source = 'config'): NavguardConfig {
  if (raw === undefined || raw === null) return DEFAULT_CONFIG;
  if (!validate(raw)) {
    const lines = (validate.errors ?? []).map((e) => {
      const where = e.instancePath || '(top level)';
      if (e.keyword === 'additionalProperties') return `${where}: unknown option "${(e.params as { additionalProperty: string }).additionalProperty}"`;
      return `${where}: ${e.message}`;
    });
    throw new ConfigError(`${source} is not a valid navguard configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = raw as Partial<NavguardConfig> & { links?: Partial<NavguardConfig['links']>; orphans?: Partial<NavguardConfig['orphans']> };
  for (const id of Object.keys(c.rules ?? {})) {
    if (!RULES.has(id)) throw new ConfigError(`${source}: "rules" names an unknown rule "${id}". Known rules: ${[...RULES.keys()].join(', ')}`);
  }
  const globs = [...(c.orphans?.allow ?? []), ...(c.ignore ?? []), ...(c.links?.ignore ?? [])];
  for (const g of globs) {
    // micromatch compiles to a regex; a pathological brace pattern could take exponential time to expand.
    if ((g.match(/\{/g) ?? []).length > 10) throw new ConfigError(`${source}: glob "${g}" has too many brace groups`);
    try {
      micromatch.makeRe(g);
    } catch (e) {
      throw new ConfigError(`${source}: glob "${g}" is not valid: ${(e as Error).message}`);
    }
  }
  return {
    rules: c.rules ?? {},
    orphans: { allow: c.orphans?.allow ?? [] },
    ignore: c.ignore ?? [],
    links: { assets: c.links?.assets ?? true, ignore: c.links?.ignore ?? [] },
    basePath: (c.basePath ?? '').replace(/\/+$/, ''),
  };
}

/** One predicate for a list of globs (compiled once; `dot` so dot-folders match like any other). */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  if (!globs.length) return () => false;
  const matchers = globs.map((g) => micromatch.matcher(g, { dot: true }));
  return (path) => matchers.some((m) => m(path));
}
