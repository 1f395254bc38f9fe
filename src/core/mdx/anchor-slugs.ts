// How the site builder turns titles into ids (@mintlify/common 1.0.1211 slugify.js, remark-utils.js): its slugify
// with the options it passes (@sindresorhus/slugify 2.2.0, the version it pins; an ASCII path proven equal to it),
// and the counters that number repeated ids as it does.
import type { BoundedMemo } from '../base/memo.js';
import librarySlugify, { type Options as SlugifyOptions } from '@sindresorhus/slugify';
import transliterate from '@sindresorhus/transliterate';
import { ownText } from '../base/own-text.js';
import { EMOJI, smartypants } from './anchor-model.js';
import { MdxMemos } from './memos.js';

/** Slugify's options, with asciiSlugify's patterns for them, built once: headings are slugified by the thousand. */
interface SlugStyle {
  options: SlugifyOptions;
  patterns: SlugPatterns;
}

function slugStyle(options: SlugifyOptions): SlugStyle {
  return { options, patterns: slugPatterns(options) };
}

/** The options the builder slugifies with (headings, encoded headings, components, parameter fields). */
const HEADING_SLUG = slugStyle({ decamelize: false, preserveCharacters: ['_'] });
const ENCODED_HEADING_SLUG = slugStyle({ decamelize: false, preserveCharacters: ['%', '_'], lowercase: false });
const COMPONENT_SLUG = slugStyle({ decamelize: false });
const PARAM_SLUG = slugStyle({ decamelize: true, separator: '-' });

/** Keeps a slug; gives the slug as kept. */
function remember(cache: BoundedMemo<string, string>, text: string, slug: string): string {
  // A title is most often a slice of its page's text (and a slug may be the title itself): kept as copies, or
  // the cache, and the ids made of its slugs, would keep up to 20,000 pages' texts alive whole.
  const kept = ownText(slug);
  cache.set(ownText(text), kept);
  return kept;
}

const NOT_ASCII = /[^\t\n\r -~]/;

/** The library rebuilds its transliteration tables on each call: results are kept (`memos`), as the builder does. */
function cachedSlugify(text: string, style: SlugStyle, memos: MdxMemos): string {
  const cache = memos.slugsWith(style.options);
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const slug = !NOT_ASCII.test(text) ? asciiSlug(text, style.patterns) : librarySlugify(text, style.options);
  return remember(cache, text, slug);
}

/** What slugify 2.2.0 passes transliterate (its overridable-replacements.js, which the package does not export). */
const SLUGIFY_REPLACEMENTS: [string, string][] = [
  ['&', ' and '],
  ['🦄', ' unicorn '],
  ['♥', ' love '],
];

/**
 * Slugs of a page's titles (`style` one of the constants above) made ahead, into the memo cachedSlugify reads.
 * The library spends ~0.5 ms a call building ~2,000 regexes, whatever the text: a translated site's thousands of
 * non-ASCII titles cost seconds one by one (openclaw/docs: 7,877 calls, 3.8 s of its check). Slugify is
 * transliterate, then string work that asciiSlugify does alike; transliteration of titles joined by line breaks
 * is that of each (no replacement holds a line break, and normalisation composes nothing across one: a test
 * holds this on every title of the corpus), so a page's titles take one call.
 */
function prepareSlugs(texts: Iterable<string>, style: SlugStyle, memos: MdxMemos): void {
  const cache = memos.slugsWith(style.options);
  const wanted = [...new Set(texts)].filter((t) => NOT_ASCII.test(t) && !t.includes('\n') && !cache.has(t));
  if (wanted.length < 2) return;
  slugsOf(wanted, style).forEach((slug, i) => remember(cache, wanted[i]!, slug));
}

/** The library's slugs of texts without line breaks, transliterated in one call (prepareSlugs). */
export function slugifyMany(texts: readonly string[], options: SlugifyOptions): string[] {
  return slugsOf(texts, slugStyle(options));
}

function slugsOf(texts: readonly string[], style: SlugStyle): string[] {
  const latin = transliterate(texts.join('\n'), { customReplacements: SLUGIFY_REPLACEMENTS }).split('\n');
  if (latin.length !== texts.length) return texts.map((t) => librarySlugify(t, style.options));
  return latin.map((t) => asciiSlug(t, style.patterns));
}

/**
 * @sindresorhus/slugify 2.2.0 for ASCII text, which is most headings. The library's own call spends ~1 ms building
 * ~2,000 transliteration regexes, all of which leave ASCII alone (transliterate 1.6.0 has no ASCII key) but for
 * slugify's `&` → " and " and the removal of the diacritics `^` and `` ` ``; the rest is the library's code. A test
 * compares both on generated ASCII strings.
 */
export function asciiSlugify(text: string, options: SlugifyOptions = {}): string {
  return asciiSlug(text, slugPatterns(options));
}

/** asciiSlugify with its options' patterns. */
function asciiSlug(text: string, o: SlugPatterns): string {
  let s = text.replace(/&/g, ' and ').replace(/[\^`]/g, '');
  if (o.decamelize)
    s = s
      .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
      .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
  if (o.lowercase) s = s.toLowerCase();
  s = s.replace(o.other, o.separator).replace(/\\/g, '');
  s = s.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3');
  if (o.separator) s = s.replace(o.repeated!, o.separator).replace(o.ends!, '');
  return s;
}

interface SlugPatterns {
  decamelize: boolean;
  lowercase: boolean;
  separator: string;
  /** A run of characters the slug does not keep. */
  other: RegExp;
  repeated?: RegExp;
  ends?: RegExp;
}

/** asciiSlugify's options with their patterns. */
function slugPatterns(options: SlugifyOptions): SlugPatterns {
  const o = {
    separator: '-',
    lowercase: true,
    decamelize: true,
    preserveCharacters: [] as readonly string[],
    ...options,
  };
  const keep = `a-z\\d${o.lowercase ? '' : 'A-Z'}${o.preserveCharacters.map(escapeRegExp).join('')}`;
  const sep = escapeRegExp(o.separator);
  return {
    decamelize: o.decamelize,
    lowercase: o.lowercase,
    separator: o.separator,
    other: new RegExp(`[^${keep}]+`, 'g'),
    ...(o.separator && { repeated: new RegExp(`${sep}{2,}`, 'g'), ends: new RegExp(`^${sep}|${sep}$`, 'g') }),
  };
}

/** escape-string-regexp 5, as the library escapes. */
function escapeRegExp(s: string): string {
  return s.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
}

type Counter = (text: string, style: SlugStyle) => string;

/** `slugifyWithCounter` of @sindresorhus/slugify 2.2.0, quirks included (`overview-2-1`); slugs kept in `memos`. */
export function slugCounter(memos: MdxMemos): Counter {
  const occurrences = new Map<string, number>();
  return (text, style) => {
    let slug = cachedSlugify(text, style, memos);
    if (!slug) return '';
    const lower = slug.toLowerCase();
    const numberless = occurrences.get(lower.replace(/(?:-\d+?)+?$/, '')) || 0;
    const counter = occurrences.get(lower);
    occurrences.set(lower, typeof counter === 'number' ? counter + 1 : 1);
    const next = occurrences.get(lower) || 2;
    if (next >= 2 || numberless > 2) slug = `${slug}-${next}`;
    return slug;
  };
}

/** The heading slug of a title (common slugify.js `slugify`), before cleanHeadingId. */
export function headingSlug(title: string, memos: MdxMemos, counter: Counter = slugCounter(memos)): string {
  // A lone surrogate would make encodeURIComponent throw; a page read from disk holds U+FFFD there instead.
  const wellFormed = title.replace(/\p{Cs}/gu, '\uFFFD');
  const encoded = encodeURIComponent(wellFormed.toLowerCase().trim().replace(/\s+/g, '-'));
  return /%[0-9A-F]{2}/.test(encoded) ? counter(encoded, ENCODED_HEADING_SLUG) : counter(encoded, HEADING_SLUG);
}

/** What the DOM gets from an id that goes through cleanHeadingId (undecodable ids stay as written). */
export function cleanHeadingId(id: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return id;
  }
  return decoded.replace(/[?,;:!'"()[\]{}]/g, '').replace(EMOJI, '');
}

/** What an Accordion's or View's title is slugified as. */
const componentSlugText = (title: string): string => title.replace(':', '-');

/** An Accordion's or View's id from its title (common remarkComponentIds `generateComponentId`). */
function componentId(title: string, count: number, memos: MdxMemos): string {
  const base = cachedSlugify(componentSlugText(title), COMPONENT_SLUG, memos);
  return count > 0 ? `${base}-${count}` : base;
}

/** The slugs of Accordion or View titles made ahead, in one call (prepareSlugs). */
export function prepareComponentIds(titles: readonly string[], memos: MdxMemos): void {
  prepareSlugs(titles.map(componentSlugText), COMPONENT_SLUG, memos);
}

/** Component ids of one kind's titles in page order: the title's slug, then `-1`, `-2` for its repeats. */
export function componentIdCounter(memos: MdxMemos): (title: string) => string {
  const counts = new Map<string, number>();
  return (title) => {
    const base = componentId(title, 0, memos);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    return componentId(title, count, memos);
  };
}

function paramId(name: string, count: number, memos: MdxMemos): string {
  return cachedSlugify(`param-${name}${count > 0 ? `_${count}` : ''}`, PARAM_SLUG, memos);
}

/** The auto id of a heading, as shown in the DOM: one id per title, `-2`, `-3` for repeats. */
export function headingIds(titles: readonly string[], memos = new MdxMemos()): string[] {
  const counter = slugCounter(memos);
  return titles.map((t) => cleanHeadingId(headingSlug(smartypants(t), memos, counter)));
}

/** Parameter fields' ids from their names: `param-<name>`, `_1`, `_2` for repeats, past the ids taken (`claimed`, which grows). */
export function paramIdCounter(claimed: Set<string>, memos: MdxMemos): (field: string) => string {
  const counts = new Map<string, number>();
  return (field) => {
    const base = paramId(field, 0, memos);
    let count = counts.get(base) ?? 0;
    let id = paramId(field, count, memos);
    while (claimed.has(id)) id = paramId(field, ++count, memos);
    counts.set(base, count + 1);
    claimed.add(id);
    return id;
  };
}

/** Tabs' ids from their titles: the heading slug with the Tabs' own counter, past the ids taken (`used`, which grows). */
export function tabIdCounter(used: Set<string>, memos: MdxMemos): (title: string) => string {
  const counter = slugCounter(memos);
  return (title) => {
    let slug = headingSlug(title, memos, counter);
    while (used.has(slug)) slug = headingSlug(title, memos, counter);
    used.add(slug);
    return slug;
  };
}

/** remarkExtractTableOfContents' dedupe of ids: a repeat takes `-2`, `-3`, past the ids already taken. */
export function tocDedupe(): (slug: string) => string {
  const seen = new Map<string, number>();
  return (slug) => {
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (seen.has(`${slug}-${suffix}`)) suffix++;
    seen.set(`${slug}-${suffix}`, 1);
    return `${slug}-${suffix}`;
  };
}
