import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate';

/** A gate on a clock the test moves; a bucket large enough not to matter unless asked. */
function gateAt(options: { meanMs?: number; burstMs?: number; threadShare?: number } = {}) {
  const clock = { now: 1000 };
  const gate = new RenderGate({
    initialMeanMs: options.meanMs ?? 20,
    burstMs: options.burstMs ?? 100_000,
    threadShare: options.threadShare ?? 0.25,
    now: () => clock.now,
  });
  return { clock, gate };
}

describe('RenderGate', () => {
  it('admits a render that fits before its deadline, refuses one that cannot', async () => {
    const { gate } = gateAt();
    expect(await gate.admit(1500)).toBe(true);
    gate.done(20);
    expect(await gate.admit(1010)).toBe(false);
  });

  it('counts the renders ahead: the 26th of a burst at 20 ms each would end past 500 ms', async () => {
    const { gate } = gateAt();
    const deadline = 1500;
    const admitted = Array.from({ length: 30 }, () => gate.admit(deadline));
    // The first starts at once; 24 more can wait their turn and still end by the deadline.
    expect(gate.load).toMatchObject({ running: 1, waiting: 24 });
    const refused = await Promise.all(admitted.slice(25));
    expect(refused).toEqual([false, false, false, false, false]);
  });

  it('starts the next waiting render when one ends, and drops one whose deadline has passed', async () => {
    const { clock, gate } = gateAt();
    expect(await gate.admit(1100)).toBe(true);
    const second = gate.admit(1100);
    const third = gate.admit(1200);
    clock.now = 1090; // the first took 90 ms: the second can no longer end by 1100
    gate.done(90);
    expect(await second).toBe(false);
    expect(await third).toBe(true);
    expect(gate.load.running).toBe(1);
  });

  it('does not start a render that the slowest recent one says cannot end by its deadline, though the mean would', async () => {
    const { clock, gate } = gateAt({ meanMs: 10 });
    for (const ms of [10, 10, 10, 10, 200]) {
      expect(await gate.admit(clock.now + 10_000)).toBe(true);
      clock.now += ms;
      gate.done(ms);
    }
    expect(gate.load.meanMs).toBeLessThan(60);
    expect(gate.load.tailMs).toBe(200);
    // 150 ms left: the mean fits, the tail does not: the shell goes instead.
    expect(await gate.admit(clock.now + 150)).toBe(false);
    expect(await gate.admit(clock.now + 250)).toBe(true);
  });

  it('a waiting render is dropped at its turn when the slowest recent one would overrun what is left', async () => {
    const { clock, gate } = gateAt({ meanMs: 10 });
    for (const ms of [200, 10, 10, 10, 10, 10, 10]) {
      expect(await gate.admit(clock.now + 10_000)).toBe(true);
      clock.now += ms;
      gate.done(ms);
    }
    expect(await gate.admit(clock.now + 10_000)).toBe(true);
    // Fits when asked: the one ahead at the mean, then this one at the tail (200 ms).
    const waiting = gate.admit(clock.now + 230);
    expect(gate.load.waiting).toBe(1);
    clock.now += 40;
    gate.done(40);
    // 190 ms left, less than the tail, though far more than the mean: not started.
    expect(gate.load.meanMs).toBeLessThan(40);
    expect(await waiting).toBe(false);
  });

  it('learns the mean duration from the renders it ran', () => {
    const { gate } = gateAt();
    void gate.admit(5000);
    gate.done(120);
    expect(gate.load.meanMs).toBeCloseTo(40);
  });

  it('keeps renders to their share of the thread: a burst gets its bucket, then one render per refill', async () => {
    const { clock, gate } = gateAt({ meanMs: 20, burstMs: 100, threadShare: 0.25 });
    const far = 1_000_000;
    // 100 ms of render time: five renders of 20 ms book it all (one runs, four wait their turn);
    // the sixth is refused at once.
    const burst = Array.from({ length: 6 }, () => gate.admit(far));
    expect(await burst[5]).toBe(false);
    expect(gate.load).toMatchObject({ running: 1, waiting: 4 });
    for (let done = 0; done < 5; done++) {
      expect(await burst[done]).toBe(true);
      clock.now += 20;
      gate.done(20);
    }
    // 100 ms passed: 20 ms refilled (the first 5 ms found the bucket full), 100 spent: 20 left,
    // one more render.
    expect(gate.load.tokens).toBeCloseTo(20);
    expect(await gate.admit(far)).toBe(true);
    expect(await gate.admit(far)).toBe(false);
  });

  it('a slow machine makes renders longer, and so fewer of them', async () => {
    const { clock, gate } = gateAt({ meanMs: 10, burstMs: 100, threadShare: 0.25 });
    const far = 1_000_000;
    expect(await gate.admit(far)).toBe(true);
    clock.now += 80;
    gate.done(80); // a render that took 80 ms on a crowded machine
    // 20 ms left, and the mean is now 24 ms: refused until the bucket has refilled that much.
    expect(gate.load).toMatchObject({ tokens: 20, meanMs: 24 });
    expect(await gate.admit(far)).toBe(false);
    clock.now += 16;
    expect(await gate.admit(far)).toBe(true);
  });
});
