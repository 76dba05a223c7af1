import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandInUpstream, type StandInUpstream } from '../tests/setup/stand-in-upstream';
import { buildServer } from './app';
import { PROXY_MESSAGES } from './proxy/proxy-messages';
import { chunked, sendWholeThenRead } from './test-support/raw-http';
import { listenOnLoopback } from './test-support/listen-on-loopback';
import { testConfig } from './test-support/test-config';

const PROXY_BODY_LIMIT = testConfig().proxyBodyLimit;

/**
 * A browser uploading a photo that is too large sends no `Expect: 100-continue` and reads the
 * answer only once its body is sent: it must read the 413 envelope, not a connection reset.
 */
const MB = 1024 * 1024;
const BODY = Buffer.alloc(13 * MB, 0x20);

type App = Awaited<ReturnType<typeof buildServer>>;
let upstream: StandInUpstream;
let proxy: App;
let sandbox: App;

async function portOf(app: App): Promise<number> {
  return (await listenOnLoopback(app)).port;
}

const head = (path: string, framing: string, type = 'application/octet-stream') =>
  `POST ${path} HTTP/1.1\r\nHost: app.example\r\nContent-Type: ${type}\r\n${framing}\r\n\r\n`;

beforeAll(async () => {
  upstream = await startStandInUpstream();
  proxy = await buildServer(
    testConfig({ dataFile: ':memory:', upstream: { base: upstream.origin }, onLog: () => {} }),
  );
  sandbox = await buildServer(testConfig({ dataFile: ':memory:', onLog: () => {} }));
});
beforeEach(() => {
  upstream.received.length = 0;
});
afterAll(async () => {
  await Promise.all([proxy.close(), sandbox.close()]);
  await upstream.close();
});

describe('13 MB from a client that sends no Expect: 100-continue', () => {
  it('proxy, declared length over its 12 MB: the 413 envelope, and nothing reaches the upstream', async () => {
    expect(BODY.length).toBeGreaterThan(PROXY_BODY_LIMIT);
    const answer = await sendWholeThenRead(
      await portOf(proxy),
      head('/api/user-problem/upload-problem-img', `Content-Length: ${BODY.length}`),
      BODY,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 413, message: PROXY_MESSAGES.tooLarge });
    expect(upstream.received).toHaveLength(0);
  });

  it('proxy, chunked: cut at the limit, the 413 envelope read in full', async () => {
    const answer = await sendWholeThenRead(
      (proxy.server.address() as AddressInfo).port,
      head('/api/user-problem/upload-problem-img', 'Transfer-Encoding: chunked'),
      chunked(BODY),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 413, message: PROXY_MESSAGES.tooLarge });
    expect(upstream.received.every((request) => request.body.length <= PROXY_BODY_LIMIT)).toBe(
      true,
    );
  });

  it('sandbox, a JSON body over its 1 MB: the 413 envelope', async () => {
    const answer = await sendWholeThenRead(
      await portOf(sandbox),
      head(
        '/api/v3/personal-center/contact-kf-info',
        `Content-Length: ${BODY.length}`,
        'application/json',
      ),
      BODY,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413 });
  });
});
