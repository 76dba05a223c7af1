import { describe, expect, it } from 'vitest';
import { screenForPath } from './screen-for-path';

describe('screenForPath', () => {
  it('names the screen of a path, an alias or a sub-path, in any case', () => {
    expect(screenForPath('/loanDetail')).toBe('orderDetail');
    expect(screenForPath('/ORDER/')).toBe('orderDetail');
    expect(screenForPath('/repayment')).toBe('cardRepayment');
    expect(screenForPath('/repay')).toBe('repay');
    expect(screenForPath('/About')).toBe('corporateHome');
    expect(screenForPath('/')).toBe('corporateHome');
  });

  it('gives null for a path no screen renders (the not-found screen)', () => {
    expect(screenForPath('/nope')).toBeNull();
    expect(screenForPath('/repayments')).toBeNull();
  });
});
