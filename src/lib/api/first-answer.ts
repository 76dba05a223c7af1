import { preload, unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import type { DataOf, Endpoint } from '../../contract/endpoint';
import { linkInput, type FirstCallWire, type LinkValues } from '../../contract/first-call';
import { readAnswer } from './client';
import { parseEnvelope, type RawAnswer } from './parse-envelope';
import { recordDataLoaded } from '../pwa/network-status';
import { handleSessionExpiry } from './session-expiry';
import { swrConfig } from './swr-config';

/**
 * The screen's first answer, handed to the app before its first render: the call the boot
 * script started while the app's code downloaded (src/boot/start-first-call.ts), or the answer a
 * page the server rendered carries (src/boot/page-first-answer.ts). `arrived` once it is here.
 */
export interface FirstAnswer {
  wire: FirstCallWire;
  answer: Promise<RawAnswer>;
  arrived?: RawAnswer;
}

/** The SWR key the screen's hook reads the call under (`queryKey`: the path and the input). */
export function firstAnswerKey(wire: FirstCallWire, link: LinkValues): string | undefined {
  const input = linkInput(wire, link);
  return input ? unstable_serialize([wire.path, input]) : undefined;
}

/** The SWR state of a key whose data is a first answer: when it was put there. */
interface FirstAnswerState {
  data: unknown;
  isLoading: false;
  isValidating: false;
  firstAnswerAt: number;
}

/** SWR's state for data that is here: shown in the first render, not loading. */
export function firstAnswerState(data: unknown, at = Date.now()): FirstAnswerState {
  return { data, isLoading: false, isValidating: false, firstAnswerAt: at };
}

/**
 * True while a key's data is a first answer younger than SWR's de-duplication interval: the
 * screen that mounts on it does not ask again, as SWR does not for a request it has just made.
 */
export function isFreshFirstAnswer(state: unknown, now = Date.now()): boolean {
  const at = (state as Partial<FirstAnswerState> | undefined)?.firstAnswerAt;
  return typeof at === 'number' && now - at < (swrConfig.dedupingInterval ?? 0);
}

/**
 * Puts the screen's first answer where SWR looks, under the key the screen's hook will read
 * (the call's path and its input for this link), so no request leaves twice: an answer that has
 * arrived goes into SWR's cache as data (the first render shows it), one still on its way into
 * SWR's `preload` (the hook's first request takes it). The endpoint is the screen's (its module's
 * `firstEndpoint`); nothing is put for another call's answer, or a key SWR already holds.
 */
export function seedFirstAnswer(endpoint: Endpoint, first: FirstAnswer, link: LinkValues): void {
  const key = endpoint.path === first.wire.path && firstAnswerKey(first.wire, link);
  if (!key || cache.get(key) !== undefined) return;
  const { success, output, outside } = endpoint;
  if (first.arrived) {
    try {
      const data = parseEnvelope(first.arrived, success, output, outside);
      cache.set(key, firstAnswerState(data));
      // What SWR's `onSuccess` records for a load (swr-config.ts): the offline note's "loaded at".
      recordDataLoaded();
      return;
    } catch {
      // A failure: the hook's first request reports it, from the same answer.
    }
  }
  // Read only when the hook's first request takes it, as that request would read its own answer.
  // SWR hands a preloaded answer past the app's middleware (swr-config.ts), so an expired
  // session is handled here as that middleware handles it for any other call: then, after the
  // screen has rendered and kept its session, not before.
  const taken: PromiseLike<DataOf<typeof endpoint>> = {
    then: (onAnswer, onFailure) =>
      readAnswer<DataOf<typeof endpoint>>(first.answer, { success, schema: output, outside })
        .catch((error: unknown) => {
          handleSessionExpiry(error);
          throw error;
        })
        .then(onAnswer, onFailure),
  };
  // Nothing runs until the hook takes it, so nothing can fail unheard here.
  void preload(
    [first.wire.path, linkInput(first.wire, link)],
    () => taken as Promise<DataOf<typeof endpoint>>,
  );
}
