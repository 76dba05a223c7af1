import { screenForPath } from '../../config/screen-for-path';
import { observeVitals } from './observe-vitals';
import { takeErrors } from './report-errors';
import {
  NOT_FOUND_SCREEN,
  packBeacons,
  redactMessage,
  VITALS_PATH,
  VITALS_STARTED_MARK,
  type VitalEntry,
} from './vitals-beacon';

/** Errors go out soon after they happen; vitals when the page is hidden (their final values). */
const ERROR_FLUSH_DELAY_MS = 2000;

const queued = new Map<string, VitalEntry[]>();
let errorFlush: number | undefined;

const screenOf = (path: string) => screenForPath(path) ?? NOT_FOUND_SCREEN;

function send(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_PATH, body)) return;
  void fetch(VITALS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => undefined);
}

function flush(): void {
  window.clearTimeout(errorFlush);
  errorFlush = undefined;
  for (const [screen, entries] of queued) packBeacons(screen, entries).forEach(send);
  queued.clear();
}

function add(screen: string, entry: VitalEntry): void {
  const entries = queued.get(screen) ?? [];
  entries.push(entry);
  queued.set(screen, entries);
}

/**
 * Field vitals and errors for ops (issue 17): loaded after the first screen is interactive, so
 * it never competes with it. The observers read the page's buffered performance entries, so
 * the late start loses nothing. The vitals belong to the screen the page was opened on.
 */
export function startVitals(): void {
  const landing = screenOf(window.location.pathname);
  const vitals = observeVitals();
  // As the page is hidden: the vitals as they stand then, with any errors not yet sent.
  const hidden = () => {
    for (const [name, value] of vitals()) add(landing, { kind: 'metric', name, value });
    flush();
  };
  takeErrors((error) => {
    add(screenOf(error.path), {
      kind: 'error',
      source: error.source,
      message: redactMessage(error.message),
    });
    errorFlush ??= window.setTimeout(flush, ERROR_FLUSH_DELAY_MS);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
  });
  window.addEventListener('pagehide', hidden);
  // Where the reporter started, in the page's own timeline (DevTools, and tests that interact).
  performance.mark(VITALS_STARTED_MARK);
}
