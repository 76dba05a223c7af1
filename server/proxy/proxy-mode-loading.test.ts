import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInUpstream, type StandInUpstream } from '../../tests/setup/stand-in-upstream';
import { buildServer } from '../app';
import { testConfig } from '../test-support/test-config';

const SANDBOX_PACKAGES = [
  'libsql',
  'svg-captcha',
  'qrcode',
  '@fastify/formbody',
  '@fastify/multipart',
];

/**
 * Runs in a fresh Node process (this test process has loaded the sandbox for other tests):
 * starts the servers as `npm run serve` would (with the foreign origin in sandbox mode), answers one call, and lists the sandbox packages
 * Node has loaded (CommonJS packages land in require.cache even when imported from ESM).
 */
const CHILD = `
import { createRequire } from 'node:module';
const { startServers } = await import('./server/start-servers.ts');
const { testConfig } = await import('./server/test-support/test-config.ts');
const upstream = process.env.API_UPSTREAM || undefined;
const running = await startServers(testConfig({ host: '127.0.0.1', upstream: upstream && { base: upstream },
  foreign: upstream ? undefined : { host: '127.0.0.1', port: 0 } }));
const app = running.app;
const answer = await app.inject({ method: 'POST', url: '/api/v3/x', payload: 'a=1',
  headers: { 'content-type': 'application/x-www-form-urlencoded' } });
await running.close();
const loaded = Object.keys(createRequire(import.meta.url).cache);
const names = ${JSON.stringify(SANDBOX_PACKAGES)};
console.log(JSON.stringify({
  status: answer.statusCode,
  sandbox: names.filter((name) => loaded.some((file) => file.includes('/node_modules/' + name + '/'))),
  proxy: loaded.some((file) => file.includes('/node_modules/@fastify/http-proxy/')),
}));
`;

async function runChild(env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', CHILD],
    { env: { ...process.env, ...env }, cwd: process.cwd() },
  );
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as unknown;
}

let upstream: StandInUpstream;
beforeAll(async () => {
  upstream = await startStandInUpstream();
});
afterAll(() => upstream.close());

describe('proxy mode loads no sandbox code', () => {
  it('a fresh server process with API_UPSTREAM never loads libsql, svg-captcha, qrcode or the body parsers', async () => {
    expect(await runChild({ API_UPSTREAM: upstream.origin })).toEqual({
      status: 200,
      sandbox: [],
      proxy: true,
    });
    expect(upstream.received.at(-1)?.body.toString()).toBe('a=1');
  }, 60_000);

  it('the same probe sees them in sandbox mode (so the check above can fail)', async () => {
    const result = await runChild({ API_UPSTREAM: '' });
    expect(result).toMatchObject({ sandbox: SANDBOX_PACKAGES, proxy: false });
  }, 60_000);

  it('registers no body parser plugin in proxy mode', async () => {
    const app = await buildServer(
      testConfig({ dataFile: ':memory:', upstream: { base: upstream.origin } }),
    );
    try {
      expect(app.hasPlugin('@fastify/formbody')).toBe(false);
      expect(app.hasPlugin('@fastify/multipart')).toBe(false);
      expect(app.db).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
