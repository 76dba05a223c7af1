/**
 * The foreign origin stands in for everything that lives on other origins in production: the
 * payment gateway, partner lenders' sites, the agreement pages and the lender's image CDN
 * (docs/decisions/sandbox-foreign-origin.md). `npm start` serves it on localhost:FOREIGN_PORT.
 */
export const DEFAULT_FOREIGN_PORT = 4174;
export const DEFAULT_FOREIGN_ORIGIN = `http://localhost:${DEFAULT_FOREIGN_PORT}`;

/**
 * A path on the foreign origin as the absolute URL the API answers. The sandbox stores paths
 * (`/images/products/product-1.svg`), as a real backend stores object keys, and prefixes the
 * configured origin when it answers: never the Host header of the request, which a client sets.
 */
export function foreignUrl(foreignOrigin: string, path: string): string {
  return new URL(path, foreignOrigin).href;
}

/** `http://host:port` for a listening address; wildcard binds are reached on loopback. */
export function originFor(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
