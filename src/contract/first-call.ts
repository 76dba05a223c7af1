import type { Endpoint, InputOf } from './endpoint';

/*
 * A screen's first call: what it asks the API for as it opens, written once beside the screen
 * (its feature's `api/<screen>-call.ts`) and used both by the screen's data hook and, as plain wire
 * data, by the boot script, the worker and the server (src/app/screen-facts.ts).
 */

/** The link values a first call may take (the order values of src/lib/session/session.ts). */
export type LinkValue = 'orderId' | 'productId';

/**
 * A screen's first call: the endpoint, each input field's link value (or the number the call
 * always sends in it), in the order the input is written, and the link values without which the
 * call is not made early (the screen shows what is missing, or calls another way).
 */
export interface FirstCall<E extends Endpoint = Endpoint> {
  endpoint: E;
  input: Record<string, LinkValue | number>;
  required: LinkValue[];
}

/** A first call as the HTML carries it to the boot script: the wire facts, no schema. */
export interface FirstCallWire {
  path: string;
  method: 'GET' | 'POST';
  style: 'json' | 'form' | 'multipart';
  params: 'query' | 'body';
  /** Each input field's link value, or the number the call always sends in it. */
  input: Record<string, LinkValue | number>;
  required: LinkValue[];
}

/** A call's wire facts: what the HTML carries to the browser, plain data. */
export function wireOf(call: FirstCall): FirstCallWire {
  const { path, method, style, params } = call.endpoint;
  return { path, method, style, params, input: call.input, required: call.required };
}

/** The link's values a call may take, as the session holds them. */
export type LinkValues = Partial<Record<LinkValue, string | undefined>>;

/**
 * The call's input for these link values, the one place a first call's input is built: by the
 * screen's hook and the boot call alike, so both send the same request. Null when a value the
 * call requires is missing (then it is not started early), unless `anyway` (a missing value is
 * then sent empty).
 */
export function linkInput(
  call: Pick<FirstCallWire, 'input' | 'required'>,
  values: LinkValues,
  anyway = false,
): Record<string, string | number> | null {
  if (!anyway && call.required.some((value) => !values[value])) return null;
  return Object.fromEntries(
    Object.entries(call.input).map(([field, value]) => [
      field,
      typeof value === 'number' ? value : (values[value] ?? ''),
    ]),
  );
}

/** The screen's input for its first call, whatever is missing (the screen calls regardless). */
export const inputOf = <E extends Endpoint>(call: FirstCall<E>, values: LinkValues) =>
  linkInput(call, values, true) as InputOf<E>;

/** The screen's input for its first call, or null (no call) without a value it requires. */
export const callInput = <E extends Endpoint>(call: FirstCall<E>, values: LinkValues) =>
  linkInput(call, values) as InputOf<E> | null;
