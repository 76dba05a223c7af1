import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCommitInput, type CardCommitInput } from '../../../contract/card-payment';
import { commitRepayment } from './repayment-commit';

const fetchMock = vi.fn<typeof fetch>();

const payment = cardCommitInput({
  orderId: 'PL2024180',
  repayToken: 'RT1',
  amount: 712000,
  card: { id: '1', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' },
  idempotencyKey: 'key-1',
});

function sent(): { body: URLSearchParams; headers: Record<string, string> } {
  const [, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    body: new URLSearchParams(String(init.body)),
    headers: init.headers as Record<string, string>,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(Response.json({ code: '00', data: { needValid: 1, repayRecordId: 9 } })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('commitRepayment', () => {
  it("sends the payment's idempotency key as the Idempotency-Key header, not as a form field", async () => {
    await commitRepayment(payment);
    const { body, headers } = sent();
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(body.has('idempotencyKey')).toBe(false);
    expect(body.get('sendMsg')).toBe('0');
    expect(body.get('orderId')).toBe('PL2024180');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('sends no key with a resend (sendMsg 1): another request than the payment', async () => {
    const resend: CardCommitInput = { ...payment, sendMsg: 1, idempotencyKey: undefined };
    await commitRepayment(resend);
    const { body, headers } = sent();
    expect(Object.keys(headers)).not.toContain('Idempotency-Key');
    expect(body.get('sendMsg')).toBe('1');
  });
});
