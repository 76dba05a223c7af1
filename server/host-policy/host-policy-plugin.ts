import type { FastifyInstance } from 'fastify';
import { runtimeConfigMeta } from '../../src/lib/links/runtime-config';
import { registerClientEvents } from './client-events';
import {
  hostPolicyWarnings,
  resolveHostPolicy,
  runtimeConfigOf,
  SANDBOX_DEMO_HOSTS,
  type RawHostLists,
} from '../lib/deployment-hosts';
import { registerRuntimeConfig } from './runtime-config-route';
import { contentSecurityPolicy, registerSecurityHeaders } from '../headers/security-headers';

const NO_HOSTS: RawHostLists = { link: [], frame: [], image: [] };

/**
 * Everything built from the deployment's host lists, from one parse: the CSP on every response,
 * `GET /app-config.json`, the `<meta>` for every HTML page (returned, for the static files) and
 * the refused-link reports. Throws on a bad entry, so a wrong list stops the server at start.
 */
export function registerHostPolicy(
  app: FastifyInstance,
  options: {
    hosts?: RawHostLists;
    proxied: boolean;
    log: (line: string) => void;
    /** Where the start-up warnings go (a host list that will refuse links). */
    warn: (line: string) => void;
    /** The CSP sources of the built pages' inline scripts (../pages/inline-script-hashes.ts). */
    inlineScripts?: readonly string[];
  },
): { htmlHead: string } {
  const policy = resolveHostPolicy(
    options.hosts ?? (options.proxied ? NO_HOSTS : SANDBOX_DEMO_HOSTS),
  );
  for (const warning of hostPolicyWarnings(policy, options.proxied)) options.warn(warning);
  const config = runtimeConfigOf(policy);
  registerSecurityHeaders(app, contentSecurityPolicy(policy, options.inlineScripts));
  registerRuntimeConfig(app, config);
  registerClientEvents(app, options.log);
  return { htmlHead: runtimeConfigMeta(config) };
}
