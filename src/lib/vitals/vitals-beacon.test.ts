import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGE_MAX,
  packBeacons,
  redactMessage,
  VITALS_MAX_BYTES,
  VITALS_MAX_ENTRIES,
  type VitalEntry,
  type VitalsBeacon,
} from './vitals-beacon';

describe('redactMessage', () => {
  it('keeps the words of a message and removes what could identify a borrower', () => {
    expect(
      redactMessage(
        'Failed to fetch https://app.example/api/x?sessionId=abc123 for 09171234567 (order PL2024174, a@b.ph)',
      ),
    ).toBe('Failed to fetch <url> for <n> (order <id>, <email>)');
    expect(redactMessage('Cannot read properties of undefined (reading "map")')).toBe(
      'Cannot read properties of undefined (reading "map")',
    );
    expect(redactMessage('card 4111 1111 1111 1111 declined')).toBe('card <n> declined');
    expect(redactMessage('token 9f8e7d6c5b4a in /loanDetail?userId=7')).toBe(
      'token <id> in /loanDetail?<query>',
    );
  });

  it('hides values named as secrets even when they are all letters', () => {
    expect(redactMessage('bad sessionId=abcdef and token: "xyzzy", userId=qq')).toBe(
      'bad sessionId=<secret> and token: "<secret>", userId=<secret>',
    );
    expect(redactMessage('{"deviceId":"zzyzx","phone":"+63 917 123 4567"}')).toBe(
      '{"deviceId":"<secret>","phone":"<secret> <n>"}',
    );
    // Run twice (app, then server), the words stay the same.
    const once = redactMessage('login failed: authCode=hello');
    expect(redactMessage(once)).toBe(once);
  });

  it('folds whitespace and caps the length', () => {
    const long = redactMessage(`boom ${'word '.repeat(100)}`);
    expect(long.length).toBe(ERROR_MESSAGE_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(redactMessage('a \n\t b')).toBe('a b');
  });
});

describe('packBeacons', () => {
  const error = (index: number): VitalEntry => ({
    kind: 'error',
    source: 'caught',
    message: `${index} ${'x'.repeat(ERROR_MESSAGE_MAX - 4)}`,
  });
  const bytes = (body: string) => new TextEncoder().encode(body).length;

  it('puts a few entries in one beacon', () => {
    const entries: VitalEntry[] = [{ kind: 'metric', name: 'LCP', value: 1 }];
    expect(packBeacons('repay', entries)).toEqual([JSON.stringify({ screen: 'repay', entries })]);
  });

  it('splits by count and by bytes, in order, losing nothing', () => {
    const metrics = Array.from({ length: 45 }, (_, value): VitalEntry => ({
      kind: 'metric',
      name: 'CLS',
      value,
    }));
    const byCount = packBeacons('repay', metrics).map((body) => JSON.parse(body) as VitalsBeacon);
    expect(byCount.map((beacon) => beacon.entries.length)).toEqual([20, 20, 5]);
    expect(byCount.flatMap((beacon) => beacon.entries)).toEqual(metrics);

    const errors = Array.from({ length: VITALS_MAX_ENTRIES }, (_, index) => error(index));
    const bySize = packBeacons('repay', errors);
    expect(bySize.length).toBeGreaterThan(1);
    for (const body of bySize) expect(bytes(body)).toBeLessThanOrEqual(VITALS_MAX_BYTES);
    expect(bySize.flatMap((body) => (JSON.parse(body) as VitalsBeacon).entries)).toEqual(errors);
  });

  it('counts bytes, not characters', () => {
    const wide: VitalEntry = { kind: 'error', source: 'error', message: '€'.repeat(100) };
    const bodies = packBeacons('repay', [wide, wide], 400);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(400);
  });
});
