// Test-only "local GitHub": a loopback HTTP server speaking the REST API, for end-to-end tests.
//
// Every request is routed and validated with openapi-backend against GitHub's published description
// (api.github.com.json from @octokit/openapi), and so is every response the server builds, so neither
// the action's requests nor these fixtures can drift from the real API. Rules the description cannot
// express (body lengths, the review-comment diff rule, read-only tokens, the 3,000-file cap) are
// enforced here. Anything rejected lands in `invalid`, which tests assert to be empty. The git data API
// (blobs, trees, commits, refs) is backed by a real repository, GitHub's copy, when `git` names one.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import type { ErrorObject } from 'ajv';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export type UserType = 'User' | 'Bot' | 'Organization';
export interface FakeUser {
  login: string;
  id: number;
  type: UserType;
}

/** The author of everything written with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
const DEFAULT_AUTHOR: FakeUser = { login: 'octocat', id: 583231, type: 'User' };

export interface FakePullOptions {
  number?: number;
  title?: string;
  body?: string | null;
  headSha?: string;
  baseSha?: string;
  /** The `refs/pull/N/merge` commit (GITHUB_SHA on pull_request events). */
  mergeSha?: string | null;
  headRef?: string;
  baseRef?: string;
  author?: FakeUser;
  state?: 'open' | 'closed';
  draft?: boolean;
}
export type FakePull = Required<FakePullOptions>;

export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

/** A changed file as pulls/list-files reports it; derived from `diff` unless given explicitly. */
export interface FakeFile {
  filename: string;
  status?: FileStatus;
  additions?: number;
  deletions?: number;
  patch?: string;
  previous_filename?: string;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  pull?: FakePullOptions;
  /** Unified diff of the PR (`git diff base head`); decides which lines accept review comments. */
  diff?: string;
  /** Overrides the file list derived from `diff` (e.g. thousands of files to test the 3,000 cap). */
  files?: FakeFile[];
  /** Simulates a fork PR's token: every non-GET request gets 403. */
  readOnly?: boolean;
  /** When set, any other token is answered with 401 "Bad credentials". */
  token?: string;
  /** Serve under a prefix such as `/api/v3` to mimic GitHub Enterprise Server URLs. */
  pathPrefix?: string;
  /** The repository setting "Allow GitHub Actions to create and approve pull requests" (default off). */
  allowApprove?: boolean;
  /** Base of html_url fields (GITHUB_SERVER_URL). */
  serverUrl?: string;
  /** Start of the fake clock; every write advances it by one second so timestamps are deterministic. */
  startTime?: string;
  /**
   * GitHub's copy of the repository (a bare clone): the git data endpoints read and write its objects and
   * refs with real git. Without it those endpoints answer 404 and record the request as invalid.
   */
  git?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path relative to the API root (without `pathPrefix` and query). */
  path: string;
  operationId: string | undefined;
  query: Record<string, string>;
  body: unknown;
  headers: { authorization?: string; accept?: string; 'user-agent'?: string };
  authScheme: 'token' | 'bearer' | 'none' | 'other';
  status: number;
  /** When the request arrived (Date.now()), to check the client's pacing. */
  at: number;
}

export interface IssueComment {
  id: number;
  issueNumber: number;
  body: string;
  user: FakeUser;
  createdAt: string;
  updatedAt: string;
}

export type Side = 'LEFT' | 'RIGHT';
export type ReviewState = 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'PENDING';

export interface Review {
  id: number;
  body: string;
  state: ReviewState;
  commitId: string;
  user: FakeUser;
  submittedAt: string | null;
}

/** Where a review comment sits in the diff, after the server resolved it. */
export interface ResolvedThread {
  subjectType: 'line' | 'file';
  line: number | null;
  side: Side;
  startLine: number | null;
  startSide: Side | null;
  position: number | null;
  diffHunk: string;
}

export interface ReviewComment {
  id: number;
  reviewId: number | null;
  inReplyTo: number | null;
  path: string;
  commitId: string;
  body: string;
  user: FakeUser;
  createdAt: string;
  updatedAt: string;
  thread: ResolvedThread;
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckRun {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  startedAt: string;
  completedAt: string | null;
  detailsUrl: string | null;
  externalId: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  annotations: CheckAnnotation[];
}

export interface FakeGitHubState {
  owner: string;
  repo: string;
  pull: FakePull;
  /** Parsed `diff`, by file name (new name for renames). */
  diff: Map<string, DiffFile>;
  files: FakeFile[];
  issueComments: Map<number, IssueComment[]>;
  reviews: Review[];
  reviewComments: ReviewComment[];
  checkRuns: CheckRun[];
  /** Commits made through git/create-commit, oldest first. */
  gitCommits: string[];
}

export interface FakeGitHub {
  /** API root, e.g. http://127.0.0.1:PORT: what GITHUB_API_URL is set to. */
  url: string;
  requests: RecordedRequest[];
  state: FakeGitHubState;
  /** Every validation failure (requests, responses, unknown routes); tests assert it is empty. */
  invalid: string[];
  close(): Promise<void>;
  setReadOnly(readOnly: boolean): void;
  /**
   * The next `times` (default 1) valid requests to `operationId` ('*' = any) fail with `status`, before any
   * state changes. The body is GitHub's usual message for that status unless `message` is given: a 403 says
   * "Resource not accessible by integration"; for a secondary rate limit on 403, pass a message containing
   * "secondary rate limit" (what @octokit/plugin-throttling looks for) and e.g. a `retry-after` header.
   */
  failNext(
    operationId: string,
    status: number,
    times?: number,
    headers?: Record<string, string>,
    message?: string,
  ): void;
  /** Adds a comment written by someone else (default: a human), e.g. one that copies our marker. */
  seedComment(issueNumber: number, body: string, user?: FakeUser): IssueComment;
}

// ---------------------------------------------------------------------------------------------
// The OpenAPI backend: loaded once per process, shared by every server instance
// ---------------------------------------------------------------------------------------------

let backendPromise: Promise<OpenAPIBackend> | undefined;

function loadBackend(): Promise<OpenAPIBackend> {
  backendPromise ??= initBackend();
  return backendPromise;
}

// Under Jest, jest.config.js maps the ESM-only @apidevtools/json-schema-ref-parser (which openapi-backend
// require()s) to test/e2e/github/refparser-stub.cjs; quick mode with an in-memory definition needs no more.
async function initBackend(): Promise<OpenAPIBackend> {
  // Only the api.github.com file: the package root would load all ten descriptions (878 MB).
  const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
  const definition = JSON.parse(readFileSync(file, 'utf8')) as Document;
  allowNullInNullableEnums(definition);
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    strict: false,
    ajvOpts: { strict: false, validateFormats: false, allErrors: true },
  });
  await api.init();
  return api;
}

/**
 * The description marks fields such as check_run.conclusion `nullable` with an `enum` that omits null;
 * ajv then rejects the null GitHub really sends. OpenAPI 3.0.3 says null must be listed, so list it.
 */
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowNullInNullableEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(schema)) allowNullInNullableEnums(value);
}

// ---------------------------------------------------------------------------------------------
// Unified diff parsing: which lines of each file a review comment may target
// ---------------------------------------------------------------------------------------------

export interface DiffLine {
  kind: 'context' | 'add' | 'del' | 'meta';
  oldLine: number | null;
  newLine: number | null;
  /** GitHub's (deprecated) `position`: lines below the file's first @@ header. */
  position: number;
  text: string;
}
export interface DiffHunk {
  header: string;
  lines: DiffLine[];
}
export interface DiffFile {
  filename: string;
  previousFilename?: string;
  status: FileStatus;
  binary: boolean;
  additions: number;
  deletions: number;
  blobSha: string | null;
  hunks: DiffHunk[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

export function parseUnifiedDiff(diff: string): DiffFile[] {
  const lines = diff.split('\n');
  const files: DiffFile[] = [];
  let i = 0;
  while (i < lines.length) {
    if (isFileStart(lines[i]!)) {
      const parsed = parseFileBlock(lines, i);
      files.push(parsed.file);
      i = parsed.next;
    } else {
      i++;
    }
  }
  return files;
}

function isFileStart(line: string): boolean {
  return line.startsWith('diff --git ');
}

interface FileHeader {
  headerName: string;
  oldPath?: string;
  newPath?: string;
  renameFrom?: string;
  renameTo?: string;
}

function parseFileBlock(lines: string[], start: number): { file: DiffFile; next: number } {
  const header: FileHeader = { headerName: nameFromGitHeader(lines[start]!) };
  const file: DiffFile = {
    filename: '',
    status: 'modified',
    binary: false,
    additions: 0,
    deletions: 0,
    blobSha: null,
    hunks: [],
  };
  let i = start + 1;
  for (; i < lines.length && !isFileStart(lines[i]!) && !lines[i]!.startsWith('@@'); i++) {
    applyHeaderLine(file, header, lines[i]!);
  }
  let position = 0;
  while (i < lines.length && lines[i]!.startsWith('@@')) {
    // The first header is position 0; later headers count as lines (GitHub's definition).
    if (file.hunks.length > 0) position++;
    const parsed = parseHunk(lines, i, position);
    file.hunks.push(parsed.hunk);
    position = parsed.position;
    i = parsed.next;
  }
  while (i < lines.length && !isFileStart(lines[i]!)) i++;
  finishFile(file, header);
  return { file, next: i };
}

function applyHeaderLine(file: DiffFile, header: FileHeader, line: string): void {
  const after = (prefix: string) => unquoteGitPath(line.slice(prefix.length));
  if (line.startsWith('new file mode')) {
    file.status = 'added';
  } else if (line.startsWith('deleted file mode')) {
    file.status = 'removed';
  } else if (line.startsWith('rename from ') || line.startsWith('copy from ')) {
    header.renameFrom = after(line.startsWith('copy') ? 'copy from ' : 'rename from ');
    if (line.startsWith('copy')) file.status = 'copied';
  } else if (line.startsWith('rename to ') || line.startsWith('copy to ')) {
    header.renameTo = after(line.startsWith('copy') ? 'copy to ' : 'rename to ');
  } else if (line.startsWith('index ')) {
    file.blobSha = line.slice(6).split(' ')[0]!.split('..')[1] ?? null;
  } else if (line.startsWith('Binary files ') || line.startsWith('GIT binary patch')) {
    file.binary = true;
  } else if (line.startsWith('--- ')) {
    header.oldPath = stripSidePrefix(after('--- '));
  } else if (line.startsWith('+++ ')) {
    header.newPath = stripSidePrefix(after('+++ '));
  }
}

function finishFile(file: DiffFile, header: FileHeader): void {
  const dev = (p: string | undefined) => (p === '/dev/null' ? undefined : p);
  if (file.status === 'removed') {
    file.filename = dev(header.oldPath) ?? header.headerName;
  } else {
    file.filename = dev(header.newPath) ?? header.renameTo ?? header.headerName;
  }
  if (header.renameFrom !== undefined) {
    file.previousFilename = header.renameFrom;
    if (file.status === 'modified') file.status = 'renamed';
  }
  // A mode-only change has no hunks; GitHub calls it "changed".
  if (file.status === 'modified' && file.hunks.length === 0 && !file.binary) file.status = 'changed';
}

function parseHunk(
  lines: string[],
  start: number,
  headerPosition: number,
): { hunk: DiffHunk; next: number; position: number } {
  const header = lines[start]!;
  const m = HUNK_HEADER.exec(header);
  const hunk: DiffHunk = { header, lines: [] };
  if (!m) return { hunk, next: start + 1, position: headerPosition };
  let oldLine = Number(m[1]);
  let newLine = Number(m[3]);
  let oldLeft = m[2] === undefined ? 1 : Number(m[2]);
  let newLeft = m[4] === undefined ? 1 : Number(m[4]);
  let position = headerPosition;
  let i = start + 1;
  for (; i < lines.length; i++) {
    const text = lines[i]!;
    const marker = text[0] ?? ' ';
    if (marker === '\\') {
      hunk.lines.push({ kind: 'meta', oldLine: null, newLine: null, position: ++position, text });
      continue;
    }
    if (oldLeft <= 0 && newLeft <= 0) break;
    if (marker === '+') {
      hunk.lines.push({ kind: 'add', oldLine: null, newLine: newLine++, position: ++position, text });
      newLeft--;
    } else if (marker === '-') {
      hunk.lines.push({ kind: 'del', oldLine: oldLine++, newLine: null, position: ++position, text });
      oldLeft--;
    } else if (marker === ' ') {
      hunk.lines.push({ kind: 'context', oldLine: oldLine++, newLine: newLine++, position: ++position, text });
      oldLeft--;
      newLeft--;
    } else {
      break;
    }
  }
  return { hunk, next: i, position };
}

/** `diff --git a/x b/x` → `x`; only used when no ---/+++ or rename lines name the file. */
function nameFromGitHeader(line: string): string {
  const rest = line.slice('diff --git '.length);
  if (rest.startsWith('"')) {
    const end = closingQuote(rest);
    return stripSidePrefix(unquoteGitPath(rest.slice(0, end + 1)));
  }
  // Both names are equal unless the file was renamed (and then rename lines exist).
  const half = (rest.length - 1) / 2;
  if (Number.isInteger(half) && rest.slice(2, half) === rest.slice(half + 3)) return rest.slice(2, half);
  const split = rest.lastIndexOf(' b/');
  return stripSidePrefix(split > 0 ? rest.slice(split + 1) : rest);
}

function closingQuote(s: string): number {
  for (let i = 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i;
  }
  return s.length - 1;
}

function stripSidePrefix(path: string): string {
  return path.startsWith('a/') || path.startsWith('b/') ? path.slice(2) : path;
}

const C_ESCAPES: Record<string, number> = { n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11, '\\': 92, '"': 34 };

/** Git quotes unusual paths C-style, with octal escapes for UTF-8 bytes. */
function unquoteGitPath(raw: string): string {
  if (!raw.startsWith('"') || !raw.endsWith('"') || raw.length < 2) return raw;
  const bytes: number[] = [];
  const body = raw.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      bytes.push(...Buffer.from(c, 'utf8'));
    } else if (/[0-7]{3}/.test(body.slice(i + 1, i + 4))) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      const next = body[++i] ?? '';
      bytes.push(C_ESCAPES[next] ?? next.charCodeAt(0));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function patchText(file: DiffFile): string {
  return file.hunks.flatMap((h) => [h.header, ...h.lines.map((l) => l.text)]).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Review threads: does a comment target a line of the diff?
// ---------------------------------------------------------------------------------------------

export interface ThreadInput {
  path: string;
  line?: number;
  side?: string;
  start_line?: number;
  start_side?: string;
  position?: number;
  subject_type?: string;
}
export type ThreadProblem = 'path' | 'line' | 'position' | 'start_hunk' | 'start_order';
export type ThreadResult = { ok: true; thread: ResolvedThread } | { ok: false; problems: ThreadProblem[] };

export function resolveThread(diff: ReadonlyMap<string, DiffFile>, input: ThreadInput): ThreadResult {
  const file = diff.get(input.path);
  if (!file) return { ok: false, problems: ['path'] };
  if (input.subject_type === 'file') {
    const thread: ResolvedThread = {
      subjectType: 'file',
      line: null,
      side: 'RIGHT',
      startLine: null,
      startSide: null,
      position: null,
      diffHunk: file.hunks[0]?.header ?? '',
    };
    return { ok: true, thread };
  }
  if (input.line === undefined) {
    return input.position === undefined ? { ok: false, problems: ['line'] } : threadAtPosition(file, input.position);
  }
  const side = toSide(input.side ?? 'RIGHT');
  const end = side && findLine(file, input.line, side);
  if (!side || !end) return { ok: false, problems: ['line'] };
  const thread = threadAt(end.hunk, end.index, side);
  if (input.start_line === undefined) return { ok: true, thread };
  const startSide = toSide(input.start_side ?? side) ?? side;
  const start = findLine(file, input.start_line, startSide);
  if (!start || start.hunk !== end.hunk) return { ok: false, problems: ['start_hunk'] };
  if (start.index >= end.index) return { ok: false, problems: ['start_order'] };
  return { ok: true, thread: { ...thread, startLine: input.start_line, startSide } };
}

function toSide(side: string): Side | undefined {
  return side === 'LEFT' || side === 'RIGHT' ? side : undefined;
}

/** RIGHT-side lines are context or added lines; LEFT-side lines are context or deleted lines. */
function findLine(file: DiffFile, line: number, side: Side): { hunk: DiffHunk; index: number } | undefined {
  for (const hunk of file.hunks) {
    const index = hunk.lines.findIndex((l) =>
      side === 'RIGHT' ? l.kind !== 'del' && l.newLine === line : l.kind !== 'add' && l.oldLine === line,
    );
    if (index >= 0) return { hunk, index };
  }
  return undefined;
}

function threadAtPosition(file: DiffFile, position: number): ThreadResult {
  for (const hunk of file.hunks) {
    const index = hunk.lines.findIndex((l) => l.position === position && l.kind !== 'meta');
    if (index >= 0) {
      const side: Side = hunk.lines[index]!.kind === 'del' ? 'LEFT' : 'RIGHT';
      return { ok: true, thread: threadAt(hunk, index, side) };
    }
  }
  return { ok: false, problems: ['position'] };
}

function threadAt(hunk: DiffHunk, index: number, side: Side): ResolvedThread {
  const target = hunk.lines[index]!;
  const diffHunk = [hunk.header, ...hunk.lines.slice(0, index + 1).map((l) => l.text)].join('\n');
  const line = side === 'RIGHT' ? target.newLine : target.oldLine;
  return { subjectType: 'line', line, side, startLine: null, startSide: null, position: target.position, diffHunk };
}

// ---------------------------------------------------------------------------------------------
// Server internals
// ---------------------------------------------------------------------------------------------

interface Failure {
  operationId: string;
  status: number;
  remaining: number;
  headers: Record<string, string>;
  message: string | undefined;
}

interface World {
  api: string;
  web: string;
  state: FakeGitHubState;
  git: string | undefined;
  /** Heads the pull request had before its branch was moved through the git data API. */
  earlierHeads: string[];
  readOnly: boolean;
  allowApprove: boolean;
  token: string | undefined;
  failures: Failure[];
  repoId: number;
  tick(): string;
  nextId(): number;
}

interface Call {
  op: Operation;
  params: Record<string, string>;
  query: URLSearchParams;
  url: URL;
  body: unknown;
  accept: string;
}

interface Reply {
  status: number;
  body?: unknown;
  /** Non-JSON payload (the diff media type). */
  text?: string;
  headers?: Record<string, string>;
  /** A rule violation: the reply is sent and the message recorded in `invalid`. */
  invalid?: string;
}

type Handler = (w: World, call: Call) => Reply;

const MAX_BODY = 65536;
const MAX_LISTED_FILES = 3000;
const MAX_DIFF_FILES = 300;

function docsUrl(op: Operation | undefined): string {
  return op?.externalDocs?.url ?? 'https://docs.github.com/rest';
}

function basicError(status: number, message: string, op?: Operation, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { message, documentation_url: docsUrl(op), status: String(status), ...extra } };
}

function notFound(op?: Operation): Reply {
  return basicError(404, 'Not Found', op);
}

/** Rails-style "a, b, and c": how GitHub joins several review-thread errors into one string. */
function toSentence(parts: string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

/** GitHub counts characters (code points), not UTF-16 units. */
function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function tooLong(body: string | undefined): boolean {
  return body !== undefined && body.length > MAX_BODY && charLength(body) > MAX_BODY;
}

function bodyTooLong(op: Operation, resource: string): Reply {
  const message = `body is too long (maximum is ${MAX_BODY} characters)`;
  const errors = [{ resource, code: 'custom', field: 'body', message }];
  return { ...basicError(422, 'Validation Failed', op, { errors }), invalid: `${resource}: ${message}` };
}

/** GitHub's "Validation Error Simple" shape, used by pulls/create-review. */
function unprocessable(op: Operation, messages: string[]): Reply {
  const message = toSentence([...new Set(messages)]);
  return { ...basicError(422, 'Unprocessable Entity', op, { errors: [message] }), invalid: message };
}

/** The body has been checked against the description before any handler runs. */
function validated<T>(call: Call): T {
  return call.body as T;
}

function isoAfter(start: string, seconds: number): string {
  return new Date(Date.parse(start) + seconds * 1000).toISOString().replace('.000Z', 'Z');
}

function nodeId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(`0:${id}`).toString('base64url')}`;
}

// ---------------------------------------------------------------------------------------------
// JSON builders: only what the description requires, plus fields clients commonly read
// ---------------------------------------------------------------------------------------------

function userJson(w: World, u: FakeUser): Record<string, unknown> {
  const url = `${w.api}/users/${encodeURIComponent(u.login)}`;
  const html = u.type === 'Bot' ? `${w.web}/apps/${u.login.replace(/\[bot\]$/, '')}` : `${w.web}/${u.login}`;
  return {
    login: u.login,
    id: u.id,
    node_id: Buffer.from(`04:${u.type}${u.id}`).toString('base64'),
    avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
    gravatar_id: '',
    url,
    html_url: html,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: u.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

function association(w: World, u: FakeUser): string {
  if (u.login === w.state.owner) return 'OWNER';
  return u.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR';
}

function repoApi(w: World): string {
  return `${w.api}/repos/${w.state.owner}/${w.state.repo}`;
}

function repoWeb(w: World): string {
  return `${w.web}/${w.state.owner}/${w.state.repo}`;
}

function pullApi(w: World): string {
  return `${repoApi(w)}/pulls/${w.state.pull.number}`;
}

function pullWeb(w: World): string {
  return `${repoWeb(w)}/pull/${w.state.pull.number}`;
}

function issueCommentJson(w: World, c: IssueComment): Record<string, unknown> {
  return {
    id: c.id,
    node_id: nodeId('IC', c.id),
    url: `${repoApi(w)}/issues/comments/${c.id}`,
    html_url: `${repoWeb(w)}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    body: c.body,
    user: userJson(w, c.user),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    issue_url: `${repoApi(w)}/issues/${c.issueNumber}`,
    author_association: association(w, c.user),
  };
}

function reviewJson(w: World, r: Review): Record<string, unknown> {
  const html = `${pullWeb(w)}#pullrequestreview-${r.id}`;
  return {
    id: r.id,
    node_id: nodeId('PRR', r.id),
    user: userJson(w, r.user),
    body: r.body,
    state: r.state,
    html_url: html,
    pull_request_url: pullApi(w),
    _links: { html: { href: html }, pull_request: { href: pullApi(w) } },
    ...(r.submittedAt ? { submitted_at: r.submittedAt } : {}),
    commit_id: r.commitId,
    author_association: association(w, r.user),
  };
}

function reviewCommentJson(w: World, c: ReviewComment): Record<string, unknown> {
  const t = c.thread;
  const url = `${repoApi(w)}/pulls/comments/${c.id}`;
  const html = `${pullWeb(w)}#discussion_r${c.id}`;
  const lineFields = t.line === null ? {} : { line: t.line, original_line: t.line };
  const positionFields = t.position === null ? {} : { position: t.position, original_position: t.position };
  return {
    url,
    pull_request_review_id: c.reviewId,
    id: c.id,
    node_id: nodeId('PRRC', c.id),
    diff_hunk: t.diffHunk,
    path: c.path,
    ...positionFields,
    commit_id: c.commitId,
    original_commit_id: c.commitId,
    ...(c.inReplyTo === null ? {} : { in_reply_to_id: c.inReplyTo }),
    user: userJson(w, c.user),
    body: c.body,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    html_url: html,
    pull_request_url: pullApi(w),
    author_association: association(w, c.user),
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullApi(w) } },
    start_line: t.startLine,
    original_start_line: t.startLine,
    start_side: t.startSide,
    ...lineFields,
    side: t.side,
    subject_type: t.subjectType,
  };
}

const ACTIONS_APP = {
  id: 15368,
  slug: 'github-actions',
  node_id: 'MDM6QXBwMTUzNjg=',
  name: 'GitHub Actions',
  description: 'Automate your workflow from idea to production',
  external_url: 'https://help.github.com/en/actions',
  created_at: '2018-07-30T09:30:17Z',
  updated_at: '2024-04-10T20:33:16Z',
  permissions: { checks: 'write', issues: 'write', pull_requests: 'write', metadata: 'read' },
  events: ['check_run', 'check_suite', 'pull_request', 'push'],
};

function checkRunJson(w: World, r: CheckRun): Record<string, unknown> {
  const url = `${repoApi(w)}/check-runs/${r.id}`;
  const html = `${repoWeb(w)}/runs/${r.id}`;
  return {
    id: r.id,
    head_sha: r.headSha,
    node_id: nodeId('CR', r.id),
    external_id: r.externalId,
    url,
    html_url: html,
    details_url: r.detailsUrl ?? html,
    status: r.status,
    conclusion: r.conclusion,
    started_at: r.startedAt,
    completed_at: r.completedAt,
    output: { ...r.output, annotations_count: r.annotations.length, annotations_url: `${url}/annotations` },
    name: r.name,
    check_suite: { id: w.repoId * 10 + 1 },
    app: {
      ...ACTIONS_APP,
      html_url: `${w.web}/apps/github-actions`,
      owner: userJson(w, { login: 'github', id: 9919, type: 'Organization' }),
    },
    pull_requests: r.headSha === w.state.pull.headSha ? [pullRefJson(w)] : [],
  };
}

function pullRefJson(w: World): Record<string, unknown> {
  const p = w.state.pull;
  const repo = { id: w.repoId, url: repoApi(w), name: w.state.repo };
  return {
    id: w.repoId * 100 + p.number,
    number: p.number,
    url: pullApi(w),
    head: { ref: p.headRef, sha: p.headSha, repo },
    base: { ref: p.baseRef, sha: p.baseSha, repo },
  };
}

function annotationJson(w: World, r: CheckRun, a: CheckAnnotation): Record<string, unknown> {
  return {
    path: a.path,
    blob_href: `${repoWeb(w)}/blob/${r.headSha}/${a.path}`,
    start_line: a.start_line,
    end_line: a.end_line,
    start_column: a.start_column ?? null,
    end_column: a.end_column ?? null,
    annotation_level: a.annotation_level,
    title: a.title ?? null,
    message: a.message,
    raw_details: a.raw_details ?? null,
  };
}

function fileJson(w: World, f: FakeFile): Record<string, unknown> {
  const blob = `${repoWeb(w)}/blob/${w.state.pull.headSha}/${encodeURI(f.filename)}`;
  const additions = f.additions ?? 0;
  const deletions = f.deletions ?? 0;
  return {
    sha: w.state.diff.get(f.filename)?.blobSha ?? null,
    filename: f.filename,
    status: f.status ?? 'modified',
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: blob,
    raw_url: blob.replace('/blob/', '/raw/'),
    contents_url: `${repoApi(w)}/contents/${encodeURI(f.filename)}?ref=${w.state.pull.headSha}`,
    ...(f.patch === undefined ? {} : { patch: f.patch }),
    ...(f.previous_filename === undefined ? {} : { previous_filename: f.previous_filename }),
  };
}

const REPO_URL_TEMPLATES: Record<string, string> = {
  archive_url: '/{archive_format}{/ref}',
  assignees_url: '/assignees{/user}',
  blobs_url: '/git/blobs{/sha}',
  branches_url: '/branches{/branch}',
  collaborators_url: '/collaborators{/collaborator}',
  comments_url: '/comments{/number}',
  commits_url: '/commits{/sha}',
  compare_url: '/compare/{base}...{head}',
  contents_url: '/contents/{+path}',
  contributors_url: '/contributors',
  deployments_url: '/deployments',
  downloads_url: '/downloads',
  events_url: '/events',
  forks_url: '/forks',
  git_commits_url: '/git/commits{/sha}',
  git_refs_url: '/git/refs{/sha}',
  git_tags_url: '/git/tags{/sha}',
  hooks_url: '/hooks',
  issue_comment_url: '/issues/comments{/number}',
  issue_events_url: '/issues/events{/number}',
  issues_url: '/issues{/number}',
  keys_url: '/keys{/key_id}',
  labels_url: '/labels{/name}',
  languages_url: '/languages',
  merges_url: '/merges',
  milestones_url: '/milestones{/number}',
  notifications_url: '/notifications{?since,all,participating}',
  pulls_url: '/pulls{/number}',
  releases_url: '/releases{/id}',
  stargazers_url: '/stargazers',
  statuses_url: '/statuses/{sha}',
  subscribers_url: '/subscribers',
  subscription_url: '/subscription',
  tags_url: '/tags',
  teams_url: '/teams',
  trees_url: '/git/trees{/sha}',
};

function repoJson(w: World): Record<string, unknown> {
  const { owner, repo } = w.state;
  const api = repoApi(w);
  const urls = Object.fromEntries(Object.entries(REPO_URL_TEMPLATES).map(([k, suffix]) => [k, api + suffix]));
  const host = new URL(w.web).host;
  return {
    ...urls,
    id: w.repoId,
    node_id: Buffer.from(`010:Repository${w.repoId}`).toString('base64'),
    name: repo,
    full_name: `${owner}/${repo}`,
    owner: userJson(w, { login: owner, id: w.repoId + 1, type: 'Organization' }),
    private: false,
    html_url: repoWeb(w),
    description: null,
    fork: false,
    url: api,
    git_url: `git://${host}/${owner}/${repo}.git`,
    ssh_url: `git@${host}:${owner}/${repo}.git`,
    clone_url: `${repoWeb(w)}.git`,
    svn_url: repoWeb(w),
    mirror_url: null,
    homepage: null,
    language: 'MDX',
    size: 1,
    default_branch: w.state.pull.baseRef,
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    open_issues: 1,
    open_issues_count: 1,
    network_count: 0,
    subscribers_count: 0,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'public',
    license: null,
    topics: [],
    pushed_at: isoAfter('2025-12-31T00:00:00Z', 0),
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2025-12-31T00:00:00Z',
  };
}

function pullJson(w: World): Record<string, unknown> {
  const p = w.state.pull;
  const api = pullApi(w);
  const issue = `${repoApi(w)}/issues/${p.number}`;
  const files = w.state.files;
  const sum = (key: 'additions' | 'deletions') => files.reduce((n, f) => n + (f[key] ?? 0), 0);
  const issueComments = w.state.issueComments.get(p.number)?.length ?? 0;
  const link = (href: string) => ({ href });
  const branch = (ref: string, sha: string) => ({
    label: `${w.state.owner}:${ref}`,
    ref,
    sha,
    user: userJson(w, { login: w.state.owner, id: w.repoId + 1, type: 'Organization' }),
    repo: repoJson(w),
  });
  return {
    url: api,
    id: w.repoId * 100 + p.number,
    node_id: nodeId('PR', p.number),
    html_url: pullWeb(w),
    diff_url: `${pullWeb(w)}.diff`,
    patch_url: `${pullWeb(w)}.patch`,
    issue_url: issue,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${repoApi(w)}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${repoApi(w)}/statuses/${p.headSha}`,
    number: p.number,
    state: p.state,
    locked: false,
    title: p.title,
    user: userJson(w, p.author),
    body: p.body,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: '2025-12-31T12:00:00Z',
    updated_at: '2025-12-31T12:00:00Z',
    closed_at: null,
    merged_at: null,
    merge_commit_sha: p.mergeSha,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: branch(p.headRef, p.headSha),
    base: branch(p.baseRef, p.baseSha),
    _links: {
      self: link(api),
      html: link(pullWeb(w)),
      issue: link(issue),
      comments: link(`${issue}/comments`),
      review_comments: link(`${api}/comments`),
      review_comment: link(`${repoApi(w)}/pulls/comments{/number}`),
      commits: link(`${api}/commits`),
      statuses: link(`${repoApi(w)}/statuses/${p.headSha}`),
    },
    author_association: association(w, p.author),
    auto_merge: null,
    draft: p.draft,
    merged: false,
    mergeable: true,
    rebaseable: true,
    mergeable_state: 'clean',
    merged_by: null,
    comments: issueComments,
    review_comments: w.state.reviewComments.length,
    maintainer_can_modify: false,
    commits: 1,
    additions: sum('additions'),
    deletions: sum('deletions'),
    changed_files: files.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Pagination with real Link headers
// ---------------------------------------------------------------------------------------------

function paginate<T>(items: T[], call: Call): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(call.query.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(call.query.get('page') ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = linkHeader(call.url, page, last);
  return { items: items.slice((page - 1) * perPage, page * perPage), headers: link ? { link } : {} };
}

function linkHeader(url: URL, page: number, last: number): string {
  const to = (n: number, rel: string) => {
    const u = new URL(url);
    u.searchParams.set('page', String(n));
    return `<${u.href}>; rel="${rel}"`;
  };
  const parts: string[] = [];
  if (page > 1) parts.push(to(Math.min(page - 1, last), 'prev'));
  if (page < last) parts.push(to(page + 1, 'next'), to(last, 'last'));
  if (page > 1) parts.push(to(1, 'first'));
  return parts.join(', ');
}

function listReply<T>(call: Call, items: T[], render: (item: T) => unknown): Reply {
  const page = paginate(items, call);
  return { status: 200, body: page.items.map(render), headers: page.headers };
}

// ---------------------------------------------------------------------------------------------
// Handlers, by operationId
// ---------------------------------------------------------------------------------------------

function findIssueComment(w: World, id: number): IssueComment | undefined {
  for (const list of w.state.issueComments.values()) {
    const found = list.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

function addIssueComment(w: World, issueNumber: number, body: string, user: FakeUser): IssueComment {
  const now = w.tick();
  const comment: IssueComment = { id: w.nextId(), issueNumber, body, user, createdAt: now, updatedAt: now };
  const list = w.state.issueComments.get(issueNumber) ?? [];
  list.push(comment);
  w.state.issueComments.set(issueNumber, list);
  return comment;
}

const issueHandlers: Record<string, Handler> = {
  'issues/list-comments': (w, call) => {
    const since = call.query.get('since');
    const all = w.state.issueComments.get(Number(call.params.issue_number)) ?? [];
    const items = since ? all.filter((c) => c.updatedAt >= since) : all;
    return listReply(call, items, (c) => issueCommentJson(w, c));
  },
  'issues/create-comment': (w, call) => {
    const { body } = validated<{ body: string }>(call);
    if (tooLong(body)) return bodyTooLong(call.op, 'IssueComment');
    const comment = addIssueComment(w, Number(call.params.issue_number), body, ACTIONS_BOT);
    const json = issueCommentJson(w, comment);
    return { status: 201, body: json, headers: { location: String(json.url) } };
  },
  'issues/update-comment': (w, call) => {
    const { body } = validated<{ body: string }>(call);
    const comment = findIssueComment(w, Number(call.params.comment_id));
    if (!comment) return notFound(call.op);
    if (tooLong(body)) return bodyTooLong(call.op, 'IssueComment');
    comment.body = body;
    comment.updatedAt = w.tick();
    return { status: 200, body: issueCommentJson(w, comment) };
  },
  'issues/delete-comment': (w, call) => {
    const comment = findIssueComment(w, Number(call.params.comment_id));
    if (!comment) return notFound(call.op);
    const list = w.state.issueComments.get(comment.issueNumber) ?? [];
    list.splice(list.indexOf(comment), 1);
    w.tick();
    return { status: 204 };
  },
};

const REVIEW_STATE: Record<string, ReviewState> = {
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
  COMMENT: 'COMMENTED',
};

const THREAD_SENTENCES: Record<ThreadProblem, string[]> = {
  path: ['Pull request review thread path is invalid', "Pull request review thread diff hunk can't be blank"],
  line: [
    'Pull request review thread line must be part of the diff',
    "Pull request review thread diff hunk can't be blank",
  ],
  position: ['Pull request review thread position is invalid', "Pull request review thread diff hunk can't be blank"],
  start_hunk: ['Pull request review thread start line must be part of the same hunk as the line.'],
  start_order: ['Pull request review thread start line must precede the end line.'],
};

interface ReviewCommentInput extends ThreadInput {
  body: string;
}
interface CreateReviewBody {
  commit_id?: string;
  body?: string;
  event?: string;
  comments?: ReviewCommentInput[];
}

/** Everything GitHub would refuse in a create-review request, as its error sentences. */
function reviewProblems(w: World, req: CreateReviewBody, commitId: string): string[] {
  const problems: string[] = [];
  // An earlier head of the pull request is accepted too (its comments may show as outdated).
  if (commitId !== w.state.pull.headSha && !w.earlierHeads.includes(commitId))
    problems.push(`No commit found for SHA: ${commitId}`);
  if (tooLong(req.body)) problems.push(`Body is too long (maximum is ${MAX_BODY} characters)`);
  if (req.event === 'APPROVE' && !w.allowApprove)
    problems.push('GitHub Actions is not permitted to approve pull requests.');
  const pending = w.state.reviews.some((r) => r.state === 'PENDING' && r.user.id === ACTIONS_BOT.id);
  if (req.event === undefined && pending) problems.push('User can only have one pending review per pull request');
  for (const c of req.comments ?? []) {
    if (tooLong(c.body)) problems.push(`Body is too long (maximum is ${MAX_BODY} characters)`);
    const resolved = resolveThread(w.state.diff, c);
    if (!resolved.ok) problems.push(...resolved.problems.flatMap((p) => THREAD_SENTENCES[p]));
  }
  return problems;
}

function addReview(w: World, body: string, state: ReviewState, commitId: string): Review {
  const now = w.tick();
  const review: Review = {
    id: w.nextId(),
    body,
    state,
    commitId,
    user: ACTIONS_BOT,
    submittedAt: state === 'PENDING' ? null : now,
  };
  w.state.reviews.push(review);
  return review;
}

function addReviewComment(
  w: World,
  fields: Omit<ReviewComment, 'id' | 'createdAt' | 'updatedAt' | 'user'>,
): ReviewComment {
  const now = w.tick();
  const comment: ReviewComment = { ...fields, id: w.nextId(), user: ACTIONS_BOT, createdAt: now, updatedAt: now };
  w.state.reviewComments.push(comment);
  return comment;
}

function findReviewComment(w: World, id: number): ReviewComment | undefined {
  return w.state.reviewComments.find((c) => c.id === id);
}

interface CreateReviewCommentBody extends ThreadInput {
  body: string;
  commit_id: string;
  in_reply_to?: number;
}

/** pulls/create-review-comment answers with GitHub's object-style validation errors. */
function threadErrors(problems: ThreadProblem[]): Record<string, string>[] {
  const resource = 'PullRequestReviewComment';
  const field = (name: string) => `pull_request_review_thread.${name}`;
  const blank = { resource, code: 'missing_field', field: field('diff_hunk') };
  const byProblem: Record<ThreadProblem, Record<string, string>[]> = {
    path: [{ resource, code: 'invalid', field: field('path') }, blank],
    line: [{ resource, code: 'custom', field: field('line'), message: 'could not be resolved' }],
    position: [{ resource, code: 'invalid', field: 'position' }, blank],
    start_hunk: [
      {
        resource,
        code: 'custom',
        field: field('start_line'),
        message: `${field('start_line')} must be part of the same hunk as the line.`,
      },
    ],
    start_order: [
      {
        resource,
        code: 'custom',
        field: field('start_line'),
        message: `${field('start_line')} must precede the end line.`,
      },
    ],
  };
  return problems.flatMap((p) => byProblem[p]);
}

function validationFailed(op: Operation, errors: Record<string, string>[]): Reply {
  const summary = errors.map((e) => `${e.field} ${e.message ?? e.code}`).join('; ');
  return { ...basicError(422, 'Validation Failed', op, { errors }), invalid: summary };
}

function createReply(w: World, call: Call, req: CreateReviewCommentBody): Reply {
  const parent = findReviewComment(w, req.in_reply_to ?? -1);
  if (!parent) return notFound(call.op);
  if (tooLong(req.body)) return bodyTooLong(call.op, 'PullRequestReviewComment');
  const { path, commitId, thread, reviewId } = parent;
  const comment = addReviewComment(w, { reviewId, inReplyTo: parent.id, path, commitId, body: req.body, thread });
  return { status: 201, body: reviewCommentJson(w, comment) };
}

const pullHandlers: Record<string, Handler> = {
  'pulls/get': (w, call) => {
    if (!/\bdiff\b/.test(call.accept)) return { status: 200, body: pullJson(w) };
    if (w.state.files.length > MAX_DIFF_FILES) {
      const message = `Sorry, the diff exceeded the maximum number of files (${MAX_DIFF_FILES}). Consider using 'List pull requests files' API or locally cloning the repository instead.`;
      return basicError(406, message, call.op, {
        errors: [{ resource: 'PullRequest', field: 'diff', code: 'too_large' }],
      });
    }
    return { status: 200, text: [...w.state.diff.values()].map(fileDiffText).join('') };
  },
  'pulls/list-files': (w, call) => listReply(call, w.state.files.slice(0, MAX_LISTED_FILES), (f) => fileJson(w, f)),
  'pulls/list-reviews': (w, call) => listReply(call, w.state.reviews, (r) => reviewJson(w, r)),
  'pulls/create-review': (w, call) => {
    const req = validated<CreateReviewBody>(call);
    const commitId = req.commit_id ?? w.state.pull.headSha;
    const problems = reviewProblems(w, req, commitId);
    if (problems.length > 0) return unprocessable(call.op, problems);
    const review = addReview(w, req.body ?? '', req.event ? REVIEW_STATE[req.event]! : 'PENDING', commitId);
    for (const c of req.comments ?? []) {
      const resolved = resolveThread(w.state.diff, c);
      if (resolved.ok)
        addReviewComment(w, {
          reviewId: review.id,
          inReplyTo: null,
          path: c.path,
          commitId,
          body: c.body,
          thread: resolved.thread,
        });
    }
    return { status: 200, body: reviewJson(w, review) };
  },
  'pulls/list-review-comments': (w, call) => {
    const sorted = sortReviewComments(w.state.reviewComments, call.query);
    return listReply(call, sorted, (c) => reviewCommentJson(w, c));
  },
  'pulls/create-review-comment': (w, call) => {
    const req = validated<CreateReviewCommentBody>(call);
    if (req.in_reply_to !== undefined) return createReply(w, call, req);
    if (req.commit_id !== w.state.pull.headSha) {
      const field = 'pull_request_review_thread.end_commit_oid';
      return validationFailed(call.op, [
        {
          resource: 'PullRequestReviewComment',
          code: 'custom',
          field,
          message: `${field} is not part of the pull request`,
        },
      ]);
    }
    if (tooLong(req.body)) return bodyTooLong(call.op, 'PullRequestReviewComment');
    const resolved = resolveThread(w.state.diff, req);
    if (!resolved.ok) return validationFailed(call.op, threadErrors(resolved.problems));
    // A lone review comment is wrapped in a review of its own, as on GitHub.
    const review = addReview(w, '', 'COMMENTED', req.commit_id);
    const comment = addReviewComment(w, {
      reviewId: review.id,
      inReplyTo: null,
      path: req.path,
      commitId: req.commit_id,
      body: req.body,
      thread: resolved.thread,
    });
    return { status: 201, body: reviewCommentJson(w, comment) };
  },
  'pulls/update-review-comment': (w, call) => {
    const { body } = validated<{ body: string }>(call);
    const comment = findReviewComment(w, Number(call.params.comment_id));
    if (!comment) return notFound(call.op);
    if (tooLong(body)) return bodyTooLong(call.op, 'PullRequestReviewComment');
    comment.body = body;
    comment.updatedAt = w.tick();
    return { status: 200, body: reviewCommentJson(w, comment) };
  },
  'pulls/delete-review-comment': (w, call) => {
    const comment = findReviewComment(w, Number(call.params.comment_id));
    if (!comment) return notFound(call.op);
    w.state.reviewComments.splice(w.state.reviewComments.indexOf(comment), 1);
    w.tick();
    return { status: 204 };
  },
};

function sortReviewComments(comments: ReviewComment[], query: URLSearchParams): ReviewComment[] {
  const since = query.get('since');
  const key = query.get('sort') === 'updated' ? 'updatedAt' : 'createdAt';
  const direction = query.get('direction') === 'desc' ? -1 : 1;
  const filtered = since ? comments.filter((c) => c.updatedAt >= since) : [...comments];
  return filtered.sort((a, b) => direction * (a[key].localeCompare(b[key]) || a.id - b.id));
}

/** Re-renders one parsed file as `git diff` text (what the diff media type returns). */
function fileDiffText(f: DiffFile): string {
  const old = f.previousFilename ?? f.filename;
  const head = [`diff --git a/${old} b/${f.filename}`];
  if (f.status === 'added') head.push('new file mode 100644', '--- /dev/null', `+++ b/${f.filename}`);
  else if (f.status === 'removed') head.push('deleted file mode 100644', `--- a/${old}`, '+++ /dev/null');
  else if (f.hunks.length > 0) head.push(`--- a/${old}`, `+++ b/${f.filename}`);
  const patch = patchText(f);
  return `${head.join('\n')}\n${patch ? `${patch}\n` : ''}`;
}

interface CheckOutputInput {
  title?: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}
interface CheckRunBody {
  name?: string;
  head_sha?: string;
  details_url?: string;
  external_id?: string;
  status?: string;
  conclusion?: string;
  started_at?: string;
  completed_at?: string;
  output?: CheckOutputInput;
}

function knownShas(w: World): string[] {
  const p = w.state.pull;
  return [p.headSha, p.baseSha, ...(p.mergeSha ? [p.mergeSha] : [])];
}

/** Applies create/update fields; annotations append, the rest of `output` replaces. */
function applyCheckRun(w: World, run: CheckRun, req: CheckRunBody): void {
  if (req.name !== undefined) run.name = req.name;
  if (req.details_url !== undefined) run.detailsUrl = req.details_url;
  if (req.external_id !== undefined) run.externalId = req.external_id;
  if (req.started_at !== undefined) run.startedAt = req.started_at;
  if (req.status !== undefined) run.status = req.status;
  if (req.conclusion !== undefined) {
    run.conclusion = req.conclusion;
    run.status = 'completed';
  }
  if (run.status === 'completed') run.completedAt = req.completed_at ?? run.completedAt ?? w.tick();
  if (req.output) {
    const { title, summary, text, annotations } = req.output;
    run.output = { title: title ?? run.output.title, summary, text: text ?? run.output.text };
    run.annotations.push(...(annotations ?? []));
  }
}

function findCheckRun(w: World, id: number): CheckRun | undefined {
  return w.state.checkRuns.find((r) => r.id === id);
}

/** `ref` may be a SHA, a branch name, or a full refs/heads/ name. */
function resolveRef(w: World, ref: string): string {
  const p = w.state.pull;
  const branch = ref.replace(/^refs\/heads\//, '');
  if (branch === p.headRef) return p.headSha;
  if (branch === p.baseRef) return p.baseSha;
  return ref;
}

/** filter=latest (the default) keeps only the most recent run of each name. */
function latestPerName(runs: CheckRun[]): CheckRun[] {
  const latest = new Map<string, CheckRun>();
  for (const r of runs) if ((latest.get(r.name)?.id ?? -1) < r.id) latest.set(r.name, r);
  return runs.filter((r) => latest.get(r.name) === r);
}

const checkHandlers: Record<string, Handler> = {
  'checks/create': (w, call) => {
    const req = validated<CheckRunBody & { name: string; head_sha: string }>(call);
    if (!knownShas(w).includes(req.head_sha) && !(w.git && objectType(w, req.head_sha) === 'commit')) {
      return {
        ...basicError(422, `No commit found for SHA: ${req.head_sha}`, call.op),
        invalid: `check run on unknown SHA ${req.head_sha}`,
      };
    }
    const now = w.tick();
    const run: CheckRun = {
      id: w.nextId(),
      name: req.name,
      headSha: req.head_sha,
      status: 'queued',
      conclusion: null,
      startedAt: now,
      completedAt: null,
      detailsUrl: null,
      externalId: null,
      output: { title: null, summary: null, text: null },
      annotations: [],
    };
    applyCheckRun(w, run, req);
    w.state.checkRuns.push(run);
    return { status: 201, body: checkRunJson(w, run) };
  },
  'checks/update': (w, call) => {
    const run = findCheckRun(w, Number(call.params.check_run_id));
    if (!run) return notFound(call.op);
    w.tick();
    applyCheckRun(w, run, validated<CheckRunBody>(call));
    return { status: 200, body: checkRunJson(w, run) };
  },
  'checks/get': (w, call) => {
    const run = findCheckRun(w, Number(call.params.check_run_id));
    return run ? { status: 200, body: checkRunJson(w, run) } : notFound(call.op);
  },
  'checks/list-annotations': (w, call) => {
    const run = findCheckRun(w, Number(call.params.check_run_id));
    if (!run) return notFound(call.op);
    return listReply(call, run.annotations, (a) => annotationJson(w, run, a));
  },
  'checks/list-for-ref': (w, call) => {
    const sha = resolveRef(w, call.params.ref ?? '');
    const name = call.query.get('check_name');
    const status = call.query.get('status');
    let runs = w.state.checkRuns.filter(
      (r) => r.headSha === sha && (!name || r.name === name) && (!status || r.status === status),
    );
    if (call.query.get('filter') !== 'all') runs = latestPerName(runs);
    const page = paginate(runs, call);
    return {
      status: 200,
      body: { total_count: runs.length, check_runs: page.items.map((r) => checkRunJson(w, r)) },
      headers: page.headers,
    };
  },
};

const repoHandlers: Record<string, Handler> = {
  'repos/get': (w) => ({ status: 200, body: repoJson(w) }),
  // An installation token (GITHUB_TOKEN) has no user behind it.
  'users/get-authenticated': (_w, call) => basicError(403, 'Resource not accessible by integration', call.op),
};

// ---------------------------------------------------------------------------------------------
// Git data: blobs, trees, commits and refs, written into GitHub's copy of the repository with real git
// ---------------------------------------------------------------------------------------------

/** The author of commits made through the API with an installation token (GITHUB_TOKEN). */
const ACTIONS_BOT_IDENTITY = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

function runGit(
  w: World,
  args: string[],
  input?: string | Buffer,
  env: Record<string, string> = {},
): string | undefined {
  const r = spawnSync('git', args, { cwd: w.git, input, env: { ...process.env, ...env } });
  return r.status === 0 ? r.stdout.toString('utf8').trim() : undefined;
}

function objectType(w: World, sha: string): string | undefined {
  return /^[0-9a-f]{40}$/.test(sha) ? runGit(w, ['cat-file', '-t', sha]) : undefined;
}

function noRepository(call: Call): Reply {
  return { ...notFound(call.op), invalid: 'the fake has no repository behind it (pass the `git` option)' };
}

function gitRefJson(w: World, ref: string, sha: string): Record<string, unknown> {
  return {
    ref: `refs/${ref}`,
    node_id: `REF_${Buffer.from(ref).toString('base64url')}`,
    url: `${repoApi(w)}/git/refs/${ref}`,
    object: { type: 'commit', sha, url: `${repoApi(w)}/git/commits/${sha}` },
  };
}

function gitUnprocessable(call: Call, message: string, why: string): Reply {
  return { ...basicError(422, message, call.op), invalid: why };
}

/** The `{ref}` path parameter (octokit sends `heads/a/b` as one encoded segment). */
function refParam(call: Call): string {
  return decodeURIComponent(call.params.ref ?? '').replace(/^refs\//, '');
}

/** What a user of the identity sees of one person in a commit: name, email, date. */
function personLine(text: string, who: 'author' | 'committer'): { name: string; email: string; date: string } {
  const m = new RegExp(`^${who} (.*) <(.*)> (\\d+) ([+-]\\d{4})$`, 'm').exec(text);
  return { name: m?.[1] ?? '', email: m?.[2] ?? '', date: new Date(Number(m?.[3] ?? 0) * 1000).toISOString() };
}

function gitCommitJson(w: World, sha: string): Record<string, unknown> {
  const raw = runGit(w, ['cat-file', 'commit', sha]) ?? '';
  const tree = /^tree (\w+)$/m.exec(raw)?.[1] ?? '';
  const parents = [...raw.matchAll(/^parent (\w+)$/gm)].map((m) => m[1]!);
  return {
    sha,
    node_id: `C_${Buffer.from(sha).toString('base64url')}`,
    url: `${repoApi(w)}/git/commits/${sha}`,
    html_url: `${repoWeb(w)}/commit/${sha}`,
    author: personLine(raw, 'author'),
    committer: personLine(raw, 'committer'),
    tree: { sha: tree, url: `${repoApi(w)}/git/trees/${tree}` },
    message: raw.slice(raw.indexOf('\n\n') + 2),
    parents: parents.map((p) => ({
      sha: p,
      url: `${repoApi(w)}/git/commits/${p}`,
      html_url: `${repoWeb(w)}/commit/${p}`,
    })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

interface TreeEntryInput {
  path?: string;
  mode?: string;
  type?: string;
  sha?: string | null;
  content?: string;
}

const gitHandlers: Record<string, Handler> = {
  'git/get-ref': (w, call) => {
    if (!w.git) return noRepository(call);
    const ref = refParam(call);
    const sha = runGit(w, ['rev-parse', '--verify', '--quiet', `refs/${ref}`]);
    return sha ? { status: 200, body: gitRefJson(w, ref, sha) } : notFound(call.op);
  },
  'git/create-blob': (w, call) => {
    if (!w.git) return noRepository(call);
    const req = validated<{ content: string; encoding?: string }>(call);
    const encoding = req.encoding ?? 'utf-8';
    if (encoding !== 'utf-8' && encoding !== 'base64')
      return gitUnprocessable(call, `encoding must be utf-8 or base64`, `blob encoding "${encoding}"`);
    const bytes = Buffer.from(req.content, encoding === 'base64' ? 'base64' : 'utf8');
    const sha = runGit(w, ['hash-object', '-w', '--stdin'], bytes)!;
    w.tick();
    return { status: 201, body: { sha, url: `${repoApi(w)}/git/blobs/${sha}` } };
  },
  'git/create-tree': (w, call) => {
    if (!w.git) return noRepository(call);
    const req = validated<{ base_tree?: string; tree: TreeEntryInput[] }>(call);
    if (req.base_tree && objectType(w, req.base_tree) !== 'tree')
      return gitUnprocessable(call, 'base_tree is not a valid tree oid', `unknown base_tree ${req.base_tree}`);
    // A scratch index: the base tree, then each entry added, replaced or (sha null) removed.
    const index = join(tmpdir(), `fake-github-index-${process.pid}-${w.nextId()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (req.base_tree) runGit(w, ['read-tree', req.base_tree], undefined, env);
      else runGit(w, ['read-tree', '--empty'], undefined, env);
      for (const e of req.tree) {
        if (!e.path || !e.mode || !e.type)
          return gitUnprocessable(call, 'Invalid tree info', 'a tree entry without path, mode or type');
        if (e.sha === null) {
          runGit(w, ['update-index', '--force-remove', '--', e.path], undefined, env);
          continue;
        }
        const sha = e.content !== undefined ? runGit(w, ['hash-object', '-w', '--stdin'], e.content)! : e.sha;
        if (!sha || objectType(w, sha) !== e.type)
          return gitUnprocessable(call, 'Invalid tree info', `tree entry ${e.path}: no ${e.type} ${sha ?? ''}`);
        runGit(w, ['update-index', '--add', '--cacheinfo', `${e.mode},${sha},${e.path}`], undefined, env);
      }
      const sha = runGit(w, ['write-tree'], undefined, env)!;
      const entries = (runGit(w, ['ls-tree', '-l', sha]) ?? '').split('\n').filter(Boolean);
      w.tick();
      return {
        status: 201,
        body: {
          sha,
          url: `${repoApi(w)}/git/trees/${sha}`,
          truncated: false,
          tree: entries.map((line) => {
            const [meta, path] = line.split('\t') as [string, string];
            const [mode, type, oid, size] = meta.split(/\s+/) as [string, string, string, string];
            return {
              path,
              mode,
              type,
              sha: oid,
              ...(type === 'blob' ? { size: Number(size) } : {}),
              url: `${repoApi(w)}/git/${type}s/${oid}`,
            };
          }),
        },
      };
    } finally {
      rmSync(index, { force: true });
    }
  },
  'git/create-commit': (w, call) => {
    if (!w.git) return noRepository(call);
    const req = validated<{ message: string; tree: string; parents?: string[] }>(call);
    if (objectType(w, req.tree) !== 'tree')
      return gitUnprocessable(call, 'Tree SHA does not exist', `commit on unknown tree ${req.tree}`);
    const parents = req.parents ?? [];
    const missing = parents.find((p) => objectType(w, p) !== 'commit');
    if (missing)
      return gitUnprocessable(call, 'Parent SHA does not exist or is not a commit object', `unknown parent ${missing}`);
    const date = w.tick();
    const who = ACTIONS_BOT_IDENTITY;
    const env = {
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: 'GitHub',
      GIT_COMMITTER_EMAIL: 'noreply@github.com',
      GIT_COMMITTER_DATE: date,
    };
    const sha = runGit(
      w,
      ['commit-tree', req.tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'],
      req.message,
      env,
    )!;
    w.state.gitCommits.push(sha);
    return { status: 201, body: gitCommitJson(w, sha) };
  },
  'git/update-ref': (w, call) => {
    if (!w.git) return noRepository(call);
    const ref = refParam(call);
    const req = validated<{ sha: string; force?: boolean }>(call);
    const current = runGit(w, ['rev-parse', '--verify', '--quiet', `refs/${ref}`]);
    if (!current) return { ...basicError(422, 'Reference does not exist', call.op) };
    if (objectType(w, req.sha) !== 'commit')
      return gitUnprocessable(call, 'Object does not exist', `update-ref to unknown commit ${req.sha}`);
    // GitHub refuses a move that is not a fast-forward unless forced: an answer, not a fault of the request.
    if (!req.force && spawnSync('git', ['merge-base', '--is-ancestor', current, req.sha], { cwd: w.git }).status !== 0)
      return basicError(422, 'Update is not a fast forward', call.op);
    runGit(w, ['update-ref', `refs/${ref}`, req.sha, current]);
    const p = w.state.pull;
    if (ref === `heads/${p.headRef}`) {
      w.earlierHeads.push(p.headSha);
      p.headSha = req.sha;
    }
    w.tick();
    return { status: 200, body: gitRefJson(w, ref, req.sha) };
  },
};

const HANDLERS: Record<string, Handler> = {
  ...issueHandlers,
  ...pullHandlers,
  ...checkHandlers,
  ...repoHandlers,
  ...gitHandlers,
};

/** What GitHub names in x-accepted-github-permissions when a read-only token tries to write. */
function acceptedPermissions(operationId: string): string {
  if (operationId.startsWith('checks/')) return 'checks=write';
  if (operationId.startsWith('pulls/')) return 'pull_requests=write';
  if (operationId.startsWith('git/')) return 'contents=write';
  return 'issues=write; pull_requests=write';
}

// ---------------------------------------------------------------------------------------------
// Request pipeline
// ---------------------------------------------------------------------------------------------

const FAILURE_MESSAGES: Record<number, string> = {
  401: 'Bad credentials',
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  429: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  500: 'Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
};

function takeFailure(w: World, operationId: string): Reply | undefined {
  const failure = w.failures.find((f) => f.remaining > 0 && (f.operationId === operationId || f.operationId === '*'));
  if (!failure) return undefined;
  failure.remaining--;
  const message = failure.message ?? FAILURE_MESSAGES[failure.status] ?? 'Injected failure';
  const body = { message, documentation_url: 'https://docs.github.com/rest', status: String(failure.status) };
  return { status: failure.status, body, headers: failure.headers };
}

function authScheme(header: string | undefined): RecordedRequest['authScheme'] {
  if (!header) return 'none';
  if (/^token \S+$/.test(header)) return 'token';
  if (/^bearer \S+$/i.test(header)) return 'bearer';
  return 'other';
}

function checkAuth(w: World, header: string | undefined): Reply | undefined {
  const scheme = authScheme(header);
  if (scheme === 'none')
    return { ...basicError(401, 'Requires authentication'), invalid: 'missing authorization header' };
  const token = header!.replace(/^\S+ /, '');
  if (scheme === 'other' || (w.token !== undefined && token !== w.token)) {
    return { ...basicError(401, 'Bad credentials'), invalid: `bad authorization header (${scheme})` };
  }
  return undefined;
}

/** Path params must name this repository and pull request; anything else does not exist. */
function checkScope(w: World, params: Record<string, string>): boolean {
  const s = w.state;
  if (params.owner !== undefined && params.owner.toLowerCase() !== s.owner.toLowerCase()) return false;
  if (params.repo !== undefined && params.repo.toLowerCase() !== s.repo.toLowerCase()) return false;
  if (params.pull_number !== undefined && Number(params.pull_number) !== s.pull.number) return false;
  if (params.issue_number !== undefined) {
    const n = Number(params.issue_number);
    if (n !== s.pull.number && !s.issueComments.has(n)) return false;
  }
  return true;
}

function parseJsonBody(raw: string): { ok: true; value: unknown } | { ok: false } {
  if (raw.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const key of pointer.split('/').slice(1)) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** Renders ajv errors roughly the way GitHub words its own schema failures. */
function describeErrors(errors: ErrorObject[], request: unknown): string[] {
  return errors.map((e) => {
    const where = e.instancePath || '/';
    if (e.keyword === 'required') return `"${String(e.params.missingProperty)}" wasn't supplied (${where}).`;
    if (e.keyword === 'maxLength') {
      const value = valueAt(request, e.instancePath);
      const length = typeof value === 'string' ? charLength(value) : '?';
      return `Only ${String(e.params.limit)} characters are allowed; ${length} were supplied (${where}).`;
    }
    return `${where} ${e.message ?? e.keyword}`;
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

interface Pipeline {
  w: World;
  api: OpenAPIBackend;
  prefix: string;
  requests: RecordedRequest[];
  invalid: string[];
}

/** Routes, validates and answers one request; returns the reply and the matched operation. */
function dispatch(
  p: Pipeline,
  method: string,
  path: string,
  url: URL,
  rawBody: string,
  headers: Record<string, string>,
): { reply: Reply; op?: Operation; body: unknown } {
  const auth = checkAuth(p.w, headers.authorization);
  if (auth) return { reply: auth, body: undefined };
  const parsed = parseJsonBody(rawBody);
  if (!parsed.ok)
    return {
      reply: { ...basicError(400, 'Problems parsing JSON'), invalid: 'request body is not JSON' },
      body: rawBody,
    };
  const body = parsed.value;
  const request = { method, path, headers, query: url.search.slice(1), body };
  const op = p.api.router.matchOperation(request);
  const handler = op?.operationId ? HANDLERS[op.operationId] : undefined;
  if (!op || !handler) {
    const why = op ? `operation ${op.operationId} is not served by the fake` : 'no such route in the REST description';
    return { reply: { ...notFound(op), invalid: why }, op, body };
  }
  const validation = p.api.validator.validateRequest(request, op);
  if (!validation.valid) {
    const lines = describeErrors(validation.errors ?? [], {
      requestBody: body,
      query: Object.fromEntries(url.searchParams),
    });
    const reply = basicError(422, `Invalid request.\n\n${lines.join('\n')}`, op);
    return { reply: { ...reply, invalid: lines.join('; ') }, op, body };
  }
  const params = p.api.router.parseRequest(request, op).params as Record<string, string>;
  if (!checkScope(p.w, params))
    return { reply: { ...notFound(op), invalid: 'not this repository or pull request' }, op, body };
  const injected = takeFailure(p.w, op.operationId!);
  if (injected) return { reply: injected, op, body };
  if (p.w.readOnly && method !== 'GET') {
    const reply = basicError(403, 'Resource not accessible by integration', op);
    return {
      reply: { ...reply, headers: { 'x-accepted-github-permissions': acceptedPermissions(op.operationId!) } },
      op,
      body,
    };
  }
  const call: Call = { op, params, query: url.searchParams, url, body, accept: headers.accept ?? '' };
  return { reply: handler(p.w, call), op, body };
}

/** The server's own JSON must match the description too, so fixtures cannot drift. */
function checkResponse(p: Pipeline, op: Operation | undefined, reply: Reply): void {
  if (!op?.operationId || reply.body === undefined) return;
  const result = p.api.validator.validateResponse(reply.body, op, reply.status);
  if (result.valid) return;
  const details = (result.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  p.invalid.push(`response ${op.operationId} ${reply.status} does not match the description: ${details.join('; ')}`);
}

function baseHeaders(p: Pipeline): Record<string, string> {
  const used = p.requests.length + 1;
  return {
    'x-github-api-version-selected': '2022-11-28',
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': `FAKE:${used}`,
    'x-ratelimit-limit': '1000',
    // Never 0: plugin-throttling treats remaining=0 as an exhausted primary limit (use failNext for that).
    'x-ratelimit-remaining': String(Math.max(1, 1000 - used)),
    'x-ratelimit-used': String(used),
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    'x-ratelimit-resource': 'core',
  };
}

function send(p: Pipeline, res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...baseHeaders(p), ...(reply.headers ?? {}) };
  if (reply.text !== undefined) {
    res.writeHead(reply.status, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'x-github-media-type': 'github.v3; format=diff',
    });
    res.end(reply.text);
  } else if (reply.body === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
  } else {
    res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.body));
  }
}

async function handle(p: Pipeline, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rawBody = await readBody(req);
  const url = new URL(req.url ?? '/', new URL(p.w.api).origin);
  const method = (req.method ?? 'GET').toUpperCase();
  const headers = Object.fromEntries(Object.keys(req.headers).map((k) => [k, header(req, k) ?? '']));
  const inPrefix = url.pathname === p.prefix || url.pathname.startsWith(`${p.prefix}/`);
  const path = inPrefix ? url.pathname.slice(p.prefix.length) || '/' : url.pathname;
  let result: { reply: Reply; op?: Operation; body: unknown };
  try {
    result = inPrefix
      ? dispatch(p, method, path, url, rawBody, headers)
      : { reply: { ...notFound(), invalid: `outside ${p.prefix}` }, body: undefined };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    result = {
      reply: { ...basicError(500, 'Server Error'), invalid: `fake server crashed: ${message}` },
      body: undefined,
    };
  }
  const { reply, op, body } = result;
  if (reply.invalid)
    p.invalid.push(`${method} ${path}${op?.operationId ? ` (${op.operationId})` : ''}: ${reply.invalid}`);
  checkResponse(p, op, reply);
  p.requests.push({
    method,
    path,
    operationId: op?.operationId,
    query: Object.fromEntries(url.searchParams),
    body,
    headers: pickHeaders(headers),
    authScheme: authScheme(headers.authorization),
    status: reply.status,
    at: Date.now(),
  });
  send(p, res, reply);
}

function pickHeaders(headers: Record<string, string>): RecordedRequest['headers'] {
  const picked: RecordedRequest['headers'] = {};
  for (const name of ['authorization', 'accept', 'user-agent'] as const) {
    if (headers[name] !== undefined) picked[name] = headers[name];
  }
  return picked;
}

// ---------------------------------------------------------------------------------------------
// Construction
// ---------------------------------------------------------------------------------------------

function resolvePull(o: FakePullOptions = {}): FakePull {
  return {
    number: o.number ?? 1,
    title: o.title ?? 'Update docs navigation',
    body: o.body ?? null,
    headSha: o.headSha ?? 'a'.repeat(40),
    baseSha: o.baseSha ?? 'b'.repeat(40),
    mergeSha: o.mergeSha ?? null,
    headRef: o.headRef ?? 'feature',
    baseRef: o.baseRef ?? 'main',
    author: o.author ?? DEFAULT_AUTHOR,
    state: o.state ?? 'open',
    draft: o.draft ?? false,
  };
}

function filesFromDiff(diff: DiffFile[]): FakeFile[] {
  return diff.map((f) => ({
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    ...(f.binary || f.hunks.length === 0 ? {} : { patch: patchText(f) }),
    ...(f.previousFilename === undefined ? {} : { previous_filename: f.previousFilename }),
  }));
}

function countChanges(files: DiffFile[]): void {
  for (const f of files) {
    const lines = f.hunks.flatMap((h) => h.lines);
    f.additions = lines.filter((l) => l.kind === 'add').length;
    f.deletions = lines.filter((l) => l.kind === 'del').length;
  }
}

function createState(opts: FakeGitHubOptions): FakeGitHubState {
  const parsed = parseUnifiedDiff(opts.diff ?? '');
  countChanges(parsed);
  return {
    owner: opts.owner ?? 'octo-org',
    repo: opts.repo ?? 'docs',
    pull: resolvePull(opts.pull),
    diff: new Map(parsed.map((f) => [f.filename, f])),
    files: opts.files ?? filesFromDiff(parsed),
    issueComments: new Map(),
    reviews: [],
    reviewComments: [],
    checkRuns: [],
    gitCommits: [],
  };
}

function createWorld(opts: FakeGitHubOptions, state: FakeGitHubState): World {
  let seconds = 0;
  let id = 1_000_000;
  const start = opts.startTime ?? '2026-01-01T00:00:00Z';
  return {
    api: '',
    web: (opts.serverUrl ?? 'https://github.com').replace(/\/$/, ''),
    state,
    git: opts.git,
    earlierHeads: [],
    readOnly: opts.readOnly ?? false,
    allowApprove: opts.allowApprove ?? false,
    token: opts.token,
    failures: [],
    repoId: 424242,
    tick: () => isoAfter(start, seconds++),
    // One counter for every kind of object, so an id of the wrong kind never resolves.
    nextId: () => ++id,
  };
}

export async function startFakeGitHub(opts: FakeGitHubOptions): Promise<FakeGitHub> {
  const api = await loadBackend();
  const state = createState(opts);
  const w = createWorld(opts, state);
  const prefix = (opts.pathPrefix ?? '').replace(/\/$/, '');
  const pipeline: Pipeline = { w, api, prefix, requests: [], invalid: [] };
  const server = createServer((req, res) => void handle(pipeline, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  w.api = `http://127.0.0.1:${port}${prefix}`;
  return {
    url: w.api,
    requests: pipeline.requests,
    state,
    invalid: pipeline.invalid,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Clients keep connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      }),
    setReadOnly: (readOnly) => {
      w.readOnly = readOnly;
    },
    failNext: (operationId, status, times = 1, headers = {}, message) => {
      w.failures.push({ operationId, status, remaining: times, headers, message });
    },
    seedComment: (issueNumber, body, user = DEFAULT_AUTHOR) => addIssueComment(w, issueNumber, body, user),
  };
}
