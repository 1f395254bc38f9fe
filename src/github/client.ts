// The one place Octokit is put together: REST methods, pagination, retry and throttling, GHES base URL.
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type GitHub = InstanceType<typeof Octokit>;

export interface ClientOptions {
  token: string;
  baseUrl?: string;
  log?: (message: string) => void;
}

const Client = Octokit.plugin(retry, throttling);

export function createClient(opts: ClientOptions): GitHub {
  const log = opts.log ?? (() => {});
  return new Client({
    auth: opts.token,
    baseUrl: (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: 'navguard',
    // 5xx are retried by plugin-retry; 403/404/422 are answers, not accidents. 429 is left to plugin-throttling,
    // which waits as long as GitHub's retry-after says (plugin-retry would retry it too, on its own clock).
    retry: { doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    throttle: {
      onRateLimit: (retryAfter: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
        log(`GitHub rate limit hit on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
        return retryCount < 2;
      },
      onSecondaryRateLimit: (
        retryAfter: number,
        options: { method: string; url: string },
        _o: unknown,
        retryCount: number,
      ) => {
        log(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
        return retryCount < 1;
      },
    },
    log: { debug: () => {}, info: () => {}, warn: log, error: log },
  });
}

/** HTTP status of an Octokit error, if it is one. */
export function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/** The permissions GitHub says the call needed (a 403's x-accepted-github-permissions), if it says. */
export function neededPermissions(e: unknown): string | undefined {
  const headers = (e as { response?: { headers?: Record<string, string> } })?.response?.headers;
  return headers?.['x-accepted-github-permissions'] || undefined;
}

/** A one-line account of a failed call that never includes the token. */
export function describeError(e: unknown, token: string): string {
  const status = statusOf(e);
  const needed = neededPermissions(e);
  let msg = (e as Error)?.message ?? String(e);
  if (token) msg = msg.split(token).join('***');
  return `${status ? `HTTP ${status}: ` : ''}${msg}${needed ? ` (the token needs: ${needed})` : ''}`;
}
