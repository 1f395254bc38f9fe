// Generates the standalone ajv validator for docs.json (src/core/rules/docs-validator.generated.ts) from
// the schema in navigation-schema.ts: compiled once here instead of on every run (~300 ms saved).
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { docsSchema } from '../../src/core/rules/navigation-schema.js';

export const GENERATED = 'src/core/rules/docs-validator.generated.ts';

export function validatorSource(): string {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, inlineRefs: false, code: { source: true, esm: true } });
  // A CommonJS module seen from ESM: the function may sit on `.default` or be the module itself.
  type Generate = (ajv: Ajv, validate: unknown) => string;
  const mod = standalone as unknown as Generate & { default?: Generate };
  const generate: Generate = mod.default ?? mod;
  const code = generate(ajv, ajv.compile(docsSchema))
    // ajv's ESM output still require()s one runtime helper; make it an import so the module is pure ESM.
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)/g, '__ucs2length');
  return [
    '// @ts-nocheck',
    '/* eslint-disable */',
    '// GENERATED from src/core/rules/navigation-schema.ts by test/core/validator-source.ts: do not edit.',
    '// Regenerate with `npm run generate`; a test fails when this file is out of date.',
    'import __ucs2length from "ajv/dist/runtime/ucs2length.js";',
    code,
    '',
  ].join('\n');
}
