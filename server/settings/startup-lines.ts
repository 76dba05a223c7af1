import { printableRedisUrl } from './redis-url';
import type { ServerConfig } from './server-settings';

/** The lines `npm run serve` prints, so an operator sees at once what the server will do. */
export function startupLines(config: ServerConfig, origin: string, dataFile: string): string[] {
  const trust =
    config.trustedProxies.length > 0
      ? `Trusted proxies: ${config.trustedProxies.join(', ')} (their X-Forwarded-For/-Proto/-Host are believed)`
      : 'Trusted proxies: none (X-Forwarded-* from clients are ignored; the socket address is the client; the API gets no X-Forwarded-Host/-Proto)';
  const mode = config.upstream
    ? `Mode: proxy. /api goes to ${config.upstream.base}${config.upstream.authorization ? ' (with the credentials from API_UPSTREAM)' : ''}; the sandbox is not loaded`
    : `Mode: sandbox. /api is answered by the built-in sandbox (data file ${dataFile})`;
  const where = [
    config.metrics.listen
      ? `http://${config.metrics.listen.host}:${config.metrics.listen.port}/metrics`
      : undefined,
    config.metrics.token ? `${origin}/metrics with the METRICS_TOKEN bearer token` : undefined,
  ].filter(Boolean);
  const metrics =
    where.length > 0
      ? `Metrics (Prometheus): ${where.join(' and ')}`
      : 'Metrics (Prometheus): off (set METRICS_PORT or METRICS_TOKEN)';
  const render = config.serverRender
    ? 'Borrower screens: rendered here with their first call (SERVER_RENDER=off sends the shell)'
    : 'Borrower screens: the app shell (SERVER_RENDER=off)';
  const limits = config.redisUrl
    ? `Limits: counted in Redis at ${printableRedisUrl(config.redisUrl)}, shared by every replica`
    : 'Limits: counted in this process (set REDIS_URL to share them across replicas)';
  return [mode, trust, metrics, render, limits, `Serving the app at ${origin}/`];
}
