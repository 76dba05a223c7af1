import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenFailureMessage, type NamedPort } from './start-failure';

/** The error Node gives when `port` on 127.0.0.1 is listened on twice. */
async function listenTwice(): Promise<{ error: unknown; port: number }> {
  const first = createServer();
  await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
  const address = first.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const second = createServer();
  const error = await new Promise((resolve) => {
    second.once('error', resolve);
    second.listen(address.port, '127.0.0.1');
  });
  await new Promise((resolve) => first.close(resolve));
  return { error, port: address.port };
}

describe('listenFailureMessage', () => {
  it('names the setting whose port is taken, and what to do', async () => {
    const { error, port } = await listenTwice();
    const ports: NamedPort[] = [
      { setting: 'PORT', host: '127.0.0.1', port: port + 1 },
      { setting: 'FOREIGN_PORT', host: 'localhost', port },
    ];
    expect(listenFailureMessage(error, ports)).toBe(
      `FOREIGN_PORT ${port} on 127.0.0.1 is already in use (is the app already running?). Stop what listens there or choose another FOREIGN_PORT.`,
    );
    expect(listenFailureMessage(error, [{ setting: 'PORT', host: '127.0.0.1', port }])).toMatch(
      /^PORT \d+ on 127\.0\.0\.1 is already in use .* choose another PORT\.$/,
    );
  });

  it('says a low port needs rights and an unknown address is checked, by setting', () => {
    const denied = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), {
      code: 'EACCES',
      address: '0.0.0.0',
      port: 80,
    });
    expect(listenFailureMessage(denied, [{ setting: 'PORT', host: '0.0.0.0', port: 80 }])).toBe(
      'PORT 80 on 0.0.0.0 needs more rights than this user has. Choose a port above 1023.',
    );
    const absent = Object.assign(new Error('listen EADDRNOTAVAIL'), {
      code: 'EADDRNOTAVAIL',
      address: '10.9.9.9',
      port: 9464,
    });
    expect(
      listenFailureMessage(absent, [{ setting: 'METRICS_PORT', host: '10.9.9.9', port: 9464 }]),
    ).toBe(
      'METRICS_PORT 9464 on 10.9.9.9: this machine has no such address. Check the host it listens on.',
    );
  });

  it('passes any other failure through as its own message', () => {
    expect(listenFailureMessage(new Error('the sandbox has no database'), [])).toBe(
      'the sandbox has no database',
    );
    expect(listenFailureMessage('plain', [])).toBe('plain');
  });
});
