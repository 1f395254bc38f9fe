// What a run keeps for the next, in one folder (`--cache`, the action's `cache` input), all by content: page
// scans by blob id (./scan-index.ts), what the anchor check computed of target pages — their plain headings'
// ids (read without the parser) and the ids the MDX parser gave —, the parser's reading of suspect links'
// lines, the OpenAPI specs as read and pages' MDX syntax verdicts (those of the run's Memos, core/site/memos.ts,
// which it reads into and saves from). With them a run reads, scans and parses only the pages and specs that are
// new since. Each kind of entry is named by a fingerprint of the code
// that computed it (those of ids, links, specs and syntax also cover the libraries, through the lockfile).
import {
  ANCHORS_FINGERPRINT,
  LINKS_FINGERPRINT,
  SPECS_FINGERPRINT,
  SYNTAX_FINGERPRINT,
} from '../core/generated/cache-fingerprints.generated.js';
import type { ConfirmedLinks } from '../core/mdx/confirm.js';
import type { LinkRef } from '../core/mdx/scan.js';
import { type Anchor, type PageAnchors } from '../core/mdx/anchor-model.js';
import type { Memos, ParsedIds, SyntaxVerdict, TextIds } from '../core/site/memos.js';
import type { Operation, SpecResult } from '../core/openapi/spec.js';
import type { SiteSource } from '../core/site/source.js';
import { KeptEntries } from './kept-entries.js';
import { ScanIndex } from './scan-index.js';

/** ParsedIds as JSON holds them: ids come back from the anchors, a missing content id as null. */
interface StoredParsed {
  anchors: { known: true; anchors: Anchor[] } | { known: false; reason: string };
  dir: string;
  imports: [string, string | null][];
}

/** A SpecResult as JSON holds it: the operations' table by key is built again from them. */
type StoredSpec =
  | { ok: true; file: string; operations: Operation[]; schemaProblem?: string }
  | { ok: false; message: string; tooDeep?: boolean };

export class RunCache {
  readonly index: ScanIndex;
  private readonly texts: KeptEntries<TextIds>;
  private readonly parsed: KeptEntries<StoredParsed>;
  private readonly confirmed: KeptEntries<ConfirmedLinks>;
  private readonly specs: KeptEntries<StoredSpec>;
  private readonly syntax: KeptEntries<SyntaxVerdict>;

  /**
   * `memos`: the run's (one per run, handed to each of its analyses too), which load fills and save reads; `dir`: the
   * folder, or undefined for none.
   */
  constructor(
    dir: string | undefined,
    readonly memos: Memos,
    anchorsFingerprint = ANCHORS_FINGERPRINT,
    linksFingerprint = LINKS_FINGERPRINT,
    specsFingerprint = SPECS_FINGERPRINT,
    syntaxFingerprint = SYNTAX_FINGERPRINT,
  ) {
    this.index = new ScanIndex(dir);
    // Texts' ids and confirmations are kept as the memos hold them: the stores read into and save from those maps.
    this.texts = new KeptEntries(dir, 'ids', anchorsFingerprint, isTextIds, { entries: memos.ids.texts });
    this.parsed = new KeptEntries(dir, 'parsed-ids', anchorsFingerprint, isStoredParsed);
    this.confirmed = new KeptEntries(dir, 'confirmed-links', linksFingerprint, isConfirmed, {
      entries: memos.confirm.confirmed,
    });
    this.specs = new KeptEntries(dir, 'specs', specsFingerprint, isStoredSpec);
    this.syntax = new KeptEntries(dir, 'syntax', syntaxFingerprint, isSyntaxVerdict, {
      entries: memos.syntax.verdicts,
    });
  }

  get scans(): ScanIndex['scans'] {
    return this.index.scans;
  }

  /** What went wrong reading or writing the folder, in order: each costs time, not correctness. */
  readonly notes: string[] = [];

  /** Runs `step`, and adds the notes the stores took meanwhile. */
  private noting(step: () => void): void {
    const stores = [
      this.index.notes,
      this.texts.notes,
      this.parsed.notes,
      this.confirmed.notes,
      this.specs.notes,
      this.syntax.notes,
    ];
    const before = stores.map((n) => n.length);
    step();
    stores.forEach((n, i) => this.notes.push(...n.slice(before[i])));
  }

  /** Reads the folder (once): scans join `scans`, the rest the memos. */
  load(): void {
    this.noting(() => {
      this.index.load();
      this.texts.load();
      this.parsed.load();
      this.confirmed.load();
      this.specs.load();
      this.syntax.load();
    });
    const { ids, specs } = this.memos;
    for (const [key, p] of this.parsed.entries) if (!ids.parsed.has(key)) ids.parsed.set(key, decode(p));
    for (const [key, s] of this.specs.entries) if (!specs.read.has(key)) specs.read.set(key, decodeSpec(s));
  }

  /** Keeps what this run used: the scans of the pages of `sources`, and the ids its analyses looked up. */
  save(sources: readonly (SiteSource | undefined)[]): void {
    this.noting(() => this.keep(sources));
  }

  private keep(sources: readonly (SiteSource | undefined)[]): void {
    this.index.save(sources);
    const { ids, confirm, specs, syntax } = this.memos;
    this.texts.save(ids.used.texts, ids.completed);
    for (const key of ids.used.parsed) {
      const p = ids.parsed.get(key);
      if (p) this.parsed.entries.set(key, encode(p));
    }
    this.parsed.save(ids.used.parsed);
    this.confirmed.save(confirm.used);
    for (const key of specs.used) {
      const spec = specs.read.get(key);
      if (spec) this.specs.entries.set(key, encodeSpec(spec));
    }
    this.specs.save(specs.used);
    this.syntax.save(syntax.used);
  }
}

function encodeSpec(r: SpecResult): StoredSpec {
  if (!r.ok) return r;
  const { file, operations, schemaProblem } = r.spec;
  return { ok: true, file, operations, ...(schemaProblem !== undefined && { schemaProblem }) };
}

function decodeSpec(s: StoredSpec): SpecResult {
  if (!s.ok) return { ok: false, message: s.message, ...(s.tooDeep ? { tooDeep: true } : {}) };
  // As parseSpec builds them: every field present (undefined when the spec has none), a later key over an earlier.
  const operations = s.operations.map((o): Operation => ({
    method: o.method,
    path: o.path,
    tag: o.tag,
    summary: o.summary,
    href: o.href,
    operationId: o.operationId,
  }));
  const byKey = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]));
  const problem = s.schemaProblem !== undefined ? { schemaProblem: s.schemaProblem } : {};
  return { ok: true, spec: { file: s.file, operations, byKey, ...problem } };
}

function isStoredSpec(v: unknown): v is StoredSpec {
  const s = v as {
    ok?: unknown;
    file?: unknown;
    operations?: unknown;
    message?: unknown;
    tooDeep?: unknown;
    schemaProblem?: unknown;
  } | null;
  if (typeof s !== 'object' || s === null) return false;
  if (s.ok === false) return typeof s.message === 'string' && (s.tooDeep === undefined || s.tooDeep === true);
  const text = (x: unknown): boolean => x === undefined || typeof x === 'string';
  return (
    s.ok === true &&
    typeof s.file === 'string' &&
    text(s.schemaProblem) &&
    Array.isArray(s.operations) &&
    (s.operations as Partial<Operation>[]).every(
      (o) =>
        typeof o === 'object' &&
        o !== null &&
        typeof o.method === 'string' &&
        typeof o.path === 'string' &&
        text(o.tag) &&
        text(o.summary) &&
        text(o.href) &&
        text(o.operationId),
    )
  );
}

function encode(p: ParsedIds): StoredParsed {
  const anchors = p.anchors.known
    ? { known: true as const, anchors: p.anchors.anchors }
    : { known: false as const, reason: p.anchors.reason };
  return { anchors, dir: p.dir, imports: p.imports.map(([path, id]) => [path, id ?? null]) };
}

function decode(p: StoredParsed): ParsedIds {
  const anchors: PageAnchors = p.anchors.known
    ? { known: true, anchors: p.anchors.anchors, ids: new Set(p.anchors.anchors.map((a) => a.id)) }
    : { known: false, reason: p.anchors.reason as 'mode' | 'api' | 'invalid-mdx' };
  return { anchors, dir: p.dir, imports: p.imports.map(([path, id]) => [path, id ?? undefined]), kept: true };
}

function isTextIds(v: unknown): v is TextIds {
  const t = v as Partial<TextIds> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    Array.isArray(t.plain) &&
    t.plain.every((x) => typeof x === 'string') &&
    Number.isInteger(t.size) &&
    (t.complete === undefined || typeof t.complete === 'boolean')
  );
}

const REASONS = new Set(['mode', 'api', 'invalid-mdx']);

function isStoredParsed(v: unknown): v is StoredParsed {
  const p = v as Partial<StoredParsed> | null;
  if (typeof p !== 'object' || p === null || typeof p.dir !== 'string' || !Array.isArray(p.imports)) return false;
  if (
    !p.imports.every((i) => Array.isArray(i) && typeof i[0] === 'string' && (i[1] === null || typeof i[1] === 'string'))
  )
    return false;
  const a = p.anchors as { known?: unknown; anchors?: unknown; reason?: unknown } | undefined;
  if (a?.known === false) return typeof a.reason === 'string' && REASONS.has(a.reason);
  return (
    a?.known === true &&
    Array.isArray(a.anchors) &&
    (a.anchors as Partial<Anchor>[]).every(
      (x) =>
        typeof x?.id === 'string' &&
        typeof x.kind === 'string' &&
        (x.line === undefined || Number.isInteger(x.line)) &&
        (x.snippet === undefined || typeof x.snippet === 'string'),
    )
  );
}

function isConfirmed(v: unknown): v is ConfirmedLinks {
  const c = v as Partial<ConfirmedLinks> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.whole === 'boolean' &&
    Array.isArray(c.blocks) &&
    c.blocks.every((b) => Array.isArray(b) && b.length === 2 && b.every((n) => Number.isInteger(n))) &&
    Array.isArray(c.links) &&
    c.links.every(isLink)
  );
}

/** A link as the parser gives it. */
function isLink(l: Partial<LinkRef> | null | undefined): boolean {
  return (
    typeof l?.url === 'string' && typeof l.kind === 'string' && Number.isInteger(l.line) && Number.isInteger(l.column)
  );
}

function isSyntaxVerdict(v: unknown): v is SyntaxVerdict {
  const s = v as { counted?: unknown; error?: { reason?: unknown; line?: unknown; column?: unknown } } | null;
  if (typeof s !== 'object' || s === null || !Number.isInteger(s.counted) || (s.counted as number) < 0) return false;
  const e = s.error;
  return (
    e === undefined ||
    (typeof e === 'object' &&
      e !== null &&
      typeof e.reason === 'string' &&
      Number.isInteger(e.line) &&
      Number.isInteger(e.column))
  );
}
