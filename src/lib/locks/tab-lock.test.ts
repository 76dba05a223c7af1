import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTabLock } from './tab-lock';
import { LEASE_RENEW_MS, LEASE_SETTLE_MS, LEASE_TTL_MS, type TabLockEnv } from './tab-lock-terms';

const LEASE_KEY = 'lock.payment:PL1';

function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A LockManager with the semantics the app relies on: `ifAvailable` gets null when held. */
function fakeLocks() {
  const held = new Set<string>();
  const requests: Array<{ name: string; ifAvailable: boolean | undefined }> = [];
  const request = async (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => Promise<void>,
  ): Promise<void> => {
    requests.push({ name, ifAvailable: options.ifAvailable });
    if (held.has(name)) return callback(null);
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      held.delete(name);
    }
  };
  const manager: LockManager = {
    request: request as LockManager['request'],
    query: () => Promise.resolve({ held: [], pending: [] }),
  };
  return { manager, held, requests };
}

/** One "tab" of the lease fallback: its own event target, the shared localStorage. */
function leaseTab(clock: { now: number }): TabLockEnv & { events: EventTarget } {
  return {
    locks: undefined,
    storage: window.localStorage,
    now: () => clock.now,
    events: new EventTarget(),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withTabLock with Web Locks', () => {
  it('runs the work under an exclusive lock asked for with ifAvailable, then frees it', async () => {
    const { manager, held, requests } = fakeLocks();
    const env: TabLockEnv = { locks: manager, storage: undefined, now: Date.now, events: window };
    const outcome = await withTabLock(
      'payment:PL1',
      () => {
        expect([...held]).toEqual(['lock.payment:PL1']);
        return Promise.resolve('paid');
      },
      env,
    );
    expect(outcome).toEqual({ acquired: true, value: 'paid' });
    expect(requests).toEqual([{ name: 'lock.payment:PL1', ifAvailable: true }]);
    expect(held.size).toBe(0);
  });

  it('refuses at once while another holder has it, and frees it after an error', async () => {
    const { manager } = fakeLocks();
    const env: TabLockEnv = { locks: manager, storage: undefined, now: Date.now, events: window };
    const gate = deferred();
    const first = withTabLock('payment:PL1', () => gate.promise.then(() => 1), env);
    const work = vi.fn(() => Promise.resolve(2));
    await expect(withTabLock('payment:PL1', work, env)).resolves.toEqual({ acquired: false });
    expect(work).not.toHaveBeenCalled();
    // Another order is another lock.
    await expect(withTabLock('payment:PL2', work, env)).resolves.toEqual({
      acquired: true,
      value: 2,
    });
    gate.resolve();
    await expect(first).resolves.toEqual({ acquired: true, value: 1 });

    await expect(
      withTabLock('payment:PL1', () => Promise.reject(new Error('boom')), env),
    ).rejects.toThrow('boom');
    await expect(withTabLock('payment:PL1', work, env)).resolves.toEqual({
      acquired: true,
      value: 2,
    });
  });
});

describe('withTabLock without Web Locks (localStorage lease)', () => {
  // The lease code is its own chunk, loaded on first use: loaded up front here, so the fake
  // clocks below count from the claim, not from a module load.
  beforeAll(() => import('./tab-lease'));

  it('holds a lease with an expiry while the work runs, renews it, and removes it after', async () => {
    vi.useFakeTimers();
    const clock = { now: 1_000_000 };
    const tab = leaseTab(clock);
    const gate = deferred();
    const running = withTabLock('payment:PL1', () => gate.promise.then(() => 'done'), tab);
    await vi.advanceTimersByTimeAsync(LEASE_SETTLE_MS);
    const lease = JSON.parse(window.localStorage.getItem(LEASE_KEY) ?? '{}') as {
      expires: number;
    };
    expect(lease.expires).toBe(1_000_000 + LEASE_TTL_MS);
    clock.now += LEASE_RENEW_MS;
    await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS);
    const renewed = JSON.parse(window.localStorage.getItem(LEASE_KEY) ?? '{}') as {
      expires: number;
    };
    expect(renewed.expires).toBe(1_000_000 + LEASE_RENEW_MS + LEASE_TTL_MS);
    gate.resolve();
    await expect(running).resolves.toEqual({ acquired: true, value: 'done' });
    expect(window.localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('refuses a second tab while the lease is live, and takes over an expired one', async () => {
    const clock = { now: 1_000_000 };
    const gate = deferred();
    const first = withTabLock('payment:PL1', () => gate.promise, leaseTab(clock));
    await vi.waitFor(() => expect(window.localStorage.getItem(LEASE_KEY)).not.toBeNull());
    const work = vi.fn(() => Promise.resolve('second'));
    await expect(withTabLock('payment:PL1', work, leaseTab(clock))).resolves.toEqual({
      acquired: false,
    });
    expect(work).not.toHaveBeenCalled();
    gate.resolve();
    await first;

    // A tab that crashed mid-payment left its lease: after the expiry another tab may go on.
    window.localStorage.setItem(
      LEASE_KEY,
      JSON.stringify({ owner: 'crashed-tab', expires: clock.now - 1 }),
    );
    await expect(withTabLock('payment:PL1', work, leaseTab(clock))).resolves.toEqual({
      acquired: true,
      value: 'second',
    });
  });

  it('backs off when another tab claims the lease at the same moment (storage event)', async () => {
    const clock = { now: 1_000_000 };
    const tab = leaseTab(clock);
    const work = vi.fn(() => Promise.resolve('x'));
    const attempt = withTabLock('payment:PL1', work, tab);
    await vi.waitFor(() => expect(window.localStorage.getItem(LEASE_KEY)).not.toBeNull());
    tab.events.dispatchEvent(
      new StorageEvent('storage', {
        key: LEASE_KEY,
        newValue: JSON.stringify({ owner: 'other-tab', expires: clock.now + LEASE_TTL_MS }),
      }),
    );
    await expect(attempt).resolves.toEqual({ acquired: false });
    expect(work).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('gives the lease back when the page goes away', async () => {
    const clock = { now: 1_000_000 };
    const tab = leaseTab(clock);
    const gate = deferred();
    const started = deferred();
    const running = withTabLock(
      'payment:PL1',
      () => {
        started.resolve();
        return gate.promise;
      },
      tab,
    );
    await started.promise;
    expect(window.localStorage.getItem(LEASE_KEY)).not.toBeNull();
    tab.events.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(LEASE_KEY)).toBeNull();
    gate.resolve();
    await running;
  });

  it('still guards this tab when neither Web Locks nor storage are available', async () => {
    const env: TabLockEnv = { locks: undefined, storage: undefined, now: Date.now, events: window };
    const gate = deferred();
    const first = withTabLock('payment:PL1', () => gate.promise, env);
    await expect(withTabLock('payment:PL1', () => Promise.resolve(1), env)).resolves.toEqual({
      acquired: false,
    });
    gate.resolve();
    await expect(first).resolves.toEqual({ acquired: true, value: undefined });
  });
});
