import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { buildForeignServer } from './sandbox/foreign/foreign-server';
import { demoQuery } from './sandbox/modules/core/demo-borrower';
import { bindPort, startServers, type RunningServers, type StartConfig } from './start-servers';
import { testConfig } from './test-support/test-config';

let running: RunningServers | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** A real HTTP POST with a Host header of our choosing, as a client can send one. */
function postWithHost(origin: string, path: string, host: string, body: string) {
  return new Promise<string>((resolve, reject) => {
    const call = request(
      `${origin}${path}`,
      {
        method: 'POST',
        headers: {
          host,
          'x-forwarded-host': host,
          'content-type': 'application/x-www-form-urlencoded',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * The app on 127.0.0.1 and the foreign origin on localhost, both on free ports, with an
 * in-memory database; `foreign` changes the foreign address, `more` (by default: no log)
 * stands for the rest of the options.
 */
function localOptions(
  foreign: Partial<NonNullable<StartConfig['foreign']>> = {},
  more: Partial<StartConfig> = { onLog: () => undefined },
): StartConfig {
  return testConfig({
    host: '127.0.0.1',
    port: 0,
    foreign: { host: 'localhost', port: 0, ...foreign },
    dataFile: ':memory:',
    ...more,
  });
}

describe('startServers', () => {
  it('starts the app on 127.0.0.1 and the foreign origin on localhost, each knowing the other', async () => {
    running = await startServers(localOptions());
    const { appOrigin, foreign } = running;
    expect(appOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(foreign?.origin).toMatch(/^http:\/\/localhost:\d+$/);

    const answer = await postWithHost(
      appOrigin,
      `/api/v3/loan-details/generate-vcode?${demoQuery()}`,
      'evil.example',
      'productId=1&orderId=PL2024170&amount=765000&channelNumber=90006',
    );
    const payUrl = new URL((JSON.parse(answer) as { data: { payUrl: string } }).data.payUrl);
    expect(payUrl.origin).toBe(foreign?.origin);

    const page = await fetch(payUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`href="${appOrigin}/loanDetail?orderId=PL2024170`);
    const agreement = await fetch(`${foreign?.origin}/agreements/loan-agreement`);
    expect(agreement.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${appOrigin}`,
    );
  });

  it('lets the foreign pages name another app origin (the app behind a proxy)', async () => {
    running = await startServers(
      localOptions({}, { appOrigin: 'https://app.lender.example', onLog: () => undefined }),
    );
    const agreement = await fetch(`${running.foreign?.origin}/agreements/loan-agreement`);
    expect(agreement.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://app.lender.example',
    );
  });

  it('starts no foreign origin in proxy mode', async () => {
    running = await startServers(localOptions({}, { upstream: { base: 'http://127.0.0.1:9' } }));
    expect(running.foreign).toBeUndefined();
    expect(running.app.db).toBeUndefined();
  });

  it('fails clearly when the foreign port is taken, and leaves nothing listening', async () => {
    running = await startServers(localOptions());
    const taken = Number(new URL(running.foreign?.origin ?? '').port);
    await expect(startServers(localOptions({ port: taken }, {}))).rejects.toThrow(/EADDRINUSE/);
  });

  it('the bound foreign port answers 503 until the foreign server is ready, then only it answers', async () => {
    const { server, origin } = await bindPort('localhost', 0);
    const app = await buildServer(testConfig({ dataFile: ':memory:', onLog: () => undefined }));
    try {
      const early = await fetch(`${origin}/agreements/loan-agreement`);
      expect([early.status, early.headers.get('retry-after')]).toEqual([503, '1']);
      if (!app.db) throw new Error('no database');
      const foreign = await buildForeignServer({
        db: app.db,
        appOrigin: 'http://app.test',
        server,
      });
      const ready = await fetch(`${origin}/agreements/loan-agreement`);
      expect(ready.status).toBe(200);
      expect(server.listenerCount('request')).toBe(1);
      await foreign.close();
      expect(server.listening).toBe(false);
    } finally {
      server.close();
      await app.close();
    }
  });
});
