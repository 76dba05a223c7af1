import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawAnswer } from './parse-envelope';

const ANSWER: RawAnswer = { status: 200, retryAfter: null, text: '{"code":0}' };

afterEach(() => {
  vi.resetModules();
});

async function fresh() {
  return import('./boot-answer');
}

describe('boot answer handover', () => {
  it('hands the started call to exactly the same request, once', async () => {
    const { offerBootAnswer, takeBootAnswer } = await fresh();
    expect(offerBootAnswer('GET /api/x?sessionId=a ', Promise.resolve(ANSWER))).toBe(true);
    await expect(takeBootAnswer('GET /api/x?sessionId=a ')).resolves.toEqual(ANSWER);
    expect(takeBootAnswer('GET /api/x?sessionId=a ')).toBeUndefined();
  });

  it("is dropped when the app's first request is another one, and refused after it", async () => {
    const { offerBootAnswer, takeBootAnswer } = await fresh();
    offerBootAnswer('GET /api/x?sessionId=a ', Promise.resolve(ANSWER));
    expect(takeBootAnswer('GET /api/x?sessionId=b ')).toBeUndefined();
    expect(takeBootAnswer('GET /api/x?sessionId=a ')).toBeUndefined();
    expect(offerBootAnswer('k', Promise.resolve(ANSWER))).toBe(false);
    expect(takeBootAnswer('k')).toBeUndefined();
  });

  it("shows an arrived answer to the screen's first render without taking it", async () => {
    const { arrivedBootAnswer, offerBootAnswer, takeBootAnswer } = await fresh();
    let arrive: (answer: RawAnswer) => void = () => undefined;
    offerBootAnswer('k', new Promise<RawAnswer>((resolve) => (arrive = resolve)));
    expect(arrivedBootAnswer(), 'still on its way').toBeUndefined();
    arrive(ANSWER);
    await Promise.resolve();
    expect(arrivedBootAnswer()).toEqual({ key: 'k', answer: ANSWER });
    // Read, not taken: the first request still gets this very answer, and then nobody does.
    await expect(takeBootAnswer('k')).resolves.toEqual(ANSWER);
    expect(arrivedBootAnswer()).toBeUndefined();
  });

  it('a failed start reaches the screen as its own failure, never as an unhandled rejection', async () => {
    const { offerBootAnswer, takeBootAnswer, unlessAborted } = await fresh();
    offerBootAnswer('k', Promise.reject(new TypeError('Failed to fetch')));
    const taken = takeBootAnswer('k');
    if (!taken) throw new Error('not handed over');
    await expect(unlessAborted(taken, new AbortController().signal)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('gives up waiting when the caller aborts (its time-out)', async () => {
    const { unlessAborted } = await fresh();
    const controller = new AbortController();
    const waiting = unlessAborted(new Promise<RawAnswer>(() => undefined), controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('Aborted');
  });
});
