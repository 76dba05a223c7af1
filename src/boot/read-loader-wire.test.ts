import { describe, expect, it } from 'vitest';
import { CALL_CENTER_OVERALL } from '../contract/core';
import { loaderWire, SCREEN_LOADERS, SCREEN_NAMES } from '../app/screen-facts';
import { readLoaderWire } from './read-loader-wire';

describe('first-call meta', () => {
  it('reads back what the server writes for each mapped screen', () => {
    for (const screen of Object.keys(SCREEN_LOADERS)) {
      const wire = loaderWire(screen);
      expect(wire).toBeDefined();
      expect(readLoaderWire(JSON.stringify(wire))).toEqual(wire);
    }
  });

  it('keeps the number a call always sends (customer service asks for the call centre)', () => {
    const wire = loaderWire('customerService');
    expect(wire?.input).toEqual({ overall: CALL_CENTER_OVERALL });
    expect(readLoaderWire(JSON.stringify(wire))?.input).toEqual({ overall: CALL_CENTER_OVERALL });
  });

  it('maps only screens of the route table, and never the card repayment screen', () => {
    for (const screen of Object.keys(SCREEN_LOADERS)) expect(SCREEN_NAMES).toContain(screen);
    expect(loaderWire('cardRepayment')).toBeUndefined();
    expect(loaderWire('toString')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    [
      'a full URL as the path',
      JSON.stringify({ ...loaderWire('repay'), path: 'https://evil.example/x' }),
    ],
    ['another method', JSON.stringify({ ...loaderWire('repay'), method: 'DELETE' })],
    [
      'a session value as input',
      JSON.stringify({ ...loaderWire('repay'), input: { s: 'sessionId' } }),
    ],
    ['no required list', JSON.stringify({ ...loaderWire('repay'), required: undefined })],
    [
      'a fixed value that is not a number',
      JSON.stringify({ ...loaderWire('customerService'), input: { overall: { a: 1 } } }),
    ],
  ])('ignores %s', (_name, content) => {
    expect(readLoaderWire(content)).toBeUndefined();
  });
});
