// The standalone ajv validators for docs.json and navguard's config, compiled once here instead of on every
// run (~300 ms and ~45 ms saved, ajv itself is then never loaded).
import { Ajv, type AnySchema } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { docsSchema } from '../../src/core/rules/navigation-schema.js';
import { configSchema } from '../../src/core/config/config-schema.js';
import type { Generator } from './generator.js';

function validatorSource(schema: AnySchema, from: string, verbose: boolean): string {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    verbose,
    inlineRefs: false,
    code: { source: true, esm: true },
  });
  // A CommonJS module seen from ESM: the function may sit on `.default` or be the module itself.
  type Generate = (ajv: Ajv, validate: unknown) => string;
  const mod = standalone as unknown as Generate & { default?: Generate };
  const generate: Generate = mod.default ?? mod;
  const code = generate(ajv, ajv.compile(schema))
    // ajv's ESM output may require() a runtime helper; make it an import so the module is pure ESM.
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)/g, '__ucs2length');
  return [
    '// @ts-nocheck',
    '/* eslint-disable */',
    `// GENERATED from ${from} by scripts/generators/validators.ts: do not edit.`,
    '// Regenerate with `npm run generate`; CI fails when this file is out of date.',
    ...(code.includes('__ucs2length') ? ['import __ucs2length from "ajv/dist/runtime/ucs2length.js";'] : []),
    code,
    '',
  ].join('\n');
}

export const validators: Generator[] = [
  {
    file: 'src/core/generated/docs-validator.generated.ts',
    generate: () => validatorSource(docsSchema, 'src/core/rules/navigation-schema.ts', true),
  },
  {
    file: 'src/core/generated/config-validator.generated.ts',
    generate: () => validatorSource(configSchema, 'src/core/config/config-schema.ts', false),
  },
];
