import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_MAX, redactMessage, SCREEN_NAMES } from './vitals-beacon';

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

  it('folds whitespace and caps the length', () => {
    const long = redactMessage(`boom ${'word '.repeat(100)}`);
    expect(long.length).toBe(ERROR_MESSAGE_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(redactMessage('a \n\t b')).toBe('a b');
  });
});

describe('SCREEN_NAMES', () => {
  it('lists the route table and the not-found screen', () => {
    expect(SCREEN_NAMES).toContain('orderDetail');
    expect(SCREEN_NAMES).toContain('notFound');
  });
});
