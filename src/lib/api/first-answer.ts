import { preload, unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import type { DataOf, Endpoint, InputOf } from '../../contract/endpoint';
import { linkInput, type FirstCallWire, type LinkValues } from '../../contract/first-call';
import { readAnswer } from './client';
import { parseEnvelope, type RawAnswer } from './parse-envelope';
import { recordDataLoaded } from '../pwa/network-status';
import { queryKey } from './call-endpoint';
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

/**
 * The key the screen's hook reads its first call under (`queryKey`, as `useApiQuery` names it)
 * for this link, or undefined: the answer is another call's, or the link cannot make the call.
 */
function firstAnswerKey(endpoint: Endpoint, wire: FirstCallWire, link: LinkValues) {
  const input = endpoint.path === wire.path && linkInput(wire, link);
  return input ? queryKey(endpoint, input as InputOf<Endpoint>) : undefined;
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
 * The SWR cache entry of an answer that is here, under the key the screen's hook reads, as the
 * browser's first render and the server's render both hold it; undefined for another call's
 * answer, a link that cannot make the call, or a failure (the hook's request reports that).
 */
export function firstAnswerEntry(
  endpoint: Endpoint,
  wire: FirstCallWire,
  answer: RawAnswer,
  link: LinkValues,
): [key: string, state: FirstAnswerState] | undefined {
  const key = firstAnswerKey(endpoint, wire, link);
  if (!key) return undefined;
  try {
    const data = parseEnvelope(answer, endpoint.success, endpoint.output, endpoint.outside);
    return [unstable_serialize(key), firstAnswerState(data)];
  } catch {
    return undefined;
  }
}

/**
 * Puts the screen's first answer where SWR looks, under the key the screen's hook will read
 * (the call's path and its input for this link), so no request leaves twice: an answer that has
 * arrived goes into SWR's cache as data (the first render shows it), one still on its way into
 * SWR's `preload` (the hook's first request takes it). The endpoint is the screen's (its module's
 * `firstEndpoint`); nothing is put for another call's answer, or a key SWR already holds.
 */
export function seedFirstAnswer(endpoint: Endpoint, first: FirstAnswer, link: LinkValues): void {
  const key = firstAnswerKey(endpoint, first.wire, link);
  if (!key || cache.get(unstable_serialize(key)) !== undefined) return;
  const entry = first.arrived && firstAnswerEntry(endpoint, first.wire, first.arrived, link);
  if (entry) {
    cache.set(...entry);
    // What SWR's `onSuccess` records for a load (swr-config.ts): the offline note's "loaded at".
    recordDataLoaded();
    return;
  }
  // On its way, or a failure that the hook's first request then reports, from this same answer.
  const { success, output, outside } = endpoint;
  const taken = readAnswer<DataOf<Endpoint>>(first.answer, { success, schema: output, outside });
  // Handled here too: a failure no hook takes is no unhandled rejection.
  taken.catch(() => undefined);
  void preload(key, () => taken);
}
