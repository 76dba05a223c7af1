import { Counter, Registry, Summary } from 'prom-client';
import type { VitalEntry } from '../../../src/lib/vitals/vitals-beacon';

/** The window the percentiles roll over: the last 10 minutes, in 5 steps of 2 minutes. */
export const ROLLING_WINDOW_SECONDS = 600;
const AGE_BUCKETS = 5;

/** What became of a beacon: kept, or dropped and why (a bounded label set). */
const BEACON_OUTCOMES = ['accepted', 'invalid', 'rate_limited', 'too_large'] as const;
type BeaconOutcome = (typeof BEACON_OUTCOMES)[number];

export interface VitalsMetrics {
  registry: Registry;
  record(screen: string, entry: VitalEntry): void;
  /** One beacon received, counted by outcome, so ops see reports dropped as well as kept. */
  countBeacon(outcome: BeaconOutcome): void;
}

/**
 * Rolling p50/p75/p95 per screen and metric (web-vitals values: ms, CLS unitless; the summary's
 * `_count` says how many reports each figure rests on), client errors per screen and source, and
 * beacons by outcome, in a registry of this server's
 * own (never prom-client's global one, so two servers in one process never mix figures).
 */
export function createVitalsMetrics(): VitalsMetrics {
  const registry = new Registry();
  const vitals = new Summary({
    name: 'borrower_web_vitals',
    help: 'Field web vitals per screen (LCP, INP, FCP, TTFB in ms; CLS unitless), rolling 10 min',
    labelNames: ['screen', 'metric'],
    percentiles: [0.5, 0.75, 0.95],
    maxAgeSeconds: ROLLING_WINDOW_SECONDS,
    ageBuckets: AGE_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'borrower_client_errors_total',
    help: 'Errors the app caught or saw escape, per screen and where they were caught',
    labelNames: ['screen', 'source'],
    registers: [registry],
  });
  const beacons = new Counter({
    name: 'borrower_vitals_beacons_total',
    help: 'Beacons received at POST /vitals, by outcome (accepted, invalid, rate_limited, too_large)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Every outcome from the start at 0, so a scraper's rate() sees a drop from the first one.
  for (const outcome of BEACON_OUTCOMES) beacons.inc({ outcome }, 0);
  return {
    registry,
    record(screen, entry) {
      if (entry.kind === 'metric') vitals.observe({ screen, metric: entry.name }, entry.value);
      else errors.inc({ screen, source: entry.source });
    },
    countBeacon(outcome) {
      beacons.inc({ outcome });
    },
  };
}
