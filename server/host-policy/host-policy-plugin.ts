import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runtimeConfigMeta, type RuntimeConfig } from '../../src/lib/links/runtime-config';
import { registerClientEvents } from './client-events';
import {
  hostPolicyWarnings,
  resolveHostPolicy,
  runtimeConfigOf,
  SANDBOX_DEMO_HOSTS,
  type RawHostLists,
} from '../lib/deployment-hosts';
import { registerRuntimeConfig } from './runtime-config-route';
import { contentSecurityPolicy } from '../headers/security-headers';

const NO_HOSTS: RawHostLists = { link: [], frame: [], image: [] };

/** Everything the deployment's host lists build, from one parse. */
export interface HostPolicy {
  /** The CSP every response carries. */
  csp: string;
  /** What `GET /app-config.json` answers. */
  config: RuntimeConfig;
  /** The `<meta>` every HTML page carries (the pages plugin writes it in). */
  htmlHead: string;
}

/**
 * Reads the host lists once. Throws on a bad entry, so a wrong list stops the server at start;
 * a list that will refuse links is a start-up warning.
 */
export function hostPolicyOf(options: {
  hosts?: RawHostLists;
  proxied: boolean;
  /** Where the start-up warnings go. */
  warn: (line: string) => void;
  /** The CSP sources of the built pages' inline scripts (../pages/inline-script-hashes.ts). */
  inlineScripts?: readonly string[];
}): HostPolicy {
  const policy = resolveHostPolicy(
    options.hosts ?? (options.proxied ? NO_HOSTS : SANDBOX_DEMO_HOSTS),
  );
  for (const warning of hostPolicyWarnings(policy, options.proxied)) options.warn(warning);
  const config = runtimeConfigOf(policy);
  return {
    csp: contentSecurityPolicy(policy, options.inlineScripts),
    config,
    htmlHead: runtimeConfigMeta(config),
  };
}

/**
 * The host policy's routes: `GET /app-config.json` and the refused-link reports
 * (`POST /client-events`, lines to `log`). Its CSP goes out with the headers plugin.
 */
export const hostPolicyPlugin = fp(
  (
    app: FastifyInstance,
    options: { policy: HostPolicy; log: (line: string) => void },
    done: (error?: Error) => void,
  ) => {
    registerRuntimeConfig(app, options.policy.config);
    registerClientEvents(app, options.log);
    done();
  },
  { name: 'host-policy' },
);
