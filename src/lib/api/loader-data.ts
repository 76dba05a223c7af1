import { createElement, type ReactNode } from 'react';
import { preload, SWRConfig, unstable_serialize, type State } from 'swr';
import type { DataOf, Endpoint, InputOf } from '../../contract/endpoint';
import { buildLoaderInput, type LoaderWire, type LinkValues } from '../../contract/screen-loader';
import { readAnswer } from './client';
import { parseEnvelope, type RawAnswer } from './parse-envelope';
import { recordDataLoaded } from '../pwa/network-status';
import { queryKey } from './call-endpoint';
import { swrConfig } from './swr-config';

/**
 * The screen's loader data, handed to the app before its first render: the call the boot
 * script started while the app's code downloaded (src/boot/start-loader-call.ts), or the answer a
 * page the server rendered carries (src/boot/page-loader-data.ts). `arrived` once it is here.
 */
export interface LoaderData {
  wire: LoaderWire;
  answer: Promise<RawAnswer>;
  arrived?: RawAnswer;
}

/**
 * The key the screen's hook reads its loader's answer under (`queryKey`, as `useApiQuery` names it)
 * for this link, or undefined: the answer is another call's, or the link cannot make the call.
 */
function loaderDataKey(endpoint: Endpoint, wire: LoaderWire, link: LinkValues) {
  const input = endpoint.path === wire.path && buildLoaderInput(wire, link);
  return input ? queryKey(endpoint, input as InputOf<Endpoint>) : undefined;
}

/** SWR's state of a key whose data is here: shown in the first render, not loading. */
type LoaderDataEntry = [key: string, state: State<unknown>];

/**
 * The SWR cache entry of an answer that is here, under the key the screen's hook reads, as the
 * browser's first render and the server's render both hold it; undefined for another call's
 * answer, a link that cannot make the call, or a failure (the hook's request reports that).
 */
export function loaderDataEntry(
  endpoint: Endpoint,
  wire: LoaderWire,
  answer: RawAnswer,
  link: LinkValues,
): LoaderDataEntry | undefined {
  const key = loaderDataKey(endpoint, wire, link);
  if (!key) return undefined;
  try {
    const data = parseEnvelope(answer, endpoint.success, endpoint.output, endpoint.outside);
    // The state SWR itself keeps for data it has fetched.
    return [unstable_serialize(key), { data, isLoading: false, isValidating: false }];
  } catch {
    return undefined;
  }
}

/**
 * The app (or the server's render of it) under an SWR cache of its own (SWR's `provider`) that
 * starts with the loader data, if any: the browser's first render and the server's then read the
 * same state, so hydration matches, and no render shares another's cache.
 */
export function withLoaderDataCache(entry: LoaderDataEntry | undefined, app: ReactNode) {
  const provider = () => new Map(entry ? [entry] : []);
  return createElement(SWRConfig, { value: { provider } }, app);
}

/** When this page handed loader data over, by SWR key. */
const handedAt = new Map<string, number>();

/**
 * True while the loader data under an SWR key is younger than SWR's de-duplication interval:
 * the screen that mounts on it does not ask again, as SWR does not for a request it has just made.
 */
export function isFreshLoaderData(key: string, now = Date.now()): boolean {
  const at = handedAt.get(key);
  return at !== undefined && now - at < (swrConfig.dedupingInterval ?? 0);
}

/**
 * Hands the screen's loader data to SWR under the key the screen's hook will read (the call's
 * path and its input for this link), so no request leaves twice: an answer that has arrived comes
 * back as the first entry of the app's SWR cache (`withLoaderDataCache`: the first render shows
 * it), one still on its way goes to SWR's `preload` (the hook's first request takes it). The
 * endpoint is the screen's (its module's `dataEndpoint`); nothing is handed over for another
 * call's answer.
 */
export function handLoaderData(
  endpoint: Endpoint,
  data: LoaderData,
  link: LinkValues,
): LoaderDataEntry | undefined {
  const key = loaderDataKey(endpoint, data.wire, link);
  if (!key) return undefined;
  const entry = data.arrived && loaderDataEntry(endpoint, data.wire, data.arrived, link);
  if (entry) {
    handedAt.set(entry[0], Date.now());
    // What SWR's `onSuccess` records for a load (swr-config.ts): the offline note's "loaded at".
    recordDataLoaded();
    return entry;
  }
  // On its way, or a failure that the hook's first request then reports, from this same answer.
  const { success, output, outside } = endpoint;
  const taken = readAnswer<DataOf<Endpoint>>(data.answer, { success, schema: output, outside });
  // Handled here too: a failure no hook takes is no unhandled rejection.
  taken.catch(() => undefined);
  void preload(key, () => taken);
  return undefined;
}

/** The app the entry renders: under a cache that starts with the loader data, if it is here. */
export function withLoaderData(
  app: ReactNode,
  endpoint: Endpoint,
  data: LoaderData,
  link: LinkValues,
): ReactNode {
  const entry = handLoaderData(endpoint, data, link);
  return entry ? withLoaderDataCache(entry, app) : app;
}
