import { describe, expect, it } from 'vitest';
import { readServerEnv, startupLines } from './server-env';

describe('server environment', () => {
  it('starts the sandbox, trusting no proxy, when nothing is set', () => {
    expect(readServerEnv({})).toEqual({
      ok: true,
      env: { trustedProxies: [], metrics: {}, serverRender: true },
    });
  });

  it('reads TRUSTED_PROXIES as addresses, CIDR ranges and proxy-addr range names', () => {
    const checked = readServerEnv({
      TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.5 ,fd00::/8,loopback',
    });
    expect(checked).toEqual({
      ok: true,
      env: {
        trustedProxies: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback'],
        metrics: {},
        serverRender: true,
      },
    });
  });

  it.each(['10.0.0.0/33', 'lb.internal', '10.0.0.1/8/9', '*', 'true'])(
    'refuses TRUSTED_PROXIES=%s with a clear message',
    (value) => {
      const checked = readServerEnv({ TRUSTED_PROXIES: value });
      expect(checked).toEqual({
        ok: false,
        message: expect.stringContaining(`TRUSTED_PROXIES: not an address or CIDR range: ${value}`),
      });
    },
  );

  it('takes an http(s) API_UPSTREAM with a path; credentials become a header, not part of the base', () => {
    const checked = readServerEnv({ API_UPSTREAM: 'https://app:p%40ss@api.lender.example/base/' });
    expect(checked).toEqual({
      ok: true,
      env: {
        metrics: {},
        trustedProxies: [],
        serverRender: true,
        upstream: {
          value: 'https://app:p%40ss@api.lender.example/base/',
          target: {
            base: 'https://api.lender.example/base',
            authorization: `Basic ${Buffer.from('app:p@ss').toString('base64')}`,
          },
        },
      },
    });
  });

  it.each([
    ['api.lender.example', 'not a URL'],
    ['ftp://api.lender.example', 'must be an http(s) URL'],
    ['https://api.lender.example/base?key=1', 'must not carry a query string'],
  ])('refuses API_UPSTREAM=%s', (value, reason) => {
    const checked = readServerEnv({ API_UPSTREAM: value });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.message).toContain(reason);
  });

  it.each([
    ['http://127.0.0.1:4173', 'http://127.0.0.1:4173'],
    [' https://App.Lender.example/ ', 'https://app.lender.example'],
    ['https://app.lender.example:443', 'https://app.lender.example'],
  ])('takes APP_ORIGIN=%s as the origin %s', (value, origin) => {
    expect(readServerEnv({ APP_ORIGIN: value })).toEqual({
      ok: true,
      env: { trustedProxies: [], appOrigin: origin, metrics: {}, serverRender: true },
    });
  });

  it.each([
    ['127.0.0.1:4173', 'APP_ORIGIN: not a URL: 127.0.0.1:4173'],
    ['localhost:4173', 'APP_ORIGIN must be an http(s) origin, not localhost:'],
    ['https://app.lender.example/app', 'APP_ORIGIN must be an origin only'],
    ['https://app.lender.example/?x=1', 'APP_ORIGIN must be an origin only'],
    ['https://ops:secret@app.lender.example', 'APP_ORIGIN must not carry a user or password'],
  ])('refuses APP_ORIGIN=%s with a clear message', (value, reason) => {
    const checked = readServerEnv({ APP_ORIGIN: value });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.message).toContain(reason);
    expect(checked.ok ? '' : checked.message).not.toContain('secret');
  });

  it('prints the mode, the upstream without its credentials, and the trusted proxies', () => {
    const checked = readServerEnv({
      API_UPSTREAM: 'https://app:secret@api.lender.example/base',
      TRUSTED_PROXIES: '10.0.0.0/8',
    });
    if (!checked.ok) throw new Error(checked.message);
    const lines = startupLines(checked.env, 'http://127.0.0.1:4173', '.data/sandbox.db').join('\n');
    expect(lines).toContain('Mode: proxy. /api goes to https://api.lender.example/base');
    expect(lines).toContain('Trusted proxies: 10.0.0.0/8');
    expect(lines).not.toContain('secret');
  });

  it('serves metrics on a loopback port (METRICS_PORT) and/or with a token (METRICS_TOKEN)', () => {
    const token = 'a'.repeat(24);
    const checked = readServerEnv({ METRICS_PORT: '9464', METRICS_TOKEN: token });
    expect(checked).toEqual({
      ok: true,
      env: {
        trustedProxies: [],
        metrics: { listen: { host: '127.0.0.1', port: 9464 }, token },
        serverRender: true,
      },
    });
    if (!checked.ok) return;
    const lines = startupLines(checked.env, 'http://127.0.0.1:4173', 'x.db').join('\n');
    expect(lines).toContain('Metrics (Prometheus): http://127.0.0.1:9464/metrics and');
    expect(lines).not.toContain(token);
    expect(readServerEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.1.2.3' })).toMatchObject({
      env: { metrics: { listen: { host: '10.1.2.3', port: 9464 } } },
    });
    const off = readServerEnv({});
    if (off.ok) expect(startupLines(off.env, 'http://x', 'x.db').join('\n')).toContain('off');
  });

  it('renders borrower screens unless SERVER_RENDER=off, and says which at start', () => {
    for (const [value, on] of [
      ['on', true],
      [' OFF ', false],
      ['off', false],
    ] as const) {
      const checked = readServerEnv({ SERVER_RENDER: value });
      expect(checked).toMatchObject({ ok: true, env: { serverRender: on } });
      if (!checked.ok) continue;
      expect(startupLines(checked.env, 'http://x', 'x.db').join('\n')).toContain(
        on ? 'Borrower screens: rendered here' : 'Borrower screens: the app shell',
      );
    }
    expect(readServerEnv({ SERVER_RENDER: 'yes' })).toEqual({
      ok: false,
      message:
        'SERVER_RENDER: must be on or off, not "yes" (example: SERVER_RENDER=off sends every borrower screen as the app shell).',
    });
  });

  it.each(['0', '70000', 'abc', '94.6'])('refuses METRICS_PORT=%s', (value) => {
    expect(readServerEnv({ METRICS_PORT: value })).toEqual({
      ok: false,
      message: `METRICS_PORT must be a port number (1-65535), not ${value} (example: METRICS_PORT=9464).`,
    });
  });

  it('refuses a short or spaced METRICS_TOKEN', () => {
    for (const value of ['short', `${'a'.repeat(20)} ${'b'.repeat(10)}`]) {
      const checked = readServerEnv({ METRICS_TOKEN: value });
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.message).toContain('METRICS_TOKEN must be at least 24');
    }
  });
});
