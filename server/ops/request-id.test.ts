import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { requestIdOf } from './request-id';
import { testConfig } from '../test-support/test-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withHeader = (value: string | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('requestIdOf', () => {
  it.each([
    'b7e4c2a0-5a7e-4c59-9a44-3f3f8f0f2d11',
    'Root=1-67891233-abcdef012345678912345678',
    'lb.7f3a:42',
  ])('keeps a load balancer id as it came: %s', (id) => {
    expect(requestIdOf(withHeader(id))).toBe(id);
  });

  it.each([
    ['none', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(129)],
    ['spaces', 'two words'],
    ['a quote', 'id"injected'],
    ['a line break', 'id\ninjected'],
  ])('replaces %s with a new UUID', (_case, id) => {
    expect(requestIdOf(withHeader(id))).toMatch(UUID);
  });

  it('gives two requests without an id two ids', () => {
    expect(requestIdOf(withHeader(undefined))).not.toBe(requestIdOf(withHeader(undefined)));
  });
});

describe('X-Request-Id on every answer', () => {
  let app: BuiltServer;
  beforeAll(async () => {
    app = await buildServer(testConfig({ dataFile: ':memory:' }));
  });
  afterAll(() => app.close());

  it('returns the incoming id, or the one it made', async () => {
    const given = await app.inject({ url: '/livez', headers: { 'x-request-id': 'edge-1234' } });
    expect(given.headers['x-request-id']).toBe('edge-1234');
    const made = await app.inject({ url: '/api/no-such-call' });
    expect(made.statusCode).toBe(404);
    expect(made.headers['x-request-id']).toMatch(UUID);
  });
});
