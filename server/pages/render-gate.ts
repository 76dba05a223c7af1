export interface RenderGateOptions {
  /** Renders at once (they share the one JavaScript thread). */
  concurrency?: number;
  /** First estimate of one render's time (ms), until renders have been measured. */
  initialMeanMs?: number;
  /** Most of the thread's time renders may take, over time (0..1). */
  threadShare?: number;
  /** How much render time a burst may spend at once before the share applies (ms). */
  burstMs?: number;
  now?: () => number;
}

/** The render time a server allows: its share of the thread and its burst. */
export type RenderShare = Pick<RenderGateOptions, 'threadShare' | 'burstMs'>;

/** How many recent renders the tail estimate looks at. */
const TAIL_WINDOW = 16;

/**
 * Admission for server renders (docs/decisions/ops-overload.md). Rendering is work on the one
 * JavaScript thread, and a page rendered there delays every other request, rendered or not. So a
 * render starts only when
 * - it can end by its page's deadline (from the request's arrival) even if it is as slow as the
 *   slowest of the recent renders, after the renders running and waiting ahead of it at their
 *   mean duration: the budget is a bound, so the tail counts, not the average
 *   (docs/decisions/ops-render-budget-bound.md), and
 * - rendering has not used more than its share of the thread: a bucket of render time that
 *   holds `burstMs` and refills at `threadShare` of the time passing; each render takes its
 *   measured (wall-clock) time out. A busy machine makes renders take longer, so fewer fit.
 * A page that is not admitted goes out at once without markup (the shell with the answer), which
 * costs nearly nothing: 200 borrowers arriving together get about as many rendered pages as the
 * budget allows, and nobody's page waits for the renders of the others beyond it.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: { deadline: number; start: (admitted: boolean) => void }[] = [];
  /** Mean duration of one render (ms), an exponentially weighted average of recent ones. */
  private meanMs: number;
  /** The last TAIL_WINDOW render durations (ms); their largest is what one more may take. */
  private readonly recent: number[] = [];
  private readonly concurrency: number;
  private readonly threadShare: number;
  private readonly burstMs: number;
  private readonly now: () => number;
  /** Render time available now (ms); negative after a render that took more than expected. */
  private tokens: number;
  private refilledAt: number;

  constructor(options: RenderGateOptions = {}) {
    this.concurrency = options.concurrency ?? 1;
    this.meanMs = options.initialMeanMs ?? 25;
    this.threadShare = options.threadShare ?? 0.25;
    this.burstMs = options.burstMs ?? 150;
    this.now = options.now ?? (() => performance.now());
    this.tokens = this.burstMs;
    this.refilledAt = this.now();
  }

  /** Renders running and waiting, the mean, the tail and the render time available, for the tests. */
  get load(): {
    running: number;
    waiting: number;
    meanMs: number;
    tailMs: number;
    tokens: number;
  } {
    this.refill();
    return {
      running: this.running,
      waiting: this.waiting.length,
      meanMs: this.meanMs,
      tailMs: this.tailMs(),
      tokens: this.tokens,
    };
  }

  /** What one more render may take: the slowest recent one (the first estimate before any). */
  private tailMs(): number {
    return this.recent.length === 0 ? this.meanMs : Math.max(...this.recent);
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.burstMs, this.tokens + (now - this.refilledAt) * this.threadShare);
    this.refilledAt = now;
  }

  /** True when a render may take the thread now: time left in the bucket for one more. */
  private affordable(): boolean {
    this.refill();
    const booked = this.running + this.waiting.length;
    return this.tokens - booked * this.meanMs >= this.meanMs;
  }

  /** Resolves true when the render may start now, false when it should not render at all. */
  admit(deadline: number): Promise<boolean> {
    const ahead = this.running + this.waiting.length;
    const expectedEnd =
      this.now() + this.meanMs * Math.floor(ahead / this.concurrency) + this.tailMs();
    if (expectedEnd > deadline || !this.affordable()) return Promise.resolve(false);
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((start) => this.waiting.push({ deadline, start }));
  }

  /** A render admitted by `admit` has ended after `ms`. */
  done(ms: number): void {
    this.refill();
    this.tokens -= ms;
    this.meanMs = this.meanMs * 0.8 + ms * 0.2;
    this.recent.push(ms);
    if (this.recent.length > TAIL_WINDOW) this.recent.shift();
    this.running -= 1;
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift();
      if (!next) break;
      if (this.now() + this.tailMs() > next.deadline) {
        next.start(false);
        continue;
      }
      this.running += 1;
      next.start(true);
    }
  }
}
