// The JSON Schema of navguard's configuration. Compiled ahead of time into config-validator.generated.ts
// (`npm run generate`), like the docs.json schema.
const stringArray = { type: 'array', items: { type: 'string', maxLength: 1000 }, maxItems: 1000 } as const;

export const configSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    rules: { type: 'object', additionalProperties: { enum: ['error', 'warning', 'notice', 'off'] } },
    orphans: { type: 'object', additionalProperties: false, properties: { allow: stringArray } },
    ignore: stringArray,
    links: {
      type: 'object',
      additionalProperties: false,
      properties: { assets: { type: 'boolean' }, ignore: stringArray },
    },
    basePath: { type: 'string', pattern: '^(/[^/\\s]+)*/?$' },
    generatedPages: stringArray,
  },
} as const;
