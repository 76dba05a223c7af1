import type { LoaderWire, LinkValue } from '../contract/screen-loader';
import { LOADER_META } from '../lib/rendered-page/loader-markers';

const LINK_VALUES: readonly string[] = ['orderId', 'productId'] satisfies LinkValue[];
const isLinkValue = (value: unknown): value is LinkValue =>
  typeof value === 'string' && LINK_VALUES.includes(value);

/**
 * The loader the page's HTML names (its wire facts), checked field by field (the boot script
 * carries no schema library), or undefined: no meta (the worker's cached shell, a public page), or
 * an odd one.
 */
export function readLoaderWire(content: string | null | undefined): LoaderWire | undefined {
  if (!content) return undefined;
  try {
    return checkLoaderWire(JSON.parse(content));
  } catch {
    return undefined;
  }
}

/** A loader as plain data (the meta's, or the one a server-rendered page carries), checked. */
export function checkLoaderWire(raw: unknown): LoaderWire | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { path, method, style, params, input, required } = raw as Record<string, unknown>;
  if (typeof path !== 'string' || !/^\/[\w{}/.-]*$/.test(path)) return undefined;
  if (method !== 'GET' && method !== 'POST') return undefined;
  if (style !== 'json' && style !== 'form') return undefined;
  if (params !== 'query' && params !== 'body') return undefined;
  if (typeof input !== 'object' || input === null || !Array.isArray(required)) return undefined;
  const fields = Object.entries(input);
  // A number is a value the call always sends (customer service's call centre).
  if (
    !fields.every(([, value]) => isLinkValue(value) || typeof value === 'number') ||
    !required.every(isLinkValue)
  )
    return undefined;
  return {
    path,
    method,
    style,
    params,
    input: Object.fromEntries(fields) as Record<string, LinkValue | number>,
    required,
  };
}

/** The loader this page's HTML names (`<meta name="first-call">`, written by the server). */
export function loaderWireOfPage(): LoaderWire | undefined {
  return readLoaderWire(
    document.querySelector(`meta[name="${LOADER_META}"]`)?.getAttribute('content'),
  );
}
