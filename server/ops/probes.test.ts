import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { outDir } from '../../tests/setup/paths';
import { readyzAnswer } from '../test-support/readyz-answer';
import { testConfig } from '../test-support/test-config';

let app: BuiltServer;
beforeAll(async () => {
  // With the built app: a probe must never fall through to the shell its catch-all serves.
  app = await buildServer(testConfig({ dataFile: ':memory:', distDir: outDir }));
});
afterAll(() => app.close());

async function probe(path: string) {
  const answer = await app.inject({ url: path, headers: { 'sec-fetch-dest': 'document' } });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body).not.toContain('<html');
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

describe('probes', () => {
  it('/livez: the process serves', async () => {
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'live' } });
  });

  it('/readyz: ready with the renderer warm, the upstream up and no drain', async () => {
    expect(await probe('/readyz')).toEqual(readyzAnswer('up'));
  });

  it('/readyz: still ready while the upstream is down, saying so without detail; /livez stays 200', async () => {
    app.readiness.upstream = () => ({ up: false, detail: 'ECONNREFUSED' });
    try {
      const answer = await probe('/readyz');
      expect(answer).toEqual(readyzAnswer('down'));
      expect(JSON.stringify(answer.body)).not.toContain('ECONNREFUSED');
      expect((await probe('/livez')).status).toBe(200);
    } finally {
      app.readiness.upstream = () => ({ up: true, detail: 'test' });
    }
  });

  it('/readyz: 503 while the replica is saturated, and ready again once it is not', async () => {
    app.readiness.saturated = () => true;
    try {
      const ready = await probe('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', checks: { saturated: true } });
    } finally {
      app.readiness.saturated = () => false;
    }
    expect(await probe('/readyz')).toEqual(readyzAnswer('up'));
  });

  it('/readyz: 503 while draining, and every answer then asks its client to reconnect', async () => {
    app.readiness.draining = true;
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { draining: true } });
      expect(ready.headers['retry-after']).toBe('5');
      const page = await app.inject({ url: '/loanDetail' });
      expect(page.statusCode).toBe(200);
      expect(page.headers.connection).toBe('close');
    } finally {
      app.readiness.draining = false;
    }
  });
});
