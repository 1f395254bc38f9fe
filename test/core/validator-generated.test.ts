import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import { GENERATED, validatorSource } from './validator-source.js';

describe('the precompiled docs.json validator', () => {
  it('is generated from the current schema (run `npm run generate` after changing navigation-schema.ts)', () => {
    const fresh = validatorSource();
    if (process.env.GENERATE) fs.writeFileSync(GENERATED, fresh);
    expect(fs.readFileSync(GENERATED, 'utf8')).toBe(fresh);
  });
});
