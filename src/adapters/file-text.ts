// What both site sources (a folder on disk, a git revision) do with a file's bytes: the size they read up
// to (and a file on disk read up to it), strict UTF-8 decoding, and the load problems they report when a file is
// too large or not text.
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadProblem } from '../core/site/source.js';

/** Larger files are not read: no page or docs.json is this big, and reading one would stall the run. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The absolute path of a file listed under `root` (a real path) by its `/`-separated relative path. Listed paths are
 * normal already: path.join's normalizing was a tenth of listing a large site.
 */
export function listedFile(root: string, rel: string): string {
  return root.endsWith(path.sep) ? root + rel : root + path.sep + rel;
}

/**
 * A file's bytes, or its size when it is over MAX_FILE_BYTES (then not read). One open, fstat, read and close:
 * a stat before fs.readFileSync (which stats again) was a fifth of the system calls of reading a large site.
 */
export function readUpTo(abs: string): Buffer | number {
  const fd = fs.openSync(abs, 'r');
  try {
    const { size } = fs.fstatSync(fd);
    if (size > MAX_FILE_BYTES) return size;
    const buf = Buffer.allocUnsafe(size);
    let got = 0;
    while (got < size) {
      const n = fs.readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === size ? buf : buf.subarray(0, got);
  } finally {
    fs.closeSync(fd);
  }
}

/** Decode UTF-8 strictly; undefined when the bytes are not UTF-8 text. */
export function decodeUtf8(buf: Buffer): string | undefined {
  return isUtf8(buf) ? buf.toString('utf8') : undefined;
}

/** Whether bytes open with a UTF-16 byte-order mark (a file some editors save as "Unicode"). */
export function utf16Bom(bytes: Buffer): boolean {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

/** Why a file has no text: it is over MAX_FILE_BYTES (its size), or not UTF-8 (`utf16`: it is UTF-16 text). */
export type Unreadable = { tooLarge: number } | { notUtf8: true; utf16?: true };

/** A file's text on disk, or why it has none (unreadableProblem says it to the user). */
export function readText(abs: string): string | Unreadable {
  const bytes = readUpTo(abs);
  if (typeof bytes === 'number') return { tooLarge: bytes };
  return decodeUtf8(bytes) ?? { notUtf8: true, ...(utf16Bom(bytes) && { utf16: true as const }) };
}

export function unreadableProblem(path: string, why: Unreadable): LoadProblem {
  return 'tooLarge' in why ? tooLarge(path, why.tooLarge) : notUtf8(path, why.utf16);
}

export function tooLarge(path: string, size: number): LoadProblem {
  return {
    path,
    kind: 'too-large',
    detail: `the file is ${(size / 1048576).toFixed(0)} MB; navguard reads files up to ${MAX_FILE_BYTES / 1048576} MB`,
  };
}

export function notUtf8(path: string, utf16 = false): LoadProblem {
  return {
    path,
    kind: 'not-utf8',
    // AnsoCode/Sencho b5d0e7e: a page saved as UTF-16 said only "not valid UTF-8".
    detail: utf16
      ? 'the file is UTF-16 text (it opens with a UTF-16 byte-order mark), not UTF-8, so it was not read: save it as UTF-8'
      : 'the file is not valid UTF-8 text, so it was not read',
  };
}

/** Files reached through symlinked folders, at most: links between folders can multiply a tree. */
export const MAX_LINKED_FILES = 100_000;

export function tooManyLinked(): LoadProblem {
  return {
    path: '.',
    kind: 'too-large',
    detail: `symlinked folders lead to more than ${MAX_LINKED_FILES} files; navguard listed the first ${MAX_LINKED_FILES} and stopped following them`,
  };
}

/** A symlink out of the docs folder: the builder publishes nothing of what it points to. */
export function outsideLink(path: string, target: string): LoadProblem {
  return {
    path,
    kind: 'symlink-outside-root',
    detail: `this symlink points to "${target}", outside the docs folder; navguard did not follow it, and the site builder will not publish what it points to`,
    symlinkTo: target,
  };
}

/** A symlink to a path in the docs folder that holds nothing (a file since removed or renamed). */
export function danglingLink(path: string, target: string): LoadProblem {
  return {
    path,
    kind: 'unreadable',
    detail: `this symlink points to "${target}", which does not exist, so nothing is published at its path`,
    symlinkTo: target,
  };
}
