import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { demoQuery } from './modules/core/demo-borrower';
import { testConfig } from '../test-support/test-config';

let app: Awaited<ReturnType<typeof buildServer>>;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-mode-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, '.well-known'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/x.js"}}');
  writeFileSync(
    join(dist, '.vite/route-preloads.json'),
    '{"/loandetail":{"js":["assets/order-detail-1.js"],"css":[]}}',
  );
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dist, 'assets/x.js'), 'export {};');
  writeFileSync(join(dist, 'assets/x.js.map'), '{"sources":["../src/main.tsx"]}');
  writeFileSync(join(dist, '.well-known/assetlinks.json'), '[]');
  app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      distDir: dist,
      uploadsDir: join(dir, 'uploads'),
      onLog: () => undefined,
    }),
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

function tinyPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(90);
  return PNG.sync.write(png);
}

async function uploadPng(): Promise<string> {
  const form = new FormData();
  form.append(
    'problemImage',
    new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
    'p.png',
  );
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: `/api/user-problem/upload-problem-img?${demoQuery()}`,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body = response.json<{ code: string; data: { url: string } }>();
  expect(body.code).toBe('00');
  return body.data.url;
}

describe('sandbox mode', () => {
  it('keeps the database on app.db and serves uploaded photos back', async () => {
    expect(app.db).toBeDefined();
    const url = await uploadPng();
    const photo = await app.inject({ url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('marks every /api answer no-store: data, errors, images and pages', async () => {
    const urls = [
      `/api/v3/loan-details/loan-details?${demoQuery({ orderId: 'PL2024174' })}`,
      '/api/v9/nothing',
      `/api/sandbox/repayment-counts?orderId=PL2024174`,
      '/api/sandbox/uploads/missing.png',
      await uploadPng(),
    ];
    for (const url of urls) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const posted = await app.inject({ method: 'POST', url: '/api/v3/x', payload: {} });
    expect(posted.headers['cache-control']).toBe('no-store');
  });

  it('answers a valibot validation error with 400 and what was wrong, not 500', async () => {
    const response = await app.inject({ url: '/api/sandbox/uploads/..%2Fsandbox.db' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'The request is not valid: name: not a stored photo',
    });
  });

  it('answers a missing parameter with 400 naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/api/v1/pesoloan/service/loan/repayment-way?${demoQuery()}`,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'orderId is required' });
  });

  it('does not trust X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('build-internal files are not served', () => {
  it.each(['/.vite/manifest.json', '/.vite/route-preloads.json', '/.env', '/assets/x.js.map'])(
    '%s is a 404',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('assets/');
      expect(response.body).not.toContain('SECRET');
    },
  );

  it('still serves real assets, /.well-known and the preload hints read from .vite', async () => {
    expect((await app.inject({ url: '/assets/x.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/.well-known/assetlinks.json' })).body).toBe('[]');
    const shell = await app.inject({ url: '/loanDetail' });
    expect(shell.body).toContain('href="/assets/order-detail-1.js"');
  });
});
