import type { Endpoint, InputOf } from './endpoint';

/*
 * A screen's loader, as a route loader is (React Router's `loader`): the one API call a screen
 * makes as it opens, written once beside the screen (its feature's `api/<screen>-loader.ts`) and
 * used both by the screen's data hook and, as plain wire data, by the boot script, the worker and
 * the server (src/app/screen-facts.ts). Names: docs/decisions/loader-vocabulary.md.
 */

/** The link values a loader's input may take (the order values of src/lib/session/session.ts). */
export type LinkValue = 'orderId' | 'productId';

/**
 * A screen's loader: the endpoint, each input field's link value (or the number the call always
 * sends in it), in the order the input is written, and the link values without which the call is
 * not made early (the screen shows what is missing, or calls another way).
 */
export interface ScreenLoader<E extends Endpoint = Endpoint> {
  endpoint: E;
  input: Record<string, LinkValue | number>;
  required: LinkValue[];
}

/** A loader as the HTML carries it to the boot script: the wire facts, no schema. */
export interface LoaderWire {
  path: string;
  method: 'GET' | 'POST';
  style: 'json' | 'form' | 'multipart';
  params: 'query' | 'body';
  /** Each input field's link value, or the number the call always sends in it. */
  input: Record<string, LinkValue | number>;
  required: LinkValue[];
}

/** A loader's wire facts: what the HTML carries to the browser, plain data. */
export function wireOf(loader: ScreenLoader): LoaderWire {
  const { path, method, style, params } = loader.endpoint;
  return { path, method, style, params, input: loader.input, required: loader.required };
}

/** The link's values a loader's input may take, as the session holds them. */
export type LinkValues = Partial<Record<LinkValue, string | undefined>>;

/**
 * The loader's input for these link values, the one place it is built: by the screen's hook and
 * the boot call alike, so both send the same request. Null when a value the loader requires is
 * missing (then it is not started early), unless `anyway` (a missing value is then sent empty).
 */
export function buildLoaderInput(
  loader: Pick<LoaderWire, 'input' | 'required'>,
  values: LinkValues,
  anyway = false,
): Record<string, string | number> | null {
  if (!anyway && loader.required.some((value) => !values[value])) return null;
  return Object.fromEntries(
    Object.entries(loader.input).map(([field, value]) => [
      field,
      typeof value === 'number' ? value : (values[value] ?? ''),
    ]),
  );
}

/** The screen's input for its loader, whatever is missing (the screen calls regardless). */
export const loaderInput = <E extends Endpoint>(loader: ScreenLoader<E>, values: LinkValues) =>
  buildLoaderInput(loader, values, true) as InputOf<E>;

/** The screen's input for its loader, or null (no call) without a value it requires. */
export const loaderInputOrNull = <E extends Endpoint>(
  loader: ScreenLoader<E>,
  values: LinkValues,
) => buildLoaderInput(loader, values) as InputOf<E> | null;
