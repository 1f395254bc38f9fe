// Writes to GitHub: the sticky summary comment, the check run with all annotations, and one review with
// suggestions. Each returns what happened instead of throwing, so a failed post never hides the verdict.
import type { GitHub } from './client.js';
import { describeError, neededPermissions, statusOf } from './client.js';
import { CHECK_ANNOTATIONS_PER_REQUEST } from './limits.js';
import { plural } from '../core/base/plural.js';

/** One check-run annotation, as the checks API takes it. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title: string;
}

/** One review comment holding a suggested change; the fingerprint tells a later run it was posted. */
export interface ReviewSuggestion {
  path: string;
  line: number;
  body: string;
  fingerprint: string;
}

/** Hidden in every suggestion's body, followed by its fingerprint. */
export const SUGGESTION_MARKER = 'navguard:suggestion';

export interface Repo {
  owner: string;
  repo: string;
}

export type Outcome =
  | { ok: true; detail: string; id?: number }
  /** `needs`: the permissions the token lacked, when GitHub said. */
  | { ok: false; forbidden: boolean; detail: string; needs?: string };

const BOT_TYPES = new Set(['Bot']);

function failure(e: unknown, token: string, what: string): Outcome {
  const status = statusOf(e);
  return {
    ok: false,
    forbidden: status === 403 || status === 404,
    detail: `${what} failed: ${describeError(e, token)}`,
    needs: neededPermissions(e),
  };
}

/** Our earlier comment: it carries the marker and was written by a bot (a human pasting the marker does not count). */
async function findOwnComment(
  gh: GitHub,
  repo: Repo,
  issue: number,
  marker: string,
): Promise<{ id: number; body: string } | undefined> {
  const comments = await gh.paginate(gh.rest.issues.listComments, { ...repo, issue_number: issue, per_page: 100 });
  const mine = comments.filter((c) => (c.body ?? '').includes(marker) && c.user && BOT_TYPES.has(c.user.type));
  const first = mine[0];
  return first ? { id: first.id, body: first.body ?? '' } : undefined;
}

export interface CommentPlan {
  issue: number;
  marker: string;
  /** Body to post; undefined: the PR is clean and there is nothing to say. */
  body?: string;
  /** Body for an existing comment when the PR has become clean. */
  resolvedBody: string;
}

export async function upsertComment(gh: GitHub, token: string, repo: Repo, plan: CommentPlan): Promise<Outcome> {
  try {
    const existing = await findOwnComment(gh, repo, plan.issue, plan.marker);
    const body = plan.body ?? (existing ? plan.resolvedBody : undefined);
    if (body === undefined) return { ok: true, detail: 'no comment needed: nothing to report and no earlier comment' };
    if (existing) {
      if (existing.body === body)
        return { ok: true, detail: `summary comment ${existing.id} is already up to date`, id: existing.id };
      await gh.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
      return { ok: true, detail: `updated summary comment ${existing.id}`, id: existing.id };
    }
    const created = await gh.rest.issues.createComment({ ...repo, issue_number: plan.issue, body });
    // Two runs for the same PR may both have created one: keep the oldest, delete the rest.
    const again = await gh.paginate(gh.rest.issues.listComments, { ...repo, issue_number: plan.issue, per_page: 100 });
    const ours = again
      .filter((c) => (c.body ?? '').includes(plan.marker) && c.user && BOT_TYPES.has(c.user.type))
      .sort((a, b) => a.id - b.id);
    for (const extra of ours.slice(1)) {
      try {
        await gh.rest.issues.deleteComment({ ...repo, comment_id: extra.id });
      } catch (e) {
        if (statusOf(e) !== 404) throw e; // the other run deleted it first
      }
    }
    return {
      ok: true,
      detail: `created summary comment ${ours[0]?.id ?? created.data.id}`,
      id: ours[0]?.id ?? created.data.id,
    };
  } catch (e) {
    return failure(e, token, 'posting the summary comment');
  }
}

export interface CheckPlan {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  summary: string;
  annotations: CheckAnnotation[];
}

/** One check run; annotations go 50 per request (GitHub's limit), each update appending to the last. */
export async function publishCheck(gh: GitHub, token: string, repo: Repo, plan: CheckPlan): Promise<Outcome> {
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < plan.annotations.length; i += CHECK_ANNOTATIONS_PER_REQUEST)
    batches.push(plan.annotations.slice(i, i + CHECK_ANNOTATIONS_PER_REQUEST));
  const output = (annotations: CheckAnnotation[]) => ({
    title: plan.title,
    summary: plan.summary,
    ...(annotations.length ? { annotations } : {}),
  });
  try {
    const created = await gh.rest.checks.create({
      ...repo,
      name: plan.name,
      head_sha: plan.headSha,
      status: batches.length > 1 ? 'in_progress' : 'completed',
      ...(batches.length > 1 ? {} : { conclusion: plan.conclusion, completed_at: new Date().toISOString() }),
      output: output(batches[0] ?? []),
    });
    const id = created.data.id;
    for (let i = 1; i < batches.length; i++) {
      const last = i === batches.length - 1;
      await gh.rest.checks.update({
        ...repo,
        check_run_id: id,
        output: output(batches[i]!),
        ...(last
          ? { status: 'completed' as const, conclusion: plan.conclusion, completed_at: new Date().toISOString() }
          : {}),
      });
    }
    return {
      ok: true,
      detail: `check run "${plan.name}" with ${plural(plan.annotations.length, 'annotation')} in ${plural(Math.max(1, batches.length), 'request')}`,
      id,
    };
  } catch (e) {
    return failure(e, token, 'creating the check run');
  }
}

/** One review holding the suggestions not already posted on an earlier run (matched by fingerprint). */
export async function publishSuggestions(
  gh: GitHub,
  token: string,
  repo: Repo,
  pull: number,
  commitId: string,
  suggestions: ReviewSuggestion[],
): Promise<Outcome> {
  if (!suggestions.length) return { ok: true, detail: 'no suggestions to post' };
  try {
    const existing = await gh.paginate(gh.rest.pulls.listReviewComments, { ...repo, pull_number: pull, per_page: 100 });
    const posted = new Set<string>();
    for (const c of existing) {
      const m = new RegExp(`${SUGGESTION_MARKER} ([0-9a-f]{8})`).exec(c.body ?? '');
      if (m) posted.add(m[1]!);
    }
    const fresh = suggestions.filter((s) => !posted.has(s.fingerprint));
    if (!fresh.length)
      return {
        ok: true,
        detail: `${suggestions.length === 1 ? 'the suggestion was' : `all ${suggestions.length} suggestions were`} posted on an earlier run`,
      };
    await gh.rest.pulls.createReview({
      ...repo,
      pull_number: pull,
      commit_id: commitId,
      event: 'COMMENT',
      body: `navguard has ${fresh.length} suggested fix${fresh.length === 1 ? '' : 'es'} for this change.`,
      comments: fresh.map((s) => ({ path: s.path, line: s.line, side: 'RIGHT' as const, body: s.body })),
    });
    return { ok: true, detail: `posted a review with ${plural(fresh.length, 'suggestion')}` };
  } catch (e) {
    return failure(e, token, 'posting review suggestions');
  }
}
