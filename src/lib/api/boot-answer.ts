import type { RawAnswer } from './raw-answer';

let offered: { key: string; answer: Promise<RawAnswer>; arrived?: RawAnswer } | undefined;
let appStarted = false;

/**
 * The boot script (src/boot/) offers the screen's first call, started while the app's code was
 * still downloading. Refused once the app has sent a request of its own: by then it would only
 * be a second copy of a call the app is making.
 */
export function offerBootAnswer(key: string, answer: Promise<RawAnswer>): boolean {
  if (appStarted) return false;
  const offer: NonNullable<typeof offered> = { key, answer };
  answer.then(
    (raw) => {
      offer.arrived = raw;
    },
    // Never an unhandled rejection: the screen that takes it handles the failure.
    () => undefined,
  );
  offered = offer;
  return true;
}

/**
 * The offered first call, with its answer, once that answer has arrived: read without taking
 * it, so the screen's first render shows that data at once instead of a placeholder, and the
 * request that follows still takes this very answer (no second call). Nothing before the
 * answer is here, nor once the app has sent its first request.
 */
export function arrivedBootAnswer(): { key: string; answer: RawAnswer } | undefined {
  return !appStarted && offered?.arrived
    ? { key: offered.key, answer: offered.arrived }
    : undefined;
}

/**
 * The answer to exactly this request (method, address with the session values, body), to the
 * app's very first request only: that is the screen's first call. Anything else (another
 * borrower's link, another order, a later visit to the same screen) never reuses it; an offer
 * the first request does not match is dropped.
 */
export function takeBootAnswer(key: string): Promise<RawAnswer> | undefined {
  appStarted = true;
  const candidate = offered;
  offered = undefined;
  return candidate?.key === key ? candidate.answer : undefined;
}

/** Waits for a started answer, unless the caller gives up first (its time-out or abort). */
export function unlessAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
