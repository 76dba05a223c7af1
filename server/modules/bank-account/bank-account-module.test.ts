import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../app';
import { DEMO_BORROWER_NAME, DEMO_SESSION, demoQuery } from '../core/demo-borrower';
import { INVALID_FIELD_CODE } from './bank-account-module';
import { REFUSED_ACCOUNT_CODE, REFUSED_ACCOUNT_MESSAGE } from './bank-form-items';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildServer({ dataFile: ':memory:' });
});
afterEach(async () => {
  await app.close();
});

function post(path: string, payload: Record<string, unknown>, session = true) {
  return app.inject({
    method: 'POST',
    url: `/api${path}${session ? `?${demoQuery()}` : ''}`,
    payload,
  });
}

const BANK = {
  product_id: '1',
  cardType: 1,
  channel_number: '90006',
  bank_code: 'BPI',
  account_no: '001234567890',
  account_name: 'Maria Santos',
  city: 'Quezon City',
  salary_day: '15',
};

const WALLET = {
  product_id: '1',
  cardType: 2,
  wallet_code: 'GCASH',
  wallet_no: '09171234567',
  account_name: 'Maria Santos',
  city: 'Cebu City',
  salary_day: '30',
};

async function boundCards() {
  const response = await app.inject({ method: 'GET', url: '/api/sandbox/bound-cards' });
  return response.json<{ code: number; data: Array<Record<string, unknown>> }>().data;
}

describe('POST /v3/bind-card/init', () => {
  it('answers the form items with borrower prefill, options and card/channel restrictions', async () => {
    const response = await post('/v3/bind-card/init', { product_id: '1' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: number; data: { items: Array<Record<string, unknown>> } }>();
    expect(body.code).toBe(0);
    const byCode = Object.fromEntries(body.data.items.map((item) => [item.code, item]));
    expect(Object.keys(byCode)).toEqual([
      'channel_number',
      'bank_code',
      'account_no',
      'branch_city',
      'wallet_code',
      'wallet_no',
      'account_name',
      'city',
      'salary_day',
    ]);
    expect(byCode.account_name).toMatchObject({
      cate: 'text',
      inputType: 'name',
      cardTypeMi: 0,
      value: DEMO_BORROWER_NAME,
    });
    expect(byCode.wallet_no).toMatchObject({ value: DEMO_SESSION.mobilePhone, cardTypeMi: 2 });
    expect(byCode.wallet_code?.note).toEqual([
      { name: 'GCash', type: 'GCASH' },
      { name: 'Maya', type: 'PAYMAYA' },
    ]);
    expect(byCode.branch_city).toMatchObject({
      cate: 'city-select',
      cardTypeMi: 1,
      channelNumber: '90007',
    });
    expect(byCode.salary_day).toMatchObject({ cate: 'day', value: '' });
  });

  it('needs product_id and a session', async () => {
    expect((await post('/v3/bind-card/init', {})).json()).toMatchObject({ code: 400 });
    const noSession = await post('/v3/bind-card/init', { product_id: '1' }, false);
    expect(noSession.json()).toMatchObject({ code: 401 });
  });
});

describe('POST /v3/bind-card/save and /change', () => {
  it('stores a bank account and pre-fills the next init with it', async () => {
    const response = await post('/v3/bind-card/save', BANK);
    expect(response.json()).toMatchObject({ code: 0, data: { id: 1 } });
    const [record] = await boundCards();
    expect(record).toMatchObject({
      userId: DEMO_SESSION.userId,
      productId: '1',
      cardType: 1,
      endpoint: 'save',
      fields: {
        channel_number: '90006',
        bank_code: 'BPI',
        account_no: '001234567890',
        account_name: 'Maria Santos',
        city: 'Quezon City',
        salary_day: '15',
      },
    });
    const init = await post('/v3/bind-card/init', { product_id: '1' });
    const items = init.json<{ data: { items: Array<{ code: string; value: string }> } }>().data
      .items;
    expect(items.find((item) => item.code === 'bank_code')?.value).toBe('BPI');
    expect(items.find((item) => item.code === 'account_no')?.value).toBe('001234567890');
  });

  it('stores an e-wallet through the change endpoint with its order', async () => {
    const response = await post('/v3/bind-card/change', { ...WALLET, orderId: 'PL2024174' });
    expect(response.json()).toMatchObject({ code: 0 });
    const [record] = await boundCards();
    expect(record).toMatchObject({
      cardType: 2,
      endpoint: 'change',
      orderId: 'PL2024174',
      fields: {
        wallet_code: 'GCASH',
        wallet_no: '09171234567',
        account_name: 'Maria Santos',
        city: 'Cebu City',
        salary_day: '30',
      },
    });
  });

  it('asks for the branch city only on the PESONet channel', async () => {
    const pesonet = await post('/v3/bind-card/save', { ...BANK, channel_number: '90007' });
    expect(pesonet.json()).toMatchObject({
      code: INVALID_FIELD_CODE,
      message: 'Branch city is required',
    });
    const withCity = await post('/v3/bind-card/save', {
      ...BANK,
      channel_number: '90007',
      branch_city: 'Makati',
    });
    expect(withCity.json()).toMatchObject({ code: 0 });
    expect((await boundCards())[0]?.fields).toMatchObject({ branch_city: 'Makati' });
  });

  it.each([
    [{ account_no: '12345' }, 'Bank account number must be 10 to 16 digits'],
    [{ bank_code: 'BDO Unibank' }, 'Bank: unknown option BDO Unibank'],
    [{ salary_day: '32' }, 'Salary day must be a day from 1 to 31'],
    [{ city: 'Atlantis' }, 'City of residence: unknown city Atlantis'],
    [{ account_name: '' }, 'Account holder name is required'],
  ])('refuses a bad bank field %o', async (change, message) => {
    const response = await post('/v3/bind-card/save', { ...BANK, ...change });
    expect(response.json()).toEqual({ code: INVALID_FIELD_CODE, message });
    expect(await boundCards()).toEqual([]);
  });

  it.each(['08171234567', '+639171234567', '0917 123 4567'])(
    'refuses a wallet number that is not a PH mobile number in the sent form: %s',
    async (walletNo) => {
      const response = await post('/v3/bind-card/save', { ...WALLET, wallet_no: walletNo });
      expect(response.json()).toEqual({
        code: INVALID_FIELD_CODE,
        message: 'E-wallet mobile number must be 11 digits starting with 09',
      });
    },
  );

  it('answers the sandbox-only refused account with the bank message', async () => {
    const response = await post('/v3/bind-card/save', { ...BANK, account_no: '0000000000' });
    expect(response.json()).toEqual({
      code: REFUSED_ACCOUNT_CODE,
      message: REFUSED_ACCOUNT_MESSAGE,
    });
  });

  it('needs a known card type and product id', async () => {
    expect((await post('/v3/bind-card/save', { ...BANK, cardType: 3 })).statusCode).toBe(400);
    expect((await post('/v3/bind-card/save', { ...BANK, product_id: '' })).statusCode).toBe(400);
  });

  it('accepts a form-encoded body too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v3/bind-card/save?${demoQuery()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...WALLET, cardType: '2' }).toString(),
    });
    expect(response.json()).toMatchObject({ code: 0 });
  });
});
