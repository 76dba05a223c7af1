import { describe, expect, it } from 'vitest';
import { firstCallMeta } from './first-call-tag';
import { withFirstCallMeta } from './first-call-wire';
import { firstCallWire } from './first-calls';

describe('first-call meta tag', () => {
  it('is written for a mapped screen and nothing else', () => {
    expect(firstCallMeta('/loanDetail')).toMatch(/^<meta name="first-call" content="[^"<>]+">$/);
    expect(firstCallMeta('/repayment')).toBe('');
    expect(firstCallMeta('/')).toBe('');
  });

  it('replaces a meta the page already has, so a page never names two calls', () => {
    const page = `<html><head>${firstCallMeta('/loanDetail')}<title>t</title></head></html>`;
    const repay = withFirstCallMeta(page, firstCallWire('repay'));
    expect(repay.match(/name="first-call"/g)).toHaveLength(1);
    expect(repay).toContain(firstCallMeta('/repay'));
    expect(withFirstCallMeta(page, undefined)).not.toContain('first-call');
  });
});
