import type { Logger } from './logger';
import type { UpstreamState } from './readiness';

export interface UpstreamHealthOptions {
  /** The address checked: `API_UPSTREAM` plus `UPSTREAM_HEALTH_PATH`. */
  url: string;
  /** `Basic …` from API_UPSTREAM's credentials, sent as the proxy sends it. */
  authorization?: string;
  /** Between two checks (ms). */
  intervalMs?: number;
  /** Longest wait for an answer (ms). */
  timeoutMs?: number;
  log: Logger;
  /** Each check's result, for the metric (`borrower_upstream_up`). */
  onState?: (up: boolean) => void;
}

export interface UpstreamHealth {
  state(): UpstreamState;
  /** Resolves after the first check, whatever it found. */
  firstCheck: Promise<void>;
  stop(): void;
}

export const UPSTREAM_CHECK_INTERVAL_MS = 5_000;
export const UPSTREAM_CHECK_TIMEOUT_MS = 1_000;

/** Why a check failed, in a word or two (never the URL: it may carry a credential). */
function failureDetail(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return 'unreachable';
}

/**
 * Is the lender's API reachable? Checked in the background every few seconds (never per probe:
 * a burst of probes must not become a burst of calls to the lender), each check a GET that must
 * answer within a second. Any answer below 500 counts as up (a 404 or 401 from the base address
 * still proves the API is there); a refusal, a time-out or a 5xx (its gateway has no backend)
 * counts as down. Logged once per change, not per check. What it finds is a metric, a log line
 * and a field of /readyz's body, never a reason to take a replica out (./readiness.ts).
 */
export function watchUpstream(options: UpstreamHealthOptions): UpstreamHealth {
  const intervalMs = options.intervalMs ?? UPSTREAM_CHECK_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? UPSTREAM_CHECK_TIMEOUT_MS;
  let state: UpstreamState = { up: false, detail: 'not checked yet' };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const check = async () => {
    let next: UpstreamState;
    try {
      const answer = await fetch(options.url, {
        headers: options.authorization ? { authorization: options.authorization } : {},
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      next =
        answer.status < 500
          ? { up: true, detail: `status ${answer.status}` }
          : { up: false, detail: `status ${answer.status}` };
    } catch (error) {
      next = { up: false, detail: failureDetail(error) };
    }
    if (next.up !== state.up || state.detail === 'not checked yet') {
      if (next.up) options.log.info({ upstream: next.detail }, "the lender's API is reachable");
      else options.log.warn({ upstream: next.detail }, "the lender's API is not reachable");
    }
    state = next;
    options.onState?.(next.up);
  };

  const loop = async () => {
    await check();
    if (!stopped) timer = setTimeout(() => void loop(), intervalMs).unref();
  };
  const firstCheck = loop();
  return {
    state: () => state,
    firstCheck,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
