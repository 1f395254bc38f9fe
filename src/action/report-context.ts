// Where a report comes from, for its links: the commit it reflects, the workflow run, and navguard's own rule
// docs at the release that ran. Built here, once, from the environment GitHub gives a step; the renderer gets
// plain data. Pure.
import path from 'node:path';
import type { ReportContext } from '../core/render/report.js';
import type { Repo } from '../github/publish.js';

export interface ContextFacts {
  serverUrl: string;
  /** The repository the workflow runs in. */
  repo: Repo;
  /** The commit checked. */
  head: string;
  /** This workflow run's page (the request reads it from the workflow context). */
  runUrl?: string;
  /** The `rules-url` input: overrides where rule ids link. */
  rulesUrl?: string;
  workspace: string;
}

/** `/`-separated path segments, each URL-encoded. */
function urlPath(p: string): string {
  return p.split('/').map(encodeURIComponent).join('/');
}

/**
 * docs/rules.md of the action that runs: its repository at its ref (`uses: owner/navguard@v1`). A local action
 * (`uses: ./path`) has neither, and is read from the workflow's own repository at the commit checked.
 */
export function rulesDocUrl(env: NodeJS.ProcessEnv, f: ContextFacts): string | undefined {
  if (f.rulesUrl) return f.rulesUrl;
  const server = f.serverUrl.replace(/\/+$/, '');
  const actionRepo = env.GITHUB_ACTION_REPOSITORY?.trim();
  const actionRef = env.GITHUB_ACTION_REF?.trim();
  if (actionRepo && actionRef) return `${server}/${actionRepo}/blob/${urlPath(actionRef)}/docs/rules.md`;
  if (!f.repo.owner || !f.head) return undefined;
  const actionPath = env.GITHUB_ACTION_PATH ? path.relative(f.workspace, env.GITHUB_ACTION_PATH) : '';
  const inside = actionPath && !actionPath.startsWith('..') && !path.isAbsolute(actionPath);
  const dir = inside ? `${urlPath(actionPath.split(path.sep).join('/'))}/` : '';
  return `${server}/${f.repo.owner}/${f.repo.repo}/blob/${f.head}/${dir}docs/rules.md`;
}

export function reportContext(env: NodeJS.ProcessEnv, f: ContextFacts): ReportContext {
  const server = f.serverUrl.replace(/\/+$/, '');
  const repoUrl = f.repo.owner ? `${server}/${f.repo.owner}/${f.repo.repo}` : undefined;
  return {
    commitSha: f.head || undefined,
    commitUrl: repoUrl && f.head ? `${repoUrl}/commit/${f.head}` : undefined,
    runUrl: f.runUrl,
    rulesUrl: rulesDocUrl(env, f),
  };
}
