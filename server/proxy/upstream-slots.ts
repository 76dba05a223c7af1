/**
 * Calls to the lender's API under way or waiting for a connection, at most `connections` plus
 * `queue` (docs/decisions/ops-bounded-upstream.md): undici keeps `connections` sockets and queues
 * the rest without a bound, so past both a call is refused at once with 503 instead of waiting
 * behind everyone else's until its time-out.
 */
export class UpstreamSlots {
  private inUse = 0;
  constructor(
    readonly connections: number,
    readonly queue: number,
  ) {}

  /** A slot for one call, or false when every connection and the queue are taken. */
  take(): boolean {
    if (this.inUse >= this.connections + this.queue) return false;
    this.inUse += 1;
    return true;
  }

  give(): void {
    this.inUse = Math.max(0, this.inUse - 1);
  }

  /** Every connection busy and the queue full: /readyz asks the balancer for a pause. */
  saturated(): boolean {
    return this.inUse >= this.connections + this.queue;
  }

  get used(): number {
    return this.inUse;
  }
}
