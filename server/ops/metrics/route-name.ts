import { SCREEN_NAMES } from '../../../src/app/screen-facts';
import { screenForPath } from '../../../src/config/screen-for-path';
import { CLIENT_EVENTS_PATH } from '../../../src/lib/links/client-event';
import { RUNTIME_CONFIG_PATH } from '../../../src/lib/links/runtime-config';
import { NOT_FOUND_SCREEN, VITALS_PATH } from '../../../src/lib/vitals/vitals-beacon';
import { PROBE_PATHS } from '../probes';
import { API_PREFIX, isApiPath } from '../../lib/api-path';
import { METRICS_PATH } from './metrics-endpoint';
import { CONTRACT_ENDPOINTS } from './contract-endpoints';

/** The server's own routes, by exact path (Fastify matches them case-sensitively too). */
const SERVER_ROUTES: ReadonlyMap<string, string> = new Map([
  [PROBE_PATHS.live, 'livez'],
  [PROBE_PATHS.ready, 'readyz'],
  [METRICS_PATH, 'metrics'],
  [VITALS_PATH, 'vitals'],
  [CLIENT_EVENTS_PATH, 'client_events'],
  [RUNTIME_CONFIG_PATH, 'app_config'],
]);

/** Any file by its name (`/assets/…`, `/sw.js`, icons), served or missing: one series, not one per file. */
export const STATIC_ROUTE = 'static';
/** An `/api` path that is no endpoint of the contract (a typo, a probe, the sandbox's uploads). */
export const API_OTHER_ROUTE = 'api_other';
/** The not-found screen of the route table: any other path without a file extension. */
const NOT_FOUND_ROUTE = NOT_FOUND_SCREEN;

const apiRoute = (endpointName: string) => `api_${endpointName}`;

/** Each endpoint's path as segments; a `{placeholder}` (the provider) matches any one segment. */
const API_PATTERNS = CONTRACT_ENDPOINTS.map(({ name, path }) => ({
  route: apiRoute(name),
  segments: path.split('/'),
}));

function matchesPattern(segments: readonly string[], pattern: readonly string[]): boolean {
  return (
    segments.length === pattern.length &&
    pattern.every((part, index) =>
      /^\{\w+\}$/.test(part) ? (segments[index] ?? '') !== '' : part === segments[index],
    )
  );
}

function apiRouteName(pathUnderApi: string): string {
  const segments = pathUnderApi.split('/');
  return (
    API_PATTERNS.find(({ segments: pattern }) => matchesPattern(segments, pattern))?.route ??
    API_OTHER_ROUTE
  );
}

/**
 * Every name `routeName` can return: the bound on the request series' `route` label, whatever
 * paths clients send.
 */
export const ROUTE_NAMES: ReadonlySet<string> = new Set([
  ...SERVER_ROUTES.values(),
  ...SCREEN_NAMES,
  NOT_FOUND_ROUTE,
  STATIC_ROUTE,
  ...CONTRACT_ENDPOINTS.map(({ name }) => apiRoute(name)),
  API_OTHER_ROUTE,
]);

/**
 * The name a request's series carry, from its URL: never the URL itself (ids, queries and junk
 * would make a series each). The server's own routes by name (`metrics`, `livez`…); `/api/…` by
 * the contract endpoint's export name (`api_loanDetails`) or `api_other`; anything whose last
 * segment has a dot is a file (`static`); any other path is the borrower screen that renders it
 * (`orderDetail`, as the field vitals name it), or `notFound`.
 */
export function routeName(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const own = SERVER_ROUTES.get(path);
  if (own !== undefined) return own;
  if (isApiPath(path)) return apiRouteName(path.slice(API_PREFIX.length));
  if ((path.split('/').pop() ?? '').includes('.')) return STATIC_ROUTE;
  return screenForPath(path) ?? NOT_FOUND_ROUTE;
}
