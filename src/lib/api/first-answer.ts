import { preload, unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import type { DataOf, Endpoint } from '../../contract/endpoint';
import { linkInput, type FirstCallWire, type LinkValues } from '../../contract/first-call';
import { readAnswer } from './client';
import { parseEnvelope, type RawAnswer } from './parse-envelope';
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
      return;
    } catch {
      // A failure: the hook's first request reports it, from the same answer.
    }
  }
  const taken = preload([first.wire.path, linkInput(first.wire, link)], () =>
    readAnswer<DataOf<typeof endpoint>>(first.answer, { success, schema: output, outside }),
  );
  // Handled here too: a failure nobody takes is no unhandled rejection.
  void Promise.resolve(taken).catch(() => undefined);
}
