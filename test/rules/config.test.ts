// navguard's own configuration: severity overrides, "off", ignore globs, validation errors; and the rule
// registry against docs/rules.md.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_CONFIG, resolveConfig } from '../../src/core/config/config.js';
import { RULES } from '../../src/core/rules/registry.js';
import { RULE_IDS, isRuleId } from '../../src/core/rules/ids.js';
import { analyze } from '../../src/core/engine/analyze.js';
import { memorySource } from '../../src/adapters/memory-source.js';
import { run, docsJson, rules } from '../helpers.js';
import { jsonPos, one, says } from './util.js';

/** A site with one finding of each of three rules: page-not-found (error), orphan-page and duplicate-page (warnings). */
function site(): Record<string, string> {
  return {
    'docs.json': docsJson({ pages: ['a', 'a', 'missing'] }),
    'a.mdx': '# A\n',
    'drafts/wip.mdx': '# WIP\n',
  };
}

function configError(raw: unknown): ConfigError {
  try {
    resolveConfig(raw, '.navguard.json');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error(`accepted: ${JSON.stringify(raw)}`);
}

describe('config: severities', () => {
  it("uses each rule's default severity without a config", () => {
    const r = run(site());
    expect(r.findings.map((f) => [f.rule, f.severity])).toEqual([
      ['duplicate-page', 'warning'],
      ['page-not-found', 'error'],
      ['orphan-page', 'warning'],
    ]);
    expect(resolveConfig(undefined)).toBe(DEFAULT_CONFIG);
  });

  it('overrides a severity and turns a rule off', () => {
    const r = run(site(), {
      configRaw: { rules: { 'orphan-page': 'error', 'page-not-found': 'notice', 'duplicate-page': 'off' } },
    });
    expect(r.findings.map((f) => [f.rule, f.severity])).toEqual([
      ['page-not-found', 'notice'],
      ['orphan-page', 'error'],
    ]);
    // Positions and messages are untouched by the policy.
    const json = site()['docs.json']!;
    expect(one(r.findings, 'page-not-found')).toMatchObject(jsonPos(json, 'missing'));
  });

  it('drops findings in files matching ignore globs (docs-root-relative, also under a repository prefix)', () => {
    const ignored = run(site(), { configRaw: { ignore: ['drafts/**'] } });
    expect(rules(ignored.findings, 'orphan-page')).toEqual([]);
    expect(rules(ignored.findings, 'page-not-found')).toHaveLength(1);
    const prefixed = analyze(memorySource(site(), 'website/docs'), {
      config: resolveConfig({ ignore: ['drafts/**', 'docs.json'] }),
    });
    expect(prefixed.findings).toEqual([]);
    expect(prefixed.stats.orphans).toBe(0);
  });

  it('strips a trailing slash from basePath', () => {
    expect(resolveConfig({ basePath: '/docs/' }).basePath).toBe('/docs');
    expect(resolveConfig({ links: { assets: false } })).toEqual({
      ...DEFAULT_CONFIG,
      links: { assets: false, ignore: [] },
    });
  });
});

describe('config: validation errors', () => {
  it('names the file, the JSON path, the allowed values and what was given for a bad severity', () => {
    const e = configError({ rules: { 'orphan-page': 'warn' } });
    expect(e.message).toBe(
      '.navguard.json: `rules.orphan-page` must be one of error, warning, notice, off (got "warn"); did you mean warning?',
    );
    expect(configError({ rules: { 'orphan-page': 'eror' } }).message).toContain('(got "eror"); did you mean error?');
  });

  it('names an unknown rule, suggests the near one and lists the known ones', () => {
    const e = configError({ rules: { 'orphan-pages': 'off' } });
    expect(e.message).toContain(
      '.navguard.json: `rules.orphan-pages` is not a navguard rule; did you mean orphan-page? The rules are json-syntax, duplicate-key,',
    );
    for (const id of RULES.keys()) expect(e.message).toContain(id);
  });

  it('names an unknown option and every wrong type at once, one sentence a line', () => {
    const e = configError({ orphan: {}, links: { assets: 'no', ignor: [] }, ignore: 'drafts/**' });
    expect(e.message.split('\n').sort()).toEqual([
      // An item of `ignore` may be an object too (by rule and entry): the message says so.
      '.navguard.json: `ignore` must be a list of strings or objects (got "drafts/**")',
      '.navguard.json: `links.assets` must be true or false (got "no")',
      '.navguard.json: `links.ignor` is not an option of `links`; did you mean `ignore`? The options are assets, ignore.',
      '.navguard.json: `orphan` is not a navguard option; did you mean `orphans`? The options are rules, orphans, ignore, links, basePath, generatedPages, frozen.',
    ]);
    expect(e.message).not.toMatch(/must be (array|boolean)$|must match pattern|allowed values/m);
  });

  it('a list option given as a string is reported, never an internal error (it was iterated before the check)', () => {
    for (const [raw, message] of [
      [{ orphans: { allow: 'drafts/**' } }, '`orphans.allow` must be a list of strings (got "drafts/**")'],
      [{ links: { ignore: '/blog/**' } }, '`links.ignore` must be a list of strings (got "/blog/**")'],
      [{ generatedPages: 'sdk/**' }, '`generatedPages` must be a list of strings (got "sdk/**")'],
    ] as const)
      expect(configError(raw).message).toBe(`.navguard.json: ${message}`);
  });

  it('rejects a basePath that is not a URL path, a config that is not an object, and a pathological glob', () => {
    expect(configError({ basePath: 'docs' }).message).toBe(
      '.navguard.json: `basePath` must be a URL path such as "/docs" (a leading slash, no spaces) (got "docs")',
    );
    expect(configError([]).message).toBe('.navguard.json: the configuration must be an object (got [])');
    expect(configError({ ignore: ['a', 7] }).message).toBe(
      '.navguard.json: `ignore[1]` must be a string or an object (got 7)',
    );
    const glob = '{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}{s,t}{u,v}';
    says(
      configError({ ignore: ['ok/**', glob] }).message,
      `.navguard.json: \`ignore[1]\` is a glob navguard refuses: "${glob}" has `,
      'brace groups',
    );
  });

  it('accepts a complete valid config', () => {
    const raw = {
      $schema: 'x',
      rules: { 'broken-link': 'warning' },
      orphans: { allow: ['drafts/**'] },
      ignore: ['legacy/**'],
      links: { assets: false, ignore: ['/blog/**'] },
      basePath: '/docs',
    };
    expect(resolveConfig(raw)).toEqual({
      rules: { 'broken-link': 'warning' },
      orphans: { allow: ['drafts/**'] },
      ignore: ['legacy/**'],
      links: { assets: false, ignore: ['/blog/**'] },
      basePath: '/docs',
      basePathGiven: true,
      generatedPages: [],
    });
  });
});

describe('rule registry and docs/rules.md', () => {
  it('lists the rule ids in ids.ts as the registry lists its rules, in the same order', () => {
    // Config and suppression messages suggest the nearest id from this list: its order decides ties.
    expect([...RULE_IDS]).toEqual([...RULES.keys()]);
    expect(isRuleId('broken-link')).toBe(true);
    expect(isRuleId('broken-links')).toBe(false);
  });

  const doc = fs.readFileSync(
    path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'docs', 'rules.md'),
    'utf8',
  );

  it('documents every rule with its anchor, heading and default severity', () => {
    for (const rule of RULES.values()) {
      expect(doc).toContain(`<a id="rule-${rule.id}"></a>`);
      expect(doc).toContain(`### ${rule.id}\n`);
      const section = doc.slice(doc.indexOf(`### ${rule.id}\n`)).split('\n### ')[0]!;
      expect(section).toContain(`Default severity: **${rule.severity}**`);
    }
  });
});
