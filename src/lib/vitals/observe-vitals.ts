/**
 * The page's web vitals from the browser's own performance entries, read when the reporter asks
 * (as the page is hidden), in milliseconds (CLS unitless), with the definitions web.dev gives
 * and web-vitals implements: LCP, FCP and TTFB from the page's activation, ignoring what
 * painted after the page was first hidden; CLS as the largest session window of unexpected
 * shifts (gaps under 1 s, windows under 5 s); INP as the slowest interaction, less one per 50.
 * The observers are buffered, so a reporter started after the first screen loses nothing
 * (docs/decisions/performance-vitals-observers.md).
 */
import type { MetricName } from './vitals-beacon';

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}
interface Interaction extends PerformanceEntry {
  interactionId?: number;
}

const SESSION_GAP_MS = 1000;
const SESSION_SPAN_MS = 5000;
/** Interactions quicker than this are left out of INP's list (the first one still counts). */
const EVENT_THRESHOLD_MS = 40;
const INTERACTIONS_PER_OUTLIER = 50;

function observe(type: string, options: object = {}): () => PerformanceEntry[] {
  const entries: PerformanceEntry[] = [];
  if (!PerformanceObserver.supportedEntryTypes.includes(type)) return () => entries;
  const observer = new PerformanceObserver((list) => void entries.push(...list.getEntries()));
  observer.observe({ type, buffered: true, ...options });
  // What the browser has recorded but not yet handed to the callback counts too.
  return () => (entries.push(...observer.takeRecords()), entries);
}

/** The largest sum of a window of shifts not caused by input, each within 1 s of the last. */
export function cumulativeShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    const joins =
      shift.startTime - last < SESSION_GAP_MS && shift.startTime - first < SESSION_SPAN_MS;
    if (!joins) [sum, first] = [0, shift.startTime];
    sum += shift.value;
    last = shift.startTime;
    largest = Math.max(largest, sum);
  }
  return largest;
}

/** A view of the page restored from the back/forward cache: since when, and what it has had. */
interface RestoredView {
  /** The restore's time on the page's timeline. */
  at: number;
  /** The interactions the page had had before it. */
  before: number;
  /** From the restore to the frame after the next one, once that frame is here. */
  paint?: number;
}

const interactionCount = () => (performance as { interactionCount?: number }).interactionCount;

/**
 * The slowest interaction, skipping one for every 50 the page has had (none before 50); `before`
 * is the count the page had already had when this view of it began (a restore from the cache).
 */
export function interactionToNextPaint(
  entries: readonly Interaction[],
  before = 0,
): number | undefined {
  const slowest = new Map<number, number>();
  for (const { interactionId, duration } of entries)
    if (interactionId)
      slowest.set(interactionId, Math.max(slowest.get(interactionId) ?? 0, duration));
  if (slowest.size === 0) return undefined;
  const total = interactionCount();
  const counted = total === undefined ? slowest.size : total - before;
  const durations = [...slowest.values()].sort((a, b) => b - a);
  return durations[Math.min(durations.length - 1, Math.floor(counted / INTERACTIONS_PER_OUTLIER))];
}

/**
 * Starts the observers; the function returned gives each vital whose value is known and has
 * changed since it last gave it (so a second hide sends only what moved). A page restored from
 * the back/forward cache is a new view, as web-vitals counts it: its paint is the time from the
 * restore to the next frame (LCP and FCP), its TTFB 0, and its CLS and INP count what happened
 * since (docs/decisions/performance-vitals-restored-page.md).
 */
export function observeVitals(): () => [MetricName, number][] {
  const navigation = performance.getEntriesByType('navigation')[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activation = navigation?.activationStart ?? 0;
  const sinceActivation = (time: number) => Math.max(time - activation, 0);
  // When the page was first hidden, as the reporter starts (later, at a take, the page is hidden
  // by definition); engines without `visibility-state` entries know only whether it is now.
  const firstHidden =
    performance.getEntriesByType('visibility-state').find((entry) => entry.name === 'hidden')
      ?.startTime ?? (document.visibilityState === 'hidden' ? 0 : Infinity);
  const beforeHidden = (entries: PerformanceEntry[]) =>
    entries.filter((entry) => entry.startTime < firstHidden);

  const paints = observe('paint');
  const largest = observe('largest-contentful-paint');
  const shifts = observe('layout-shift');
  const firstInput = observe('first-input');
  const events = observe('event', { durationThreshold: EVENT_THRESHOLD_MS });
  const given = new Map<MetricName, number>();
  // The current view, once the page has been restored.
  let restored: RestoredView | undefined;
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const view: RestoredView = { at: event.timeStamp, before: interactionCount() ?? 0 };
    restored = view;
    given.clear();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => (view.paint = performance.now() - event.timeStamp)),
    );
  });
  const sinceView = (entries: PerformanceEntry[]) => {
    const start = restored?.at;
    return start === undefined ? entries : entries.filter((entry) => entry.startTime >= start);
  };

  return () => {
    const fcp = beforeHidden(paints()).find((entry) => entry.name === 'first-contentful-paint');
    const lcp = beforeHidden(largest()).at(-1);
    const [lcpTime, fcpTime, ttfb] = restored
      ? [restored.paint, restored.paint, 0]
      : [
          lcp && sinceActivation(lcp.startTime),
          fcp && sinceActivation(fcp.startTime),
          navigation && navigation.responseStart > 0
            ? sinceActivation(navigation.responseStart)
            : undefined,
        ];
    const values: [MetricName, number | undefined][] = [
      ['LCP', lcpTime],
      ['FCP', fcpTime],
      ['TTFB', ttfb],
      ['CLS', cumulativeShift(sinceView(shifts()) as LayoutShift[])],
      ['INP', interactionToNextPaint(sinceView([...firstInput(), ...events()]), restored?.before)],
    ];
    const changed = values.filter(
      (pair): pair is [MetricName, number] =>
        pair[1] !== undefined && given.get(pair[0]) !== pair[1],
    );
    for (const [name, value] of changed) given.set(name, value);
    return changed;
  };
}
