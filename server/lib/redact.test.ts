import { describe, expect, it } from 'vitest';
import { demoQuery } from '../sandbox/modules/core/demo-borrower';
import { redactUrl } from './redact';

describe('log redaction is an allow-list', () => {
  it('keeps only known-harmless query values; everything else is ***', () => {
    const redacted = redactUrl(
      '/api/api/v1/pesoloan/service/loan/repayment-commit?' +
        'appVersion=3.2.0&orderId=PL2024174&clientType=android&repayToken=rt-secret-1' +
        '&cardNo=4111111111111111&bankName=BDO&name=Maria%20Santos&mobile=09171234567' +
        '&amount=150000&brandNewParam=whatever',
    );
    const query = new URLSearchParams(redacted.split('?')[1]);
    expect(query.get('appVersion')).toBe('3.2.0');
    expect(query.get('orderId')).toBe('PL2024174');
    expect(query.get('clientType')).toBe('android');
    for (const key of [
      'repayToken',
      'cardNo',
      'bankName',
      'name',
      'mobile',
      'amount',
      'brandNewParam',
    ])
      expect(query.get(key), key).toBe('***');
    for (const secret of ['rt-secret-1', '4111111111111111', 'Maria', '09171234567', '150000'])
      expect(redacted).not.toContain(secret);
  });

  it('hides every session value of a real app link', () => {
    const redacted = redactUrl(
      `/loanDetail?${demoQuery({ couponId: 'C9', withholdingAmount: '500' })}`,
    );
    for (const value of ['demo-session-10001', 'demo-device-01', '10001', '09171234567', 'C9'])
      expect(redacted).not.toContain(value);
  });

  it('hides a harmless key with an overlong value, and a key that looks like a value', () => {
    const long = 'x'.repeat(65);
    const redacted = redactUrl(`/x?orderId=${long}&eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig`);
    expect(redacted).toBe('/x?orderId=***&***=***');
  });
});
