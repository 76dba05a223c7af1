/** Latency figures of one load phase, and the table the load test prints. */
export interface PhaseResult {
  phase: string;
  requests: number;
  seconds: number;
  /** Milliseconds per request, in completion order. */
  latencies: number[];
  /** Transport failures, HTTP statuses other than 200 and envelopes with an unexpected code. */
  errors: number;
  /** The first few error descriptions, for the report. */
  errorSamples: string[];
}

/** Nearest-rank percentile (p in 0..100) of unsorted values; 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export function throughput(result: Pick<PhaseResult, 'requests' | 'seconds'>): number {
  return result.seconds > 0 ? result.requests / result.seconds : 0;
}

function cell(text: string, width: number, left = false): string {
  return left ? text.padEnd(width) : text.padStart(width);
}

export function phaseTable(results: readonly PhaseResult[]): string {
  const header = `${cell('phase', 38, true)}${cell('requests', 10)}${cell('req/s', 10)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('errors', 8)}`;
  const rows = results.map(
    (result) =>
      `${cell(result.phase, 38, true)}${cell(String(result.requests), 10)}` +
      `${cell(throughput(result).toFixed(0), 10)}` +
      `${cell(percentile(result.latencies, 50).toFixed(1), 9)}` +
      `${cell(percentile(result.latencies, 99).toFixed(1), 9)}` +
      `${cell(String(result.errors), 8)}`,
  );
  return [header, '-'.repeat(header.length), ...rows].join('\n');
}
