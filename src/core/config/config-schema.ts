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
    // A string: a file glob (every finding in those files). An object: findings of some rules and/or about some
    // entries, for files that cannot hold a comment (docs.json).
    ignore: {
      type: 'array',
      maxItems: 1000,
      items: {
        anyOf: [
          { type: 'string', maxLength: 1000 },
          {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            properties: {
              rule: { anyOf: [{ type: 'string' }, stringArray] },
              file: { type: 'string', maxLength: 1000 },
              entry: { type: 'string', maxLength: 1000 },
              reason: { type: 'string' },
            },
          },
        ],
      },
    },
    links: {
      type: 'object',
      additionalProperties: false,
      properties: { assets: { type: 'boolean' }, ignore: stringArray },
    },
    basePath: { type: 'string', pattern: '^(/[^/\\s]+)*/?$' },
    generatedPages: stringArray,
    frozen: stringArray,
  },
} as const;
