import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiNoStore } from './api-no-store';
import { registerSecurityHeaders } from './security-headers';

/**
 * What every answer carries: the security headers with the deployment's CSP (raw and
 * client-error answers included), and `no-store` on every `/api` answer.
 */
export const headersPlugin = fp(
  (app: FastifyInstance, options: { csp: string }, done: (error?: Error) => void) => {
    registerSecurityHeaders(app, options.csp);
    registerApiNoStore(app);
    done();
  },
  { name: 'headers' },
);
