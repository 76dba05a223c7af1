import { describe, expect, it } from 'vitest';
import { readSettings, type ServerConfig } from './server-settings';
import { startupLines } from './startup-lines';

const SANDBOX = { SANDBOX: '1' };
const PROXY = { API_UPSTREAM: 'https://api.lender.example' };

function settings(env: Record<string, string>): ServerConfig {
  const checked = readSettings(env);
  if (!checked.ok) throw new Error(checked.message);
  return checked.config;
}

function refusal(env: Record<string, string>): string {
  const checked = readSettings(env);
  if (checked.ok) throw new Error(`accepted ${JSON.stringify(env)}`);
  return checked.message;
}

const DEFAULTS = {
  host: '127.0.0.1',
  port: 4173,
  distDir: 'dist',
  trustedProxies: [],
  metrics: {},
  serverRender: true,
  logLevel: 'info',
  logRequests: false,
  drainSeconds: 10,
  stopDeadlineSeconds: 25,
  upstreamHealthPath: '/',
  timeZone: 'Asia/Manila',
  overload: { shellAboveMs: 200, refuseAboveMs: 2000 },
  capacity: { upstreamConnections: 64, upstreamQueue: 1024, maxConnections: 4096 },
  smsPerNumberPerHour: 5,
  upstreamTimeoutMs: 60_000,
  proxyBodyLimit: 12 * 1024 * 1024,
};

describe('the run mode: SANDBOX=1 or API_UPSTREAM, exactly one', () => {
  it('SANDBOX=1 runs the sandbox with every default', () => {
    expect(settings(SANDBOX)).toEqual({
      ...DEFAULTS,
      mode: 'sandbox',
      dataFile: '.data/sandbox.db',
      foreign: { host: 'localhost', port: 4174 },
    });
  });

  it('API_UPSTREAM proxies; credentials become a header, not part of the base', () => {
    expect(
      settings({ API_UPSTREAM: 'https://app:p%40ss@api.lender.example/base/', SANDBOX: '0' }),
    ).toEqual({
      ...DEFAULTS,
      mode: 'proxy',
      upstream: {
        base: 'https://api.lender.example/base',
        authorization: `Basic ${Buffer.from('app:p@ss').toString('base64')}`,
      },
    });
  });

  it('refuses to start with neither, naming both settings', () => {
    expect(refusal({})).toBe(
      "API_UPSTREAM is not set: set it to the lender's API (example: API_UPSTREAM=https://api.lender.example/base), or SANDBOX=1 to run the demo sandbox.",
    );
    expect(refusal({ SANDBOX: '0', API_UPSTREAM: '  ' })).toMatch(/^API_UPSTREAM is not set:/);
  });

  it('refuses a production start whose API_UPSTREAM is misspelt, pointing at the typo but not its value', () => {
    const message = refusal({
      NODE_ENV: 'production',
      API_UPSTREM: 'https://ops:hunter2@api.lender.example',
    });
    expect(message).toMatch(/^API_UPSTREAM is not set \(API_UPSTREM is set: a typo\?\): /);
    expect(message).toContain('SANDBOX=1');
    expect(message).not.toContain('hunter2');
    expect(refusal({ api_upstream: 'https://api.lender.example' })).toContain(
      '(api_upstream is set: a typo?)',
    );
  });

  it('refuses both at once', () => {
    expect(refusal({ ...SANDBOX, ...PROXY })).toMatch(
      /^API_UPSTREAM and SANDBOX=1 are both set: .*unset one of them/,
    );
  });

  it.each(['yes', 'true', '2'])('refuses SANDBOX=%s', (value) => {
    expect(refusal({ SANDBOX: value })).toBe(
      `SANDBOX must be 1 (run the built-in demo sandbox) or 0, not "${value}" (example: SANDBOX=1).`,
    );
  });
});

describe('API_UPSTREAM', () => {
  it.each([
    ['api.lender.example', 'API_UPSTREAM is not a URL: "api.lender.example"'],
    ['ftp://api.lender.example', 'API_UPSTREAM must be an http(s) URL, not ftp:'],
    ['https://api.lender.example/base?key=1', 'API_UPSTREAM must not carry a query string'],
  ])('refuses %s', (value, reason) => {
    expect(refusal({ API_UPSTREAM: value })).toContain(reason);
  });

  it.each(['https://app:50%off@api.lender.example', 'https://us%er:pw@api.lender.example'])(
    'refuses a bad %% escape in the credentials with one line naming it, not a stack trace: %s',
    (value) => {
      const message = refusal({ API_UPSTREAM: value });
      expect(message).toMatch(/^API_UPSTREAM: the user or password has a % that does not start/);
      expect(message).not.toMatch(/URIError|50%off|us%er/);
    },
  );

  it('never echoes a value that may carry credentials', () => {
    expect(refusal({ API_UPSTREAM: 'https://ops:se cret@' })).not.toContain('se cret');
    expect(refusal({ API_UPSTREAM: 'ftp://ops:secret@files.example' })).not.toContain('secret');
  });
});

describe('where it listens', () => {
  it.each([
    [
      { HOST: '0.0.0.0', PORT: '0' },
      { host: '0.0.0.0', port: 0 },
    ],
    [
      { HOST: '::', PORT: '65535' },
      { host: '::', port: 65535 },
    ],
    [
      { HOST: 'app.internal', PORT: ' 8080 ' },
      { host: 'app.internal', port: 8080 },
    ],
    [
      { HOST: '', PORT: '' },
      { host: '127.0.0.1', port: 4173 },
    ],
  ])('takes %j', (env, expected) => {
    expect(settings({ ...PROXY, ...env })).toMatchObject(expected);
  });

  it.each(['abc', '-1', '65536', '80.5', '1e3'])('refuses PORT=%s', (value) => {
    expect(refusal({ ...PROXY, PORT: value })).toBe(
      `PORT must be a whole number from 0 to 65535 (0: any free port), not "${value}" (example: PORT=8080).`,
    );
  });

  it.each(['http://0.0.0.0', '127.0.0.1:4173', '999.1.1.1', 'app_server'])(
    'refuses HOST=%s',
    (value) => {
      expect(refusal({ ...PROXY, HOST: value })).toBe(
        `HOST must be an IP address or a host name, without a scheme or port, not "${value}" (example: HOST=0.0.0.0).`,
      );
    },
  );

  it('puts the foreign origin on PORT+1 (any free port with PORT=0), unless FOREIGN_* say otherwise', () => {
    expect(settings({ ...SANDBOX, PORT: '5000' })).toMatchObject({
      foreign: { host: 'localhost', port: 5001 },
    });
    expect(settings({ ...SANDBOX, PORT: '0' })).toMatchObject({ foreign: { port: 0 } });
    expect(settings({ ...SANDBOX, FOREIGN_HOST: '127.0.0.2', FOREIGN_PORT: '7000' })).toMatchObject(
      { foreign: { host: '127.0.0.2', port: 7000 } },
    );
  });

  it('refuses a foreign port that is no port', () => {
    expect(refusal({ ...SANDBOX, PORT: '65535' })).toBe(
      'FOREIGN_PORT is not set, and PORT+1 (65536) is not a port: set it (example: FOREIGN_PORT=4174).',
    );
    expect(settings({ ...PROXY, PORT: '65535' })).toMatchObject({ port: 65535 });
    expect(refusal({ ...SANDBOX, FOREIGN_PORT: 'abc' })).toMatch(/^FOREIGN_PORT must be a whole/);
    expect(refusal({ ...SANDBOX, FOREIGN_HOST: 'https://cdn' })).toMatch(/^FOREIGN_HOST must be/);
  });
});

describe('sandbox-only settings in proxy mode', () => {
  it.each(['SANDBOX_RATE_LIMIT_MAX', 'DATA_FILE', 'FOREIGN_HOST', 'FOREIGN_PORT'])(
    '%s is refused with one line naming it (it would look as if it worked)',
    (name) => {
      expect(refusal({ ...PROXY, [name]: '1000000' })).toBe(
        `${name} is a sandbox setting, but API_UPSTREAM is set (proxy mode): unset ${name}, or run the demo sandbox with SANDBOX=1 instead of API_UPSTREAM.`,
      );
      expect(
        settings({ ...SANDBOX, [name]: name.startsWith('FOREIGN_H') ? 'localhost' : '7000' }),
      ).toMatchObject({ mode: 'sandbox' });
    },
  );
});

describe('SMS_PER_NUMBER_PER_HOUR', () => {
  it('sets the per-number cap (1 to 100), 5 by default', () => {
    expect(settings({ ...PROXY, SMS_PER_NUMBER_PER_HOUR: '3' })).toMatchObject({
      smsPerNumberPerHour: 3,
    });
    for (const bad of ['0', '101', 'five', '2.5'])
      expect(refusal({ ...PROXY, SMS_PER_NUMBER_PER_HOUR: bad })).toBe(
        `SMS_PER_NUMBER_PER_HOUR must be a whole number from 1 to 100, not "${bad}" (example: SMS_PER_NUMBER_PER_HOUR=5).`,
      );
  });
});

describe('files', () => {
  it('reads DATA_FILE, and DIST_DIR before the legacy OUT_DIR', () => {
    expect(settings({ ...SANDBOX, DATA_FILE: ':memory:', OUT_DIR: '.out' })).toMatchObject({
      dataFile: ':memory:',
      distDir: '.out',
    });
    expect(settings({ ...PROXY, DIST_DIR: '/srv/app', OUT_DIR: '.out' })).toMatchObject({
      distDir: '/srv/app',
    });
  });
});

describe('TRUSTED_PROXIES', () => {
  it('reads addresses, CIDR ranges and proxy-addr range names', () => {
    const entries = [
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'fc00::/7',
      '::1',
      '::ffff:10.0.0.0/104',
      '104.16.0.0/13',
      '2a06:98c0::/29',
      'loopback',
    ];
    expect(settings({ ...PROXY, TRUSTED_PROXIES: ` ${entries.join(' , ')} ` })).toMatchObject({
      trustedProxies: entries,
    });
  });

  it.each(['10.0.0.0/33', 'lb.internal', '10.0.0.1/8/9', '*', 'true', '10.0.0.0/255.0.0.0'])(
    'refuses %s: not an address or range',
    (value) => {
      expect(refusal({ ...PROXY, TRUSTED_PROXIES: `10.0.0.1,${value}` })).toBe(
        `TRUSTED_PROXIES: "${value}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal (example: TRUSTED_PROXIES=10.0.0.0/8,192.168.1.5).`,
      );
    },
  );

  it.each([
    '0.0.0.0/0',
    '::/0',
    '0.0.0.0/1',
    '128.0.0.0/2',
    '1.0.0.0/7',
    '2000::/3',
    '2a00::/12',
    // Every IPv4 client, as a dual-stack server sees them (::ffff:a.b.c.d).
    '::/16',
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/100',
  ])('refuses %s: it would trust the internet, and says why', (value) => {
    const message = refusal({ ...PROXY, TRUSTED_PROXIES: value });
    expect(message).toBe(
      `TRUSTED_PROXIES: "${value}" is so wide that it takes in addresses all over the internet, and any client there could claim any address, host and https in X-Forwarded-*: list only the load balancers in front of this server (example: TRUSTED_PROXIES=10.0.0.0/8,192.168.1.5).`,
    );
  });
});

describe('APP_ORIGIN', () => {
  it.each([
    ['http://127.0.0.1:4173', 'http://127.0.0.1:4173'],
    [' https://App.Lender.example/ ', 'https://app.lender.example'],
    ['https://app.lender.example:443', 'https://app.lender.example'],
  ])('takes APP_ORIGIN=%s as the origin %s', (value, origin) => {
    expect(settings({ ...SANDBOX, APP_ORIGIN: value })).toMatchObject({ appOrigin: origin });
  });

  it.each([
    ['127.0.0.1:4173', 'APP_ORIGIN: not a URL: "127.0.0.1:4173"'],
    ['localhost:4173', 'APP_ORIGIN must be an http(s) origin, not localhost:'],
    ['https://app.lender.example/app', 'APP_ORIGIN must be an origin only'],
    ['https://app.lender.example/?x=1', 'APP_ORIGIN must be an origin only'],
    ['https://ops:secret@app.lender.example', 'APP_ORIGIN must not carry a user or password'],
  ])('refuses APP_ORIGIN=%s with a clear message', (value, reason) => {
    const message = refusal({ ...SANDBOX, APP_ORIGIN: value });
    expect(message).toContain(reason);
    expect(message).not.toContain('secret');
  });
});

describe('metrics', () => {
  it('serves metrics on a loopback port (METRICS_PORT) and/or with a token (METRICS_TOKEN)', () => {
    const token = 'a'.repeat(24);
    const env = settings({ ...SANDBOX, METRICS_PORT: '9464', METRICS_TOKEN: token });
    expect(env.metrics).toEqual({ listen: { host: '127.0.0.1', port: 9464 }, token });
    const lines = startupLines(env, 'http://127.0.0.1:4173', 'x.db').join('\n');
    expect(lines).toContain('Metrics (Prometheus): http://127.0.0.1:9464/metrics and');
    expect(lines).not.toContain(token);
    expect(
      settings({ ...SANDBOX, METRICS_PORT: '9464', METRICS_HOST: '10.1.2.3', METRICS_TOKEN: token })
        .metrics,
    ).toEqual({ listen: { host: '10.1.2.3', port: 9464 }, token });
    expect(startupLines(settings(SANDBOX), 'http://x', 'x.db').join('\n')).toContain(
      'Metrics (Prometheus): off',
    );
  });

  it.each(['0', '70000', 'abc', '94.6'])('refuses METRICS_PORT=%s', (value) => {
    expect(refusal({ ...SANDBOX, METRICS_PORT: value })).toBe(
      `METRICS_PORT must be a whole number from 1 to 65535, not "${value}" (example: METRICS_PORT=9464).`,
    );
  });

  it('asks for METRICS_TOKEN when the metrics port listens beyond loopback', () => {
    for (const host of ['0.0.0.0', '10.1.2.3', 'metrics.internal'])
      expect(refusal({ ...SANDBOX, METRICS_PORT: '9464', METRICS_HOST: host })).toMatch(
        /^METRICS_TOKEN is required when METRICS_HOST is not a loopback address/,
      );
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      expect(
        settings({ ...SANDBOX, METRICS_PORT: '9464', METRICS_HOST: host }).metrics.listen,
      ).toEqual({ host, port: 9464 });
  });

  it('refuses a METRICS_HOST that is not a host', () => {
    expect(refusal({ ...SANDBOX, METRICS_HOST: 'http://10.1.2.3' })).toMatch(
      /^METRICS_HOST must be an IP address or a host name/,
    );
  });

  it('refuses a short or spaced METRICS_TOKEN without echoing it', () => {
    for (const value of ['short-secret', `${'a'.repeat(20)} ${'b'.repeat(10)}`]) {
      const message = refusal({ ...SANDBOX, METRICS_TOKEN: value });
      expect(message).toMatch(/^METRICS_TOKEN must be at least 24 characters/);
      expect(message).not.toContain(value);
    }
  });
});

describe('what the server renders and allows', () => {
  it('renders borrower screens unless SERVER_RENDER=off, and says which at start', () => {
    for (const [value, on] of [
      ['on', true],
      [' OFF ', false],
      ['off', false],
    ] as const) {
      const env = settings({ ...SANDBOX, SERVER_RENDER: value });
      expect(env.serverRender).toBe(on);
      expect(startupLines(env, 'http://x', 'x.db').join('\n')).toContain(
        on ? 'Borrower screens: rendered here' : 'Borrower screens: the app shell',
      );
    }
    expect(refusal({ ...SANDBOX, SERVER_RENDER: 'yes' })).toBe(
      'SERVER_RENDER: must be on or off, not "yes" (example: SERVER_RENDER=off sends every borrower screen as the app shell).',
    );
  });

  it('checks the host lists here, with the other settings', () => {
    expect(settings(PROXY).hosts).toBeUndefined();
    expect(
      settings({ ...PROXY, LINK_HOSTS: ' Pay.Gateway.example ,*.lender.example', IMAGE_HOSTS: '' })
        .hosts,
    ).toEqual({ link: ['pay.gateway.example', '*.lender.example'], frame: [], image: [] });
    expect(refusal({ ...PROXY, IMAGE_HOSTS: 'https://cdn.lender.example' })).toBe(
      'IMAGE_HOSTS: "https://cdn.lender.example": write the host only, without a scheme (https is implied) (example entries: pay.gateway.example, cdn.lender.example:8443, *.lender.example).',
    );
  });

  it.each([
    ['Asia/Manila', 'Asia/Manila'],
    ['UTC', 'UTC'],
  ])('takes TZ=%s', (value, zone) => {
    expect(settings({ ...PROXY, TZ: value }).timeZone).toBe(zone);
  });

  it('refuses a TZ that Node would quietly read as UTC', () => {
    expect(refusal({ ...PROXY, TZ: 'Asia/Manilla' })).toBe(
      'TZ must be a time zone name, not "Asia/Manilla" (example: TZ=Asia/Manila).',
    );
  });
});

describe('logs', () => {
  it('reads LOG_LEVEL in any case, and LOG_REQUESTS as 1 or 0', () => {
    expect(settings({ ...PROXY, LOG_LEVEL: 'DEBUG', LOG_REQUESTS: '1' })).toMatchObject({
      logLevel: 'debug',
      logRequests: true,
    });
    expect(settings({ ...PROXY, LOG_LEVEL: 'silent', LOG_REQUESTS: '0' })).toMatchObject({
      logLevel: 'silent',
      logRequests: false,
    });
  });

  it.each([
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose" (example: LOG_LEVEL=warn).',
    ],
    [
      { LOG_REQUESTS: 'yes' },
      'LOG_REQUESTS must be 1 or 0, not "yes" (example: LOG_REQUESTS=1 logs one line per request).',
    ],
  ])('refuses %j', (env, message) => {
    expect(refusal({ ...PROXY, ...env })).toBe(message);
  });
});

describe('stopping', () => {
  it('drains 10 s and stops within 25 s by default; both can be set', () => {
    expect(settings({ ...PROXY, DRAIN_SECONDS: '0', STOP_DEADLINE_SECONDS: '5' })).toMatchObject({
      drainSeconds: 0,
      stopDeadlineSeconds: 5,
    });
    expect(settings({ ...PROXY, DRAIN_SECONDS: '20' })).toMatchObject({
      drainSeconds: 20,
      stopDeadlineSeconds: 25,
    });
  });

  it.each(['abc', '1.5', '-3', '7200'])('refuses DRAIN_SECONDS=%s', (value) => {
    expect(refusal({ ...PROXY, DRAIN_SECONDS: value })).toBe(
      `DRAIN_SECONDS must be whole seconds from 0 to 3600, not "${value}" (example: DRAIN_SECONDS=10).`,
    );
  });

  it('refuses a stop deadline that is not after the drain', () => {
    expect(refusal({ ...PROXY, DRAIN_SECONDS: '30' })).toBe(
      'STOP_DEADLINE_SECONDS (25) must be greater than DRAIN_SECONDS (30): requests still running when draining ends need time to finish (example: STOP_DEADLINE_SECONDS=45).',
    );
    expect(refusal({ ...PROXY, DRAIN_SECONDS: '10', STOP_DEADLINE_SECONDS: '10' })).toMatch(
      /^STOP_DEADLINE_SECONDS \(10\) must be greater than DRAIN_SECONDS \(10\)/,
    );
    expect(refusal({ ...PROXY, STOP_DEADLINE_SECONDS: 'soon' })).toMatch(
      /^STOP_DEADLINE_SECONDS must be whole seconds/,
    );
  });
});

describe('UPSTREAM_HEALTH_PATH', () => {
  it('is a path (and query) under the upstream base', () => {
    const env = settings({ ...PROXY, UPSTREAM_HEALTH_PATH: ' /health?deep=1 ' });
    expect(env.upstreamHealthPath).toBe('/health?deep=1');
  });

  it.each([
    ['health', 'must be a path starting with /'],
    ['//evil.example/x', 'must be a path starting with /'],
    ['https://evil.example/', 'must be a path starting with /'],
    ['/../admin', 'must stay under API_UPSTREAM (no . or .. segments)'],
    ['/a/%2E%2e/b', 'must stay under API_UPSTREAM (no . or .. segments)'],
    ['/health#x', 'must not carry a fragment'],
  ])('refuses %s', (value, reason) => {
    expect(refusal({ ...PROXY, UPSTREAM_HEALTH_PATH: value })).toBe(
      `UPSTREAM_HEALTH_PATH ${reason}, not ${JSON.stringify(value)} (example: UPSTREAM_HEALTH_PATH=/health).`,
    );
  });
});

describe('every refusal', () => {
  it('is one line, even when a value holds a line break', () => {
    const message = refusal({ ...PROXY, PORT: '80\n80' });
    expect(message).toBe(
      'PORT must be a whole number from 0 to 65535 (0: any free port), not "80\\n80" (example: PORT=8080).',
    );
    const hosts = refusal({ ...PROXY, LINK_HOSTS: 'a.example,b.example/x\ny' });
    expect(hosts).toMatch(/^LINK_HOSTS: /);
    expect(hosts).not.toMatch(/[\r\n]/);
  });
});

describe('overload', () => {
  it('sends the shell above 200 ms of event-loop delay and refuses above 2 s, unless set otherwise', () => {
    expect(settings(PROXY).overload).toEqual({ shellAboveMs: 200, refuseAboveMs: 2000 });
    expect(
      settings({ ...PROXY, OVERLOAD_SHELL_ABOVE_MS: '100', OVERLOAD_REFUSE_ABOVE_MS: '1500' })
        .overload,
    ).toEqual({ shellAboveMs: 100, refuseAboveMs: 1500 });
  });

  it('refuses a value that is no duration, and a refusal below the shell', () => {
    expect(refusal({ ...PROXY, OVERLOAD_SHELL_ABOVE_MS: '0.5s' })).toMatch(
      /^OVERLOAD_SHELL_ABOVE_MS must be whole milliseconds/,
    );
    expect(
      refusal({ ...PROXY, OVERLOAD_SHELL_ABOVE_MS: '500', OVERLOAD_REFUSE_ABOVE_MS: '400' }),
    ).toMatch(
      /^OVERLOAD_REFUSE_ABOVE_MS \(400\) must be greater than OVERLOAD_SHELL_ABOVE_MS \(500\)/,
    );
  });
});

describe('capacity', () => {
  it('64 connections to the lender, 1024 calls waiting, 4096 client connections, unless set otherwise', () => {
    expect(
      settings({
        ...PROXY,
        UPSTREAM_CONNECTIONS: '8',
        UPSTREAM_QUEUE: '4',
        MAX_CONNECTIONS: '100',
      }).capacity,
    ).toEqual({ upstreamConnections: 8, upstreamQueue: 4, maxConnections: 100 });
  });

  it('refuses a value that is not a whole number in range', () => {
    expect(refusal({ ...PROXY, UPSTREAM_CONNECTIONS: '0' })).toMatch(
      /^UPSTREAM_CONNECTIONS must be a whole number from 1 to 4096, not "0"/,
    );
    expect(refusal({ ...PROXY, MAX_CONNECTIONS: 'lots' })).toMatch(
      /^MAX_CONNECTIONS must be a whole number/,
    );
  });
});

describe('REDIS_URL', () => {
  it('is optional: without it every process counts its own limits', () => {
    expect(settings(PROXY).redisUrl).toBeUndefined();
    expect(settings({ ...PROXY, REDIS_URL: 'redis://redis.internal:6379/2' }).redisUrl).toBe(
      'redis://redis.internal:6379/2',
    );
    expect(settings({ ...PROXY, REDIS_URL: 'rediss://:pw@cache.example:6380' }).redisUrl).toBe(
      'rediss://:pw@cache.example:6380',
    );
  });

  it.each([
    ['not a URL', 'redis internal 6379', 'REDIS_URL is not a URL'],
    [
      'another scheme',
      'http://redis.internal:6379',
      'REDIS_URL must start with redis:// or rediss://, not http:',
    ],
    [
      'a path that is no database',
      'redis://redis.internal:6379/limits',
      'REDIS_URL: its path can only be a database number',
    ],
  ])('refuses %s, naming REDIS_URL', (_case, value, message) => {
    expect(refusal({ ...PROXY, REDIS_URL: value })).toContain(message);
  });

  it('never echoes its password, at start or in a refusal', () => {
    const env = settings({ ...PROXY, REDIS_URL: 'redis://:s3cret-pw@redis.internal:6379' });
    const lines = startupLines(env, 'http://x', '').join('\n');
    expect(lines).toContain(
      'Limits: counted in Redis at redis://redis.internal:6379, shared by every replica',
    );
    expect(lines).not.toContain('s3cret-pw');
    expect(refusal({ ...PROXY, REDIS_URL: 'http://:s3cret-pw@x' })).not.toContain('s3cret-pw');
    expect(startupLines(settings(PROXY), 'http://x', '').join('\n')).toContain(
      'Limits: counted in this process (set REDIS_URL to share them across replicas)',
    );
  });
});

describe('the start-up lines', () => {
  it('print the mode, the upstream without its credentials, and the trusted proxies', () => {
    const env = settings({
      API_UPSTREAM: 'https://app:secret@api.lender.example/base',
      TRUSTED_PROXIES: '10.0.0.0/8',
    });
    const lines = startupLines(env, 'http://127.0.0.1:4173', '.data/sandbox.db').join('\n');
    expect(lines).toContain('Mode: proxy. /api goes to https://api.lender.example/base');
    expect(lines).toContain('Trusted proxies: 10.0.0.0/8');
    expect(lines).not.toContain('secret');
    expect(startupLines(settings(SANDBOX), 'http://x', 'x.db').join('\n')).toContain(
      'Mode: sandbox. /api is answered by the built-in sandbox (data file x.db)',
    );
  });
});
