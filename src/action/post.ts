// Phase 5 of a run: what goes where — a check run with every annotation (else workflow commands), the
// summary comment, review suggestions, the job summary. Failed posts become notes and warnings, never a
// different verdict. `planPosts` decides what to attempt (pure); `post` does it.
import { git, gitAsync } from '../adapters/git.js';
import { mdText } from '../core/render/escape.js';
import type { ReportContext } from '../core/render/report.js';
import { createClient, type GitHub } from '../github/client.js';
import { JOB_SUMMARY_BUDGET, COMMENT_BUDGET, CHECK_ANNOTATIONS_MAX } from '../github/limits.js';
import { publishCheck, publishSuggestions, upsertComment, type Outcome } from '../github/publish.js';
import type { Analysed } from './analyse.js';
import type { FixReport } from './fix-commit.js';
import { checkAnnotation, commandAnnotations, diffLines, planSuggestions, rankFindings } from './plan.js';
import {
  RESOLVED_BODY,
  MARKER,
  blobLink,
  checkSummary,
  checkTitle,
  hasNews,
  keyedMarker,
  renderReport,
  type Tally,
} from './render.js';
import type { Request } from './request.js';
import type { Revisions } from './revisions.js';
import type { Runner } from './runner.js';
import { plural } from '../core/base/plural.js';

/**
 * A line the run says about itself. `fork` and `no-token`: why it could not write; `posted` / `not-posted`:
 * what a post did (`needs`: the permissions GitHub said the token lacked); `scope`: which commits or places
 * were checked, when that is not what the event suggests; `fix`: the fix commit, or why there is none
 * (Markdown, shown as it is).
 */
export interface Note {
  kind: 'fork' | 'no-token' | 'posted' | 'not-posted' | 'scope' | 'fix';
  text: string;
  needs?: string;
}

export function noteOf(o: Outcome): Note {
  return o.ok ? { kind: 'posted', text: o.detail } : { kind: 'not-posted', text: o.detail, needs: o.needs };
}

/** The notes a reader of the comment needs: why navguard could not do more here. */
export function commentNotes(notes: readonly Note[]): string[] {
  return notes
    .filter(
      (n) =>
        n.kind === 'fork' ||
        n.kind === 'no-token' ||
        n.kind === 'scope' ||
        n.kind === 'fix' ||
        (n.kind === 'not-posted' && n.needs),
    )
    .map((n) => n.text);
}

export interface PostPlan {
  /** Whether to write to GitHub at all: there is a token, and it is not a fork's read-only one. */
  write: boolean;
  /** How findings become annotations: a check run, workflow commands (also when a check run fails), or not. */
  annotations: 'check' | 'commands' | 'none';
  comment: boolean;
  suggestions: boolean;
  /** Whether the PR's diff is read: for ranking findings and placing suggestions. */
  diff: boolean;
  /** Why the run cannot write, when it cannot. */
  access?: Note;
}

export function planPosts({ refs, eventName, inputs }: Request, { base }: Revisions): PostPlan {
  const readOnly = refs.kind === 'pull_request' && refs.fork && eventName === 'pull_request';
  const write = !!inputs.token && !readOnly;
  const pr = refs.kind === 'pull_request';
  let access: Note | undefined;
  if (readOnly)
    access = {
      kind: 'fork',
      text: 'This pull request comes from a fork, so the token is read-only: navguard shows annotations and the job summary and skips the comment, check run and suggestions.',
    };
  else if (!inputs.token)
    access = { kind: 'no-token', text: 'No token was given: navguard shows annotations and the job summary only.' };
  return {
    write,
    annotations: inputs.annotations === 'check' && !write ? 'commands' : inputs.annotations,
    comment: pr && write && inputs.comment !== 'never',
    // "comment: never" asks for a quiet pull request: review suggestions are comments too.
    suggestions: pr && write && !!base && inputs.suggestions && inputs.comment !== 'never',
    diff: pr && !!base,
    access,
  };
}

/** The lines a pull request touched, by file. */
export type TouchedLines = Map<string, Set<number>>;

/**
 * Lines the PR touched, per file; empty when git cannot say (suggestions are then skipped). Asked without
 * blocking, so that git answers while the run reads and analyses the site (on a large site the diff is
 * ~0.2 s); deleted files are left out, as no line of theirs is in the head (a PR deleting a folder of 300 pages
 * made git print them all).
 */
export function linesInDiff(workspace: string, { base, head, roots }: Revisions): Promise<TouchedLines> {
  const args = ['diff', '--no-color', '--no-ext-diff', '-U3', '--diff-filter=d', base!, head, '--', ...roots];
  return gitAsync(workspace, args).then(
    (out) => diffLines(out.toString('utf8')),
    (): TouchedLines => new Map(),
  );
}

/** A file's lines at a commit, read once each. */
function linesAt(workspace: string, commit: string): (file: string, line: number) => string | undefined {
  const texts = new Map<string, string[] | undefined>();
  return (file, line) => {
    if (!texts.has(file)) {
      try {
        texts.set(
          file,
          git(workspace, ['show', `${commit}:${file}`])
            .toString('utf8')
            .split('\n'),
        );
      } catch {
        texts.set(file, undefined);
      }
    }
    return texts.get(file)?.[line - 1]?.replace(/\r$/, '');
  };
}

/** The check run's name: its own per root when the run is keyed by root (a matrix job). */
export function checkName(key: string | undefined): string {
  return key ? `navguard (${key})` : 'navguard';
}

export interface Posted {
  notes: Note[];
  /**
   * The summary comment's Markdown, whether or not it was posted (the `comment-content` output): what a
   * second workflow posts for a fork's pull request. The notes on why this run could not write are left out.
   */
  commentContent: string;
}

export async function post(
  request: Request,
  revisions: Revisions,
  analysed: Analysed,
  t: Tally,
  runner: Runner,
  scopeNotes: readonly string[] = [],
  context: ReportContext = {},
  fix: Pick<FixReport, 'note' | 'fixed' | 'mended'> = { fixed: [] },
  /** The PR's touched lines, when the run asked git for them early (linesInDiff). */
  touched?: Promise<TouchedLines>,
): Promise<Posted> {
  const { inputs, refs, repo, workspace } = request;
  const { head } = revisions;
  const plan = planPosts(request, revisions);
  const inDiff: TouchedLines = plan.diff
    ? await (touched ?? linesInDiff(workspace, revisions))
    : new Map<string, Set<number>>();
  const ranked = rankFindings(t.shown, (f) => !!inDiff.get(f.file)?.has(f.line));
  const gh: GitHub | undefined = plan.write
    ? createClient({ token: inputs.token, baseUrl: request.apiUrl, log: (m) => runner.info(m) })
    : undefined;
  const notes: Note[] = [
    ...(plan.access ? [plan.access] : []),
    ...scopeNotes.map((text): Note => ({ kind: 'scope', text })),
    // A block of its own in the report (it may hold a list).
    ...(fix.note ? [{ kind: 'fix' as const, text: `\n${fix.note}\n` }] : []),
  ];
  const marker = keyedMarker(revisions.key);
  const titled = !!revisions.key;
  const note = (o: Outcome): void => {
    notes.push(noteOf(o));
    if (o.ok) runner.info(o.detail);
    else runner.warning(`navguard: ${o.detail}. Findings are still in the job summary and the step's status.`);
  };

  let useCommands = plan.annotations === 'commands';
  if (plan.annotations === 'check' && gh) {
    const o = await publishCheck(gh, inputs.token, repo, {
      name: checkName(revisions.key),
      headSha: head,
      conclusion: t.failed ? 'failure' : 'success',
      title: checkTitle(t),
      summary: checkSummary(analysed, inputs, titled, context),
      annotations: ranked.slice(0, CHECK_ANNOTATIONS_MAX).map(checkAnnotation),
    });
    note(o);
    if (!o.ok) useCommands = true;
  }
  let hiddenNote: string | undefined;
  if (!useCommands && plan.annotations === 'check' && gh && ranked.length > CHECK_ANNOTATIONS_MAX)
    hiddenNote = `*The check run carries the first ${CHECK_ANNOTATIONS_MAX.toLocaleString('en-US')} findings as annotations, most important first: ${(ranked.length - CHECK_ANNOTATIONS_MAX).toLocaleString('en-US')} more are listed only here and in the JSON report (the \`report-json\` output).*`;
  if (useCommands) {
    const { shown, hidden } = commandAnnotations(ranked);
    shown.forEach((f) => runner.annotate(f));
    const more = hidden.error + hidden.warning + hidden.notice;
    if (more)
      hiddenNote = `*GitHub shows at most 10 annotations of each level per step: ${plural(more, 'more finding')} ${more === 1 ? 'is' : 'are'} listed only here.*`;
  }

  const link = blobLink(request.serverUrl, repo, head);
  const commentContent = renderReport(analysed, inputs, {
    budget: COMMENT_BUDGET,
    link,
    notes: commentNotes(notes.filter((n) => n.kind !== 'fork' && n.kind !== 'no-token')),
    marker,
    titled,
    context,
    // How the site was read (an inferred base path) is the job summary's to say, not every comment's.
    siteNotes: false,
  });
  if (refs.kind === 'pull_request' && gh && plan.comment) {
    note(
      await upsertComment(gh, inputs.token, repo, {
        issue: refs.number,
        marker,
        body: inputs.comment === 'always' || hasNews(analysed, t) ? commentContent : undefined,
        resolvedBody: RESOLVED_BODY.replace(MARKER, marker),
      }),
    );
  }
  if (refs.kind === 'pull_request' && gh && plan.suggestions) {
    // What the fix commit fixed or mended needs no suggestion (its lines have moved on, or the link works now).
    const fixed = new Set([...fix.fixed, ...(fix.mended ?? [])].map((f) => f.key));
    const suggestions = planSuggestions(
      ranked.filter((f) => f.status === 'new' && !fixed.has(f.key)),
      inDiff,
      linesAt(workspace, head),
    );
    if (suggestions.length) note(await publishSuggestions(gh, inputs.token, repo, refs.number, head, suggestions));
  }

  // Job summary: the whole report, with room for every finding.
  if (request.stepSummary) {
    const summaryNotes = [
      ...(hiddenNote ? [hiddenNote] : []),
      ...notes.map((n) => (n.kind === 'fix' ? n.text : `<sub>${mdText(n.text, 1000)}</sub>`)),
    ];
    try {
      await runner.writeSummary(
        renderReport(analysed, inputs, {
          budget: JOB_SUMMARY_BUDGET,
          link,
          notes: summaryNotes,
          marker,
          titled,
          context,
          maxPlaces: Infinity,
          where: 'job-summary',
        }),
      );
    } catch (e) {
      runner.warning(`navguard: could not write the job summary: ${(e as Error).message}`);
    }
  }
  return { notes, commentContent };
}
