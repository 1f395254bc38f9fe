// navguard's docs.json schema against the schema Mintlify publishes (@mintlify/validation): the declaration of the
// divisions (src/core/base/divisions.ts) must say what it says, the pinned copy must be what the installed package
// says, and navguard must allow every field it allows and no field it does not, except the deliberate differences
// listed here with their reason.
import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import { docsConfigJsonSchema } from '@mintlify/validation';
import { mintlifyFields } from '../../scripts/mintlify-fields.js';
import { MINTLIFY_FIELDS } from '../../src/core/generated/mintlify-fields.generated.js';
import { docsSchema, KNOWN_ROOT_KEYS } from '../../src/core/rules/navigation-schema.js';
import { docsJson, run } from '../helpers.js';
import {
  CONTENT_ORDER,
  DIVISIONS,
  GROUP,
  HELD_IN,
  LABELLED,
  NAVIGATION,
  PAGES,
  type DivisionKind,
} from '../../src/core/base/divisions.js';

/** Fields navguard allows although the published schema's definition lacks them, and why. */
const NAVGUARD_ONLY: Record<string, Record<string, string>> = {
  group: {
    pages: 'the published group definition adds "pages" outside baseGroupSchema (groupsSchema)',
    openapi: 'the builder reads a group\'s "openapi" (spec §OpenAPI); the published base group omits it',
    asyncapi: 'as "openapi"',
  },
};

const installed = (
  JSON.parse(fs.readFileSync('node_modules/@mintlify/validation/package.json', 'utf8')) as { version: string }
).version;

type Props = { properties?: Record<string, unknown> };

type Json = { [k: string]: unknown };

/** A `#/…` pointer of the published schema, followed. */
function resolved(node: Json | undefined): Json | undefined {
  if (typeof node?.$ref !== 'string') return node;
  let at: unknown = docsConfigJsonSchema;
  for (const k of node.$ref.replace(/^#\//, '').split('/')) at = (at as Json | undefined)?.[decodeURIComponent(k)];
  return resolved(at as Json | undefined);
}

/** A published definition, followed. */
const definition = (name: string): Json | undefined =>
  resolved((docsConfigJsonSchema as unknown as { definitions: Record<string, Json> }).definitions[name]);

/** The object forms a published definition allows: the branches of its union, or itself. */
const branches = (name: string): Json[] => {
  const def = definition(name);
  return ((def?.anyOf ?? [def]) as Json[]).map((b) => resolved(b)!);
};

/**
 * The content keys of a published definition in its union's order: each branch of its anyOf requires one (the
 * branches that add graphql or sdk to another, and the one with none, left out).
 */
function unionOrder(name: string): string[] {
  const names = new Set<string>(DIVISIONS.map((d) => d.nameKey));
  return branches(name).flatMap((branch) => {
    const required = ((branch.required ?? []) as string[]).filter((k) => !names.has(k));
    return required.length === 1 && required[0] !== 'graphql' && required[0] !== 'sdk' ? required : [];
  });
}

/** The navigation root and the divisions, each with its published definition. */
const HOLDERS: { kind: 'root' | DivisionKind; definition: string }[] = [
  { kind: 'root', definition: NAVIGATION.definition },
  ...DIVISIONS,
];

describe('schema drift against @mintlify/validation', () => {
  it("the declared content keys are in the order of the published schema's unions", () => {
    for (const { kind, definition: def } of HOLDERS)
      expect({ kind, order: unionOrder(def) }).toEqual({ kind, order: CONTENT_ORDER[kind] });
  });

  it('each division and the group is labelled by its declared name key in every published form', () => {
    for (const { kind, nameKey, definition: def } of LABELLED) {
      const forms = branches(def);
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms)
        expect({ kind, required: form.required }).toEqual({ kind, required: expect.arrayContaining([nameKey]) });
    }
  });

  it('each array holds the declared division, and may be empty exactly where the published array may', () => {
    const seen = new Set<string>();
    for (const { kind, definition: def } of HOLDERS) {
      for (const form of branches(def)) {
        for (const [key, value] of Object.entries((form.properties ?? {}) as Record<string, Json>)) {
          const held = HELD_IN[key];
          if (!held) continue;
          seen.add(key);
          const array = resolved(value)!;
          expect({ kind, key, mayBeEmpty: !array.minItems }).toEqual({ kind, key, mayBeEmpty: held.mayBeEmpty });
          if ('content' in held) expect(resolved(array.items as Json)).toBe(definition(held.definition));
        }
      }
    }
    expect([...seen].sort()).toEqual([...DIVISIONS, GROUP, PAGES].map((h) => h.arrayKey).sort());
  });

  it('navigation.global lists divisions, each under its declared name key', () => {
    const global = resolved((branches(NAVIGATION.definition)[0]!.properties as Record<string, Json>).global)!;
    for (const key of MINTLIFY_FIELDS.global) {
      const nameKey = DIVISIONS.find((d) => d.arrayKey === key)?.nameKey;
      const item = resolved(resolved((global.properties as Record<string, Json>)[key])!.items as Json)!;
      expect({ key, required: item.required }).toEqual({ key, required: expect.arrayContaining([nameKey]) });
    }
  });

  it('the pinned copy is what the installed @mintlify/validation publishes (else run `npm run update-schema`)', () => {
    expect(mintlifyFields(installed)).toEqual(MINTLIFY_FIELDS);
  });

  it('root keys, required keys and themes are the published ones', () => {
    expect([...KNOWN_ROOT_KEYS].sort()).toEqual([...MINTLIFY_FIELDS.rootKeys].sort());
    expect([...docsSchema.required].sort()).toEqual([...MINTLIFY_FIELDS.rootRequired].sort());
    expect([...docsSchema.properties.theme.enum]).toEqual([...MINTLIFY_FIELDS.themes]);
  });

  it.each(Object.keys(MINTLIFY_FIELDS.elements))('%s: navguard allows exactly the published fields', (element) => {
    const def = (docsSchema.$defs as Record<string, Props>)[element]!;
    const ours = Object.keys(def.properties ?? {}).sort();
    const theirs: string[] = [...MINTLIFY_FIELDS.elements[element as keyof typeof MINTLIFY_FIELDS.elements]].sort();
    const extra = ours.filter((k) => !theirs.includes(k) && !NAVGUARD_ONLY[element]?.[k]);
    const missing = theirs.filter((k) => !ours.includes(k));
    expect({ extra, missing }).toEqual({ extra: [], missing: [] });
  });

  it('the enums navguard checks are the published ones (directory, tab align)', () => {
    const json = JSON.stringify(docsConfigJsonSchema);
    const enumsOf = (field: string): string[][] => {
      const found = new Set<string>();
      for (const m of json.matchAll(new RegExp(`"${field}":\\{[^{}]*"enum":(\\[[^\\]]*\\])`, 'g'))) found.add(m[1]!);
      return [...found].map((e) => (JSON.parse(e) as string[]).sort());
    };
    const nav = (docsSchema.$defs.navigation as Props).properties!;
    expect(enumsOf('directory')).toContainEqual([...(nav.directory as { enum: string[] }).enum].sort());
    const tab = (docsSchema.$defs as Record<string, Props>).tab!.properties!;
    expect(enumsOf('align')).toContainEqual([...(tab.align as { enum: string[] }).enum].sort());
  });
});

describe('fields only the published schema knows', () => {
  it('are accepted (root "variations", a tab\'s "graphql"), while a field neither knows is still reported', () => {
    const json = JSON.parse(
      docsJson({ tabs: [{ tab: 'API', graphql: 'schema.graphql', pages: ['index'] }] }),
    ) as object;
    const clean = run({ 'docs.json': JSON.stringify({ ...json, variations: [] }), 'index.mdx': '# Home\n' });
    expect(clean.findings.filter((f) => f.rule === 'schema')).toEqual([]);
    const typo = JSON.parse(docsJson({ tabs: [{ tab: 'API', grapql: 'schema.graphql', pages: ['index'] }] })) as object;
    const found = run({ 'docs.json': JSON.stringify(typo), 'index.mdx': '# Home\n' }).findings;
    expect(found.filter((f) => f.rule === 'schema').map((f) => f.message)).toEqual([
      expect.stringContaining('"grapql"'),
    ]);
  });
});
