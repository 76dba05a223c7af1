import { describe, expect, it } from 'vitest';
import { resolveLegacyHash } from './legacy-hash';

describe('legacy hash links', () => {
  it('sends #/borrowDetail/ to the order detail with every query parameter', () => {
    expect(resolveLegacyHash('/', '?sessionId=s1', '#/borrowDetail/?orderId=9&productId=3')).toBe(
      '/loanDetail?sessionId=s1&orderId=9&productId=3',
    );
  });

  it('maps the other legacy routes', () => {
    expect(resolveLegacyHash('/', '', '#/addnormalcard?orderId=1&from=payway')).toBe(
      '/bindCard?orderId=1&from=payway&cardType=1',
    );
    expect(resolveLegacyHash('/', '', '#/alipayrepayment?orderId=1')).toBe(
      '/onlinePayment?orderId=1',
    );
    expect(resolveLegacyHash('/', '', '#/downloadTemplate?id=4&link=x')).toBe(
      '/promotion/download?id=4&link=x',
    );
    expect(resolveLegacyHash('/', '', '#/agreementTemplate')).toBe('/promotion/agreement');
  });

  it('leaves ordinary anchors and unknown hash routes alone', () => {
    expect(resolveLegacyHash('/', '', '#main')).toBeNull();
    expect(resolveLegacyHash('/', '', '#/nowhere')).toBeNull();
    expect(resolveLegacyHash('/', '', '')).toBeNull();
  });
});
