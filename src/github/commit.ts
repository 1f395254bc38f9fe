// One commit on a branch through GitHub's git data API (blobs, a tree on the parent's, a commit, the ref moved
// forward): no checkout and no push credentials, only the token. The ref is never forced: when the branch is no
// longer at the parent the files were read from, nothing is written to it.
import type { GitHub } from './client.js';
import { describeError, neededPermissions, statusOf } from './client.js';
import type { Repo } from './publish.js';

export interface FileWrite {
  /** Repository-relative, `/`-separated. */
  path: string;
  /** The file's mode in the parent's tree (an executable stays executable). */
  mode: '100644' | '100755';
  content: string;
}

export interface CommitPlan {
  branch: string;
  /** The commit the files were read from: the branch must still be there. */
  parent: string;
  /** The parent's tree. */
  baseTree: string;
  files: FileWrite[];
  message: string;
}

export type CommitOutcome =
  | { ok: true; sha: string }
  /**
   * `forbidden`: the token may not write the repository's contents (403/404); `moved`: the branch is no longer
   * at the parent (or is gone); `failed`: anything else.
   */
  | { ok: false; reason: 'forbidden' | 'moved' | 'failed'; detail: string; needs?: string };

function refName(branch: string): string {
  return `heads/${branch}`;
}

function failure(e: unknown, token: string, what: string): CommitOutcome {
  const status = statusOf(e);
  return {
    ok: false,
    reason: status === 403 || status === 404 ? 'forbidden' : 'failed',
    detail: `${what} failed: ${describeError(e, token)}`,
    needs: neededPermissions(e),
  };
}

export async function commitFiles(gh: GitHub, token: string, repo: Repo, plan: CommitPlan): Promise<CommitOutcome> {
  const short = (sha: string): string => sha.slice(0, 7);
  let tip: string;
  try {
    tip = (await gh.rest.git.getRef({ ...repo, ref: refName(plan.branch) })).data.object.sha;
  } catch (e) {
    if (statusOf(e) === 404)
      return { ok: false, reason: 'moved', detail: `the branch ${plan.branch} no longer exists` };
    return failure(e, token, `reading the branch ${plan.branch}`);
  }
  if (tip !== plan.parent)
    return {
      ok: false,
      reason: 'moved',
      detail: `the branch ${plan.branch} moved from ${short(plan.parent)} to ${short(tip)} while navguard checked it`,
    };
  let sha: string;
  try {
    const tree = [];
    for (const f of plan.files) {
      const blob = await gh.rest.git.createBlob({ ...repo, content: f.content, encoding: 'utf-8' });
      tree.push({ path: f.path, mode: f.mode, type: 'blob' as const, sha: blob.data.sha });
    }
    const created = await gh.rest.git.createTree({ ...repo, base_tree: plan.baseTree, tree });
    const commit = await gh.rest.git.createCommit({
      ...repo,
      message: plan.message,
      tree: created.data.sha,
      parents: [plan.parent],
    });
    sha = commit.data.sha;
  } catch (e) {
    return failure(e, token, 'creating the fix commit');
  }
  try {
    await gh.rest.git.updateRef({ ...repo, ref: refName(plan.branch), sha, force: false });
  } catch (e) {
    // 422 "Update is not a fast forward": someone pushed between the check and the update.
    if (statusOf(e) === 422)
      return {
        ok: false,
        reason: 'moved',
        detail: `the branch ${plan.branch} moved while navguard made its commit ${short(sha)} (${describeError(e, token)})`,
      };
    return failure(e, token, `moving the branch ${plan.branch} to the fix commit`);
  }
  return { ok: true, sha };
}
