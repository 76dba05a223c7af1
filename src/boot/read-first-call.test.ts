import { describe, expect, it } from 'vitest';
import { CALL_CENTER_OVERALL } from '../contract/core';
import { firstCallWire, FIRST_CALLS, SCREEN_NAMES } from '../app/screen-facts';
import { readFirstCall } from './read-first-call';

describe('first-call meta', () => {
  it('reads back what the server writes for each mapped screen', () => {
    for (const screen of Object.keys(FIRST_CALLS)) {
      const wire = firstCallWire(screen);
      expect(wire).toBeDefined();
      expect(readFirstCall(JSON.stringify(wire))).toEqual(wire);
    }
  });

  it('keeps the number a call always sends (customer service asks for the call centre)', () => {
    const wire = firstCallWire('customerService');
    expect(wire?.input).toEqual({ overall: CALL_CENTER_OVERALL });
    expect(readFirstCall(JSON.stringify(wire))?.input).toEqual({ overall: CALL_CENTER_OVERALL });
  });

  it('maps only screens of the route table, and never the card repayment screen', () => {
    for (const screen of Object.keys(FIRST_CALLS)) expect(SCREEN_NAMES).toContain(screen);
    expect(firstCallWire('cardRepayment')).toBeUndefined();
    expect(firstCallWire('toString')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    [
      'a full URL as the path',
      JSON.stringify({ ...firstCallWire('repay'), path: 'https://evil.example/x' }),
    ],
    ['another method', JSON.stringify({ ...firstCallWire('repay'), method: 'DELETE' })],
    [
      'a session value as input',
      JSON.stringify({ ...firstCallWire('repay'), input: { s: 'sessionId' } }),
    ],
    ['no required list', JSON.stringify({ ...firstCallWire('repay'), required: undefined })],
    [
      'a fixed value that is not a number',
      JSON.stringify({ ...firstCallWire('customerService'), input: { overall: { a: 1 } } }),
    ],
  ])('ignores %s', (_name, content) => {
    expect(readFirstCall(content)).toBeUndefined();
  });
});
