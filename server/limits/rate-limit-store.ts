import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './counters';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's store interface over the app's counters (./counters.ts): the plugin
 * counts in Redis shared by every replica, or in memory, with the same fallback and metrics as
 * every other limit of the server.
 */
export function counterStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs a store with its options: nothing in them is needed here.
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }
    incr(key: string, done: Done, timeWindow: number): void {
      counters.incr(`${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: RouteOptions): CounterStore {
      // At run time the plugin hands the route as `routeInfo` (its own Redis store reads it so).
      const route: unknown = 'routeInfo' in routeOptions ? routeOptions.routeInfo : routeOptions;
      const text = (name: string) => {
        const value: unknown =
          typeof route === 'object' && route !== null ? Reflect.get(route, name) : undefined;
        return typeof value === 'string' ? value : '';
      };
      return new CounterStore(undefined, `${this.prefix}${text('method')}${text('url')}:`);
    }
  };
}
