import { describe, expect, it } from 'vitest';
import { firstCallMeta } from './first-call-tag';

describe('first-call meta tag', () => {
  it('is written for a mapped screen and nothing else', () => {
    expect(firstCallMeta('/loanDetail')).toMatch(/^<meta name="first-call" content="[^"<>]+">$/);
    expect(firstCallMeta('/repayment')).toBe('');
    expect(firstCallMeta('/')).toBe('');
  });
});
