import { call, type CallSpec } from './client';
import type { PhaseResult } from './stats';

export interface PhaseOptions {
  phase: string;
  origin: string;
  /** How long the phase sends requests; requests in flight at the end still finish. */
  durationMs: number;
  /** Requests in flight at once (one keep-alive connection each). */
  concurrency: number;
  /** Hard cap on requests, whatever the duration. */
  maxRequests: number;
  /** The n-th request of the phase. */
  next: (n: number) => CallSpec;
  /** The envelope code every answer must carry. */
  expectCode: string;
}

/**
 * A bounded closed-loop phase: `concurrency` workers each send one request at a time until the
 * time or the request cap runs out. Counts an answer as an error unless it is HTTP 200 with the
 * expected envelope code.
 */
export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  const fail = (text: string) => {
    errors += 1;
    if (errorSamples.length < 5) errorSamples.push(text);
  };

  async function worker(): Promise<void> {
    while (performance.now() < deadline && issued < options.maxRequests) {
      const spec = options.next(issued);
      issued += 1;
      try {
        const result = await call(options.origin, spec);
        latencies.push(result.ms);
        if (result.status !== 200 || result.code !== options.expectCode)
          fail(`${spec.path}: HTTP ${result.status}, code '${result.code}'`);
      } catch (error) {
        fail(`${spec.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  return {
    phase: options.phase,
    requests: issued,
    seconds: (performance.now() - started) / 1000,
    latencies,
    errors,
    errorSamples,
  };
}
