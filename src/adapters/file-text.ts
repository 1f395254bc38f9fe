// What both site sources (a folder on disk, a git revision) do with a file's bytes: the size they read up
// to, strict UTF-8 decoding, and the load problems they report when a file is too large or not text.
import { isUtf8 } from 'node:buffer';
import type { LoadProblem } from '../core/types.js';

/** Larger files are not read: no page or docs.json is this big, and reading one would stall the run. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Decode UTF-8 strictly; undefined when the bytes are not UTF-8 text. */
export function decodeUtf8(buf: Buffer): string | undefined {
  return isUtf8(buf) ? buf.toString('utf8') : undefined;
}

export function tooLarge(path: string, size: number): LoadProblem {
  return {
    path,
    kind: 'too-large',
    detail: `the file is ${(size / 1048576).toFixed(0)} MB; navguard reads files up to ${MAX_FILE_BYTES / 1048576} MB`,
  };
}

export function notUtf8(path: string): LoadProblem {
  return { path, kind: 'not-utf8', detail: 'the file is not valid UTF-8 text, so it was not read' };
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
