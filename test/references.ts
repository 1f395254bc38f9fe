// What the libraries give, as the tests compare the fast paths with them. Kept apart from ./helpers.ts (which
// runs the engine) so that a proof's imports, and so its record's key (scripts/proof-keys.ts), hold only the code
// it proves.
import { parse as parseYaml } from 'yaml';
import type { ConfirmedLinks } from '../src/core/mdx/confirm.js';
import { MAX_ALIAS_COUNT } from '../src/core/openapi/spec.js';
import type { LinkRef } from '../src/core/mdx/scan.js';

/** What the `yaml` package reads of a text, as the OpenAPI spec reader asks it; `refused` when it throws. */
export function yamlPackageReads(text: string): { data: unknown } | 'refused' {
  try {
    return { data: parseYaml(text, { maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch {
    return 'refused';
  }
}

/** What confirmation must give: the whole-page parse's links, or those on the blocks it read. */
export function linksOnBlocksRead(got: ConfirmedLinks, whole: LinkRef[]): LinkRef[] {
  return got.whole ? whole : whole.filter((l) => got.blocks.some(([a, b]) => l.line >= a && l.line <= b));
}
