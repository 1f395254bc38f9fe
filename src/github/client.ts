// The one place Octokit is put together: REST methods, pagination, retry and throttling, GHES base URL.
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck';

export type GitHub = InstanceType<typeof Octokit>;

export interface ClientOptions {
  token: string;
  baseUrl?: string;
  log?: (message: string) => void;
  /**
   * Scales every wait between requests: the second GitHub asks between two writes, and each retry's delay. 1 in
   * production; the end-to-end tests' local GitHub runs with NAVGUARD_GITHUB_WAIT_SCALE=0.01.
   */
  waitScale?: number;
}

/** The wait scale NAVGUARD_GITHUB_WAIT_SCALE asks for (a number from 0 to 1), else 1. */
export function waitScaleFrom(env: NodeJS.ProcessEnv): number {
  const n = Number(env.NAVGUARD_GITHUB_WAIT_SCALE);
  return env.NAVGUARD_GITHUB_WAIT_SCALE && n >= 0 && n <= 1 ? n : 1;
}

/**
 * GitHub's advice for writes: one at a time, a second apart, and three seconds apart for those that notify people
 * (comments, reviews). plugin-throttling's own groups, remade only when the waits are rescaled.
 */
const WRITE_SPACING_MS = 1000;
const NOTIFYING_WRITE_SPACING_MS = 3000;

const Client = Octokit.plugin(retry, throttling);

export function createClient(opts: ClientOptions): GitHub {
  const log = opts.log ?? (() => {});
  const scale = opts.waitScale ?? waitScaleFrom(process.env);
  const waits =
    scale === 1
      ? {}
      : {
          retryAfterBaseValue: 1000 * scale,
          write: new Bottleneck.Group({ maxConcurrent: 1, minTime: WRITE_SPACING_MS * scale }),
          notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: NOTIFYING_WRITE_SPACING_MS * scale }),
        };
  return new Client({
    auth: opts.token,
    baseUrl: (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: 'navguard',
    // 5xx are retried by plugin-retry; 403/404/422 are answers, not accidents. 429 is left to plugin-throttling,
    // which waits as long as GitHub's retry-after says (plugin-retry would retry it too, on its own clock).
    retry: {
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      ...(scale === 1 ? {} : { retryAfterBaseValue: 1000 * scale }),
    },
    throttle: {
      ...waits,
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
