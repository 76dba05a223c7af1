import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate';

/** A gate on a clock the test moves. */
function gateAt(concurrency = 1, meanMs = 20) {
  const clock = { now: 1000 };
  return { clock, gate: new RenderGate(concurrency, meanMs, () => clock.now) };
}

describe('RenderGate', () => {
  it('admits a render that fits before its deadline, refuses one that cannot', async () => {
    const { gate } = gateAt(1, 20);
    expect(await gate.admit(1500)).toBe(true);
    gate.done(20);
    expect(await gate.admit(1010)).toBe(false);
  });

  it('counts the renders ahead: the 26th of a burst at 20 ms each would end past 500 ms', async () => {
    const { gate } = gateAt(1, 20);
    const deadline = 1500;
    const admitted = Array.from({ length: 30 }, () => gate.admit(deadline));
    // The first starts at once; 24 more can wait their turn and still end by the deadline.
    expect(gate.load).toMatchObject({ running: 1, waiting: 24 });
    const refused = await Promise.all(admitted.slice(25));
    expect(refused).toEqual([false, false, false, false, false]);
  });

  it('starts the next waiting render when one ends, and drops one whose deadline has passed', async () => {
    const { clock, gate } = gateAt(1, 20);
    expect(await gate.admit(1100)).toBe(true);
    const second = gate.admit(1100);
    const third = gate.admit(1200);
    clock.now = 1090; // the first took 90 ms: the second can no longer end by 1100
    gate.done(90);
    expect(await second).toBe(false);
    expect(await third).toBe(true);
    expect(gate.load.running).toBe(1);
  });

  it('learns the mean duration from the renders it ran', () => {
    const { gate } = gateAt(1, 20);
    void gate.admit(5000);
    gate.done(120);
    expect(gate.load.meanMs).toBeCloseTo(40);
  });
});
