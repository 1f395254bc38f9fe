// The slugs the site builder makes ids with come from @sindresorhus/slugify; navguard's own (anchor-slugs.ts) are
// faster, and must give what the library gives: ASCII text by hand, and a page's non-ASCII titles transliterated
// in one call. Random texts under the option sets the builder uses.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import librarySlugify from '@sindresorhus/slugify';
import { asciiSlugify, slugifyMany } from '../../src/core/mdx/anchor-slugs.js';
import { fuzzRuns } from './runs.js';

/** The options the builder slugifies with (anchors.ts: headings, encoded headings, components, parameter fields). */
const OPTION_SETS = [
  { decamelize: false, preserveCharacters: ['_'] },
  { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false },
  { decamelize: false },
  { decamelize: true, separator: '-' },
];

describe('asciiSlugify vs @sindresorhus/slugify', () => {
  const ascii = fc.string({
    unit: fc.constantFrom(...'aZ09 -_%&^`\'".,:;()[]{}/\\+#$=@<>|!?~*tsAPIsXMLHttp\t'.split('')),
    maxLength: 30,
  });

  it('gives what @sindresorhus/slugify gives, for ASCII text and the options the builder uses', () => {
    fc.assert(
      fc.property(ascii, fc.constantFrom(...OPTION_SETS), (text, options) => {
        expect(asciiSlugify(text, options)).toBe(librarySlugify(text, options));
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});

describe('slugifyMany (the titles of a page transliterated in one call) vs @sindresorhus/slugify', () => {
  // Multi-character keys (Cyrillic digraphs, Armenian ու, keycaps), replacements that write `&` (🙰, 🔣), combining
  // marks that a neighbour could compose with, Hangul (decomposed and recomposed), non-ASCII spaces and slugify's own.
  const units = [
    ...'aZ09 -_%&^`:.',
    ...'ъеЪЕыйЫЙтсТ',
    'ու',
    'ՈՒ',
    '1️⃣',
    '#️⃣',
    '🙰',
    '🔣',
    '🦄',
    '♥',
    '\u0301',
    '\u0308',
    'e\u0301',
    'ÄöüßØæœ',
    '中文',
    '日本語',
    '한국어',
    '\u1100\u1161',
    'مرحبا',
    'Việt',
    'İı',
    'Ελληνικά',
    '©®™€£',
    'ﬁ',
    '\u00a0',
    '\u2003',
  ];
  const text = fc.array(fc.constantFrom(...units), { maxLength: 8 }).map((parts) => parts.join(''));

  it('gives each text what @sindresorhus/slugify gives it alone, under the options the builder uses', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 2, maxLength: 6 }), fc.constantFrom(...OPTION_SETS), (texts, options) => {
        expect(slugifyMany(texts, options)).toEqual(texts.map((t) => librarySlugify(t, options)));
      }),
      { numRuns: fuzzRuns(600) },
    );
  });
});
