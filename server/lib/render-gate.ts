/**
 * Admission for server renders (docs/decisions/ops-overload.md). Rendering is work on the one
 * JavaScript thread: 200 borrowers arriving at once would each wait for the 199 renders before
 * theirs, so every page would be late. The gate lets a render start only when it is expected to
 * finish by its page's deadline (measured from the request's arrival), counting the renders
 * running and queued ahead of it at the recent mean duration; a page that cannot make it is sent
 * without markup at once (the shell with the answer), which costs nearly nothing.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: { deadline: number; start: (admitted: boolean) => void }[] = [];
  /** Mean duration of one render (ms), an exponentially weighted average of recent ones. */
  private meanMs: number;

  constructor(
    private readonly concurrency = 1,
    initialMeanMs = 25,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.meanMs = initialMeanMs;
  }

  /** Renders running and waiting, for the log and the tests. */
  get load(): { running: number; waiting: number; meanMs: number } {
    return { running: this.running, waiting: this.waiting.length, meanMs: this.meanMs };
  }

  /** Resolves true when the render may start now, false when it would end past `deadline`. */
  admit(deadline: number): Promise<boolean> {
    const ahead = this.running + this.waiting.length;
    const expectedEnd = this.now() + this.meanMs * (1 + Math.floor(ahead / this.concurrency));
    if (expectedEnd > deadline) return Promise.resolve(false);
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((start) => this.waiting.push({ deadline, start }));
  }

  /** A render admitted by `admit` has ended after `ms`. */
  done(ms: number): void {
    this.meanMs = this.meanMs * 0.8 + ms * 0.2;
    this.running -= 1;
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift();
      if (!next) break;
      if (this.now() + this.meanMs > next.deadline) {
        next.start(false);
        continue;
      }
      this.running += 1;
      next.start(true);
    }
  }
}
