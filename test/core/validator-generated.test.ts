import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import { GENERATED, validatorSource } from './validator-source.js';

describe('the precompiled validators', () => {
  it.each(GENERATED)(
    '$file is generated from the current schema (run `npm run generate` after changing $from)',
    ({ file, schema, from, verbose }) => {
      const fresh = validatorSource(schema, from, verbose);
      if (process.env.GENERATE) fs.writeFileSync(file, fresh);
      expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)').toBe(fresh);
    },
  );
});
