import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerJson,
  sha256,
  startStandInUpstream,
  type StandInUpstream,
} from '../../tests/setup/stand-in-upstream';
import { cardCommitInput, repaymentCommit } from '../../src/contract/card-payment';
import { endpointPath } from '../../src/contract/endpoint';
import { buildServer } from '../app';
import { DEMO_SESSION } from '../sandbox/modules/core/demo-borrower';
import { PROXY_MESSAGES } from './proxy-messages';
import { listenOnLoopback } from '../test-support/listen-on-loopback';
import { testConfig } from '../test-support/test-config';

const MB = 1024 * 1024;
const session = new URLSearchParams(DEMO_SESSION).toString();

let upstream: StandInUpstream;
let app: Awaited<ReturnType<typeof buildServer>>;
let origin: string;

async function listen(server: typeof app): Promise<string> {
  return (await listenOnLoopback(server)).origin;
}

beforeAll(async () => {
  upstream = await startStandInUpstream();
  app = await buildServer(
    testConfig({ dataFile: ':memory:', upstream: { base: `${upstream.origin}/api` } }),
  );
  origin = await listen(app);
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.received.length = 0;
  upstream.answer = answerJson;
});

/** Sends exact bytes through the proxy and returns what the upstream got for them. */
async function through(path: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    code: 0,
    message: 'success',
    data: { bytes: body.byteLength },
  });
  expect(upstream.received).toHaveLength(1);
  const [received] = upstream.received;
  if (!received) throw new Error('the upstream received nothing');
  return received;
}

describe('the proxy forwards request bodies byte for byte', () => {
  it('a JSON body', async () => {
    const body = Buffer.from(
      JSON.stringify({ overall: 30, note: 'Niño, ₱1,500.00 "quoted"', list: [1, 2.5, null] }),
    );
    const received = await through(
      `/api/v3/personal-center/contact-kf-info?${session}`,
      body,
      'application/json',
    );
    expect(sha256(received.body)).toBe(sha256(body));
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['content-length']).toBe(String(body.length));
    expect(received.url).toBe(`/api/v3/personal-center/contact-kf-info?${session}`);
  });

  it('a form-encoded repayment commit (the call that answered 500 before)', async () => {
    const commit = cardCommitInput({
      orderId: 'PL2024174',
      repayToken: 'rt-9f8e7d6c5b4a',
      amount: 150000,
      card: { id: '3', bankName: 'BDO Unibank, Inc.', cardNo: '4111********1111', bankCode: 'BDO' },
      couponId: null,
      idempotencyKey: 'key-3f2a-ñ',
    });
    // Form-encoded as the app sends it: null as ''.
    const fields = Object.entries(commit).map(([key, value]) => [key, String(value ?? '')]);
    const body = Buffer.from(new URLSearchParams(fields).toString());
    const type = 'application/x-www-form-urlencoded;charset=UTF-8';
    const path = `/api${endpointPath(repaymentCommit, 'pesoloan')}`;
    const received = await through(`${path}?${session}`, body, type);
    expect(sha256(received.body)).toBe(sha256(body));
    expect(received.body.toString()).toContain('bankName=BDO+Unibank%2C+Inc.');
    expect(received.headers['content-type']).toBe(type);
    expect(received.headers['content-length']).toBe(String(body.length));
  });

  it('a multipart upload of two binary files (~1 MB each), boundary intact', async () => {
    const first = randomBytes(MB + 123);
    const second = randomBytes(MB - 77);
    const form = new FormData();
    form.append('problemImage', new Blob([first], { type: 'image/jpeg' }), 'photo-1.jpg');
    form.append('problemImage', new Blob([second], { type: 'image/png' }), 'photo-2.png');
    form.append('orderNo', 'PL2024174');
    // Encode once, the way a browser does, so the exact bytes sent are known.
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type') ?? '';
    const body = new Uint8Array(await encoded.arrayBuffer());
    expect(type).toMatch(/^multipart\/form-data; boundary=/);

    const received = await through(`/api/user-problem/upload-problem-img?${session}`, body, type);
    expect(received.body.length).toBe(body.byteLength);
    expect(sha256(received.body)).toBe(sha256(body));
    expect(received.headers['content-type']).toBe(type);
    expect(received.headers['content-length']).toBe(String(body.byteLength));
    // Both files are inside, whole.
    expect(received.body.indexOf(first)).toBeGreaterThan(0);
    expect(received.body.indexOf(second)).toBeGreaterThan(0);
  });

  it('holds a large chunked body whole before the lender gets a byte of it, then passes it on intact', async () => {
    const chunks = Array.from({ length: 8 }, () => randomBytes(MB));
    const whole = Buffer.concat(chunks);
    const before = upstream.bytesSoFar();
    const outgoing = httpRequest(`${origin}/api/user-problem/upload-problem-img?${session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
    });
    outgoing.write(chunks[0]);
    // Another borrower's call goes through meanwhile; the upload has sent the lender nothing.
    expect((await fetch(`${origin}/api/other?${session}`)).status).toBe(200);
    expect(upstream.bytesSoFar()).toBe(before);
    for (const chunk of chunks.slice(1)) outgoing.write(chunk);
    outgoing.end();
    const response = await answered;
    response.resume();
    expect(response.statusCode).toBe(200);
    const received = upstream.received.find((call) => call.method === 'POST');
    expect(received?.body.length).toBe(8 * MB);
    expect(sha256(received?.body ?? Buffer.alloc(0))).toBe(sha256(whole));
  });
});

describe('a client that goes away mid-upload', () => {
  it('sends the lender nothing: its body was never complete', async () => {
    const before = upstream.bytesSoFar();
    const outgoing = httpRequest(`${origin}/api/user-problem/upload-problem-img`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
    });
    outgoing.on('error', () => undefined);
    outgoing.write(randomBytes(MB));
    expect((await fetch(`${origin}/api/other?${session}`)).status).toBe(200);
    outgoing.destroy();
    expect((await fetch(`${origin}/api/other?${session}`)).status).toBe(200);
    expect(upstream.bytesSoFar()).toBe(before);
    expect(upstream.received.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('the proxy body limit', () => {
  let small: typeof app;
  let smallOrigin: string;
  beforeAll(async () => {
    small = await buildServer(
      testConfig({
        dataFile: ':memory:',
        upstream: { base: upstream.origin },
        proxyBodyLimit: MB,
      }),
    );
    smallOrigin = await listen(small);
  });
  afterAll(() => small.close());

  it('refuses a declared length over the limit before calling the upstream', async () => {
    const response = await fetch(`${smallOrigin}/api/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: randomBytes(MB + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, message: PROXY_MESSAGES.tooLarge });
    expect(upstream.received).toHaveLength(0);
  });

  it('stops a chunked body once it passes the limit and answers 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(`${smallOrigin}/api/x`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
      });
      outgoing.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // Once the proxy has answered it may cut the connection while we still write.
      outgoing.on('error', (error) => (outgoing.writableEnded ? undefined : reject(error)));
      outgoing.write(randomBytes(MB));
      outgoing.end(randomBytes(MB));
    });
    expect(status).toBe(413);
    expect(upstream.received.every((request) => request.body.length <= MB)).toBe(true);
  });
});
