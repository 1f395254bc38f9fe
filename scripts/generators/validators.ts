// The standalone ajv validators for docs.json and navguard's config, compiled once here instead of on every
// run (~300 ms and ~45 ms saved, ajv itself is then never loaded).
import { Ajv, type AnySchema } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import standalone from 'ajv/dist/standalone/index.js';
import { OpenApiSpecifications } from '@mintlify/openapi-parser';
import { docsSchema } from '../../src/core/rules/navigation-schema.js';
import { configSchema } from '../../src/core/config/config-schema.js';
import type { Generator } from './generator.js';

// A CommonJS module seen from ESM: its export may sit on `.default` or be the module itself.
const cjs = <T>(mod: unknown): T => ((mod as { default?: T }).default ?? mod) as T;

/** ajv's helpers that standalone code require()s, as imports, so the module is pure ESM. */
const RUNTIME: [RegExp, string, string][] = [
  [
    /require\("ajv\/dist\/runtime\/ucs2length"\)/g,
    '__ucs2length',
    'import __ucs2length from "ajv/dist/runtime/ucs2length.js";',
  ],
  [/require\("ajv\/dist\/runtime\/equal"\)/g, '__equal', 'import __equal from "ajv/dist/runtime/equal.js";'],
  [/require\("ajv-formats\/dist\/formats"\)/g, '__formats', 'import __formats from "ajv-formats/dist/formats.js";'],
];

function validatorSource(schema: AnySchema, from: string, verbose: boolean): string {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    verbose,
    inlineRefs: false,
    code: { source: true, esm: true },
  });
  return standaloneSource(ajv, schema, from);
}

function standaloneSource(ajv: Ajv, schema: AnySchema, from: string): string {
  let code = cjs<(ajv: Ajv, validate: unknown) => string>(standalone)(ajv, ajv.compile(schema));
  const imports: string[] = [];
  for (const [pattern, name, line] of RUNTIME)
    if (pattern.test(code)) {
      code = code.replace(pattern, name);
      imports.push(line);
    }
  return [
    '// @ts-nocheck',
    '/* eslint-disable */',
    `// GENERATED from ${from} by scripts/generators/validators.ts: do not edit.`,
    '// Regenerate with `npm run generate`; CI fails when this file is out of date.',
    ...imports,
    code,
    '',
  ].join('\n');
}

/**
 * The OpenAPI document schemas the site builder validates a navigation's spec against, compiled as it compiles them
 * (@mintlify/openapi-parser's Validator: draft-04 for 3.0, 2020-12 for 3.1, not strict, ajv-formats, first error).
 */
function openApiSource(version: '3.0' | '3.1'): string {
  const options = { strict: false, code: { source: true, esm: true } };
  const ajv = version === '3.0' ? new (cjs<typeof Ajv>(Ajv04))(options) : new Ajv2020(options);
  cjs<(ajv: Ajv) => Ajv>(addFormats)(ajv);
  if (version === '3.1') ajv.addFormat('media-range', true);
  const schemas = OpenApiSpecifications as Record<string, AnySchema>;
  return standaloneSource(ajv, schemas[version]!, `@mintlify/openapi-parser's OpenAPI ${version} schema`);
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
  { file: 'src/core/generated/openapi30-validator.generated.ts', generate: () => openApiSource('3.0') },
  { file: 'src/core/generated/openapi31-validator.generated.ts', generate: () => openApiSource('3.1') },
];
