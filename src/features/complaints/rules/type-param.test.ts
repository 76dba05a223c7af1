import { describe, expect, it } from 'vitest';
import { parseTypeParam } from './type-param';

describe('type parameter', () => {
  it('reads type values from the address', () => {
    expect(parseTypeParam('4')).toBe(4);
    expect(parseTypeParam(' 12 ')).toBe(12);
    expect(parseTypeParam('0')).toBeUndefined();
    expect(parseTypeParam('abc')).toBeUndefined();
    expect(parseTypeParam(null)).toBeUndefined();
  });
});
