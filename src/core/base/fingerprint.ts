// A short stable hash, a leaf: findings' fingerprints and the proofs' sample (test/corpus/corpus.ts) share it
// without importing the renderers.

/** A short stable hash (FNV-1a, hex): SARIF partialFingerprints, hidden markers in review comments. */
export function fingerprint(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
