import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindCardChange, bindCardInit, bindCardSave } from '../../../../src/contract/bank-account';
import { cardCommitInput, repaymentCommit } from '../../../../src/contract/card-payment';
import { repaymentWay } from '../../../../src/contract/card-repayment';
import { buildServer } from '../../../app';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { callHook } from '../../../test-support/call-hook';
import {
  DEMO_BANK_ACCOUNT as BANK,
  DEMO_BANK_FIELDS,
  DEMO_WALLET as WALLET,
  DEMO_WALLET_FIELDS,
} from '../../../test-support/demo-accounts';
import { DEMO_BORROWER_NAME, DEMO_SESSION, demoQuery } from '../core/demo-borrower';
import { INVALID_FIELD_CODE } from './bank-account-module';
import { REFUSED_ACCOUNT_CODE, REFUSED_ACCOUNT_MESSAGE } from './bank-form-items';
import { testConfig } from '../../../test-support/test-config';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildServer(testConfig({ dataFile: ':memory:' }));
});
afterEach(async () => {
  await app.close();
});

/** The id a save or change answered for the new account. */
function idOf(data: unknown): number {
  return v.parse(v.object({ id: v.number() }), data).id;
}

async function boundCards() {
  const answer = await callHook(app, '/sandbox/bound-cards', {
    data: v.array(v.record(v.string(), v.unknown())),
  });
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return answer.data ?? [];
}

async function initItems() {
  const answer = await callEndpoint(app, bindCardInit, { product_id: '1' });
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return answer.data?.items ?? [];
}

describe('bind-card init', () => {
  it('answers the form items with borrower prefill, options and card/channel restrictions', async () => {
    const byCode = Object.fromEntries((await initItems()).map((item) => [item.code, item]));
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

  it('needs product_id (400 naming it) and a session', async () => {
    for (const product_id of ['', '  ']) {
      await expect(callEndpoint(app, bindCardInit, { product_id })).resolves.toMatchObject({
        status: 400,
        code: 400,
        message: 'product_id is required',
      });
    }
    const noSession = await callEndpoint(app, bindCardInit, { product_id: '1' }, { session: {} });
    expect(noSession).toMatchObject({ code: 401 });
  });
});

describe('one list of cards: what is bound here is what card repayment pays with', () => {
  const cardsToPay = async () =>
    (await callEndpoint(app, repaymentWay, { orderId: 'PL2024180' })).data?.bankCards ?? [];

  it('lists a bank account bound here as the newest card of repayment-way, ready to pay with', async () => {
    const before = await cardsToPay();
    expect(before.map((card) => card.bankName)).toEqual(['BDO Unibank', 'UnionBank', 'Metrobank']);
    const saved = await callEndpoint(app, bindCardSave, { ...BANK, bank_code: 'UBP' });
    const after = await cardsToPay();
    expect(after.slice(0, 3)).toEqual(before);
    expect(after[3]).toEqual({
      id: String(idOf(saved.data)),
      bankName: 'UnionBank of the Philippines',
      cardNo: '**** **** **** 7890',
      bankCode: 'UBP',
    });
    // The new card pays like any other: it asks for an SMS code first.
    const way = await callEndpoint(app, repaymentWay, { orderId: 'PL2024180' });
    const card = way.data?.bankCards[3];
    if (!way.data || !card || way.data.repayAmount === undefined) throw new Error('no new card');
    const paid = await callEndpoint(
      app,
      repaymentCommit,
      cardCommitInput({
        orderId: 'PL2024180',
        repayToken: way.data.repayToken,
        amount: way.data.repayAmount,
        card,
        idempotencyKey: 'key-new-card',
      }),
    );
    expect(paid).toMatchObject({ code: '00', data: { needValid: 1 } });
  });

  it('lists the same account bound again once, as the newest; an e-wallet is not a card to pay with', async () => {
    const first = await callEndpoint(app, bindCardSave, BANK);
    const again = await callEndpoint(app, bindCardChange, { ...BANK, city: 'Makati' });
    const ids = (await cardsToPay()).map((card) => card.id);
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain(String(idOf(first.data)));
    expect(ids.at(-1)).toBe(String(idOf(again.data)));
    await callEndpoint(app, bindCardSave, WALLET);
    expect(await cardsToPay()).toHaveLength(4);
    expect((await boundCards()).map((record) => record.cardType)).toEqual([2, 1]);
  });
});

describe('bind-card save and change', () => {
  it('stores a bank account and pre-fills the next init with it', async () => {
    const response = await callEndpoint(app, bindCardSave, BANK);
    expect(response).toMatchObject({ status: 200, code: 0, data: { id: expect.any(Number) } });
    const [record] = await boundCards();
    expect(record).toMatchObject({
      id: idOf(response.data),
      bankName: 'Bank of the Philippine Islands (BPI)',
      cardNo: '**** **** **** 7890',
      bankCode: 'BPI',
      userId: DEMO_SESSION.userId,
      productId: '1',
      cardType: 1,
      endpoint: 'save',
      fields: DEMO_BANK_FIELDS,
    });
    const items = await initItems();
    expect(items.find((item) => item.code === 'bank_code')?.value).toBe('BPI');
    expect(items.find((item) => item.code === 'account_no')?.value).toBe('001234567890');
  });

  it('stores an e-wallet through the change endpoint with its order', async () => {
    const response = await callEndpoint(app, bindCardChange, {
      ...WALLET,
      orderId: 'PL2024174',
    });
    expect(response).toMatchObject({ code: 0 });
    const [record] = await boundCards();
    expect(record).toMatchObject({
      cardType: 2,
      endpoint: 'change',
      orderId: 'PL2024174',
      fields: DEMO_WALLET_FIELDS,
    });
  });

  it('asks for the branch city only on the PESONet channel', async () => {
    const pesonet = await callEndpoint(app, bindCardSave, { ...BANK, channel_number: '90007' });
    expect(pesonet).toMatchObject({
      code: INVALID_FIELD_CODE,
      message: 'Branch city is required',
    });
    const withCity = await callEndpoint(app, bindCardSave, {
      ...BANK,
      channel_number: '90007',
      branch_city: 'Makati',
    });
    expect(withCity).toMatchObject({ code: 0 });
    expect((await boundCards())[0]?.fields).toMatchObject({ branch_city: 'Makati' });
  });

  it.each([
    [{ account_no: '12345' }, 'Bank account number must be 10 to 16 digits'],
    [{ bank_code: 'BDO Unibank' }, 'Bank: unknown option BDO Unibank'],
    [{ salary_day: '32' }, 'Salary day must be a day from 1 to 31'],
    [{ city: 'Atlantis' }, 'City of residence: unknown city Atlantis'],
    [{ account_name: '' }, 'Account holder name is required'],
  ])('refuses a bad bank field %o', async (change, message) => {
    const response = await callEndpoint(app, bindCardSave, { ...BANK, ...change });
    expect(response).toEqual({ status: 200, code: INVALID_FIELD_CODE, message, data: undefined });
    expect(await boundCards()).toEqual([]);
  });

  it.each(['08171234567', '+639171234567', '0917 123 4567'])(
    'refuses a wallet number that is not a PH mobile number in the sent form: %s',
    async (walletNo) => {
      const response = await callEndpoint(app, bindCardSave, { ...WALLET, wallet_no: walletNo });
      expect(response).toMatchObject({
        code: INVALID_FIELD_CODE,
        message: 'E-wallet mobile number must be 11 digits starting with 09',
      });
    },
  );

  it('answers the sandbox-only refused account with the bank message', async () => {
    const response = await callEndpoint(app, bindCardSave, { ...BANK, account_no: '0000000000' });
    expect(response).toMatchObject({
      code: REFUSED_ACCOUNT_CODE,
      message: REFUSED_ACCOUNT_MESSAGE,
    });
  });

  it.each([
    [{ cardType: 3 }, 'cardType must be between 1 and 2'],
    [{ cardType: 'bank' }, 'cardType must be a whole number'],
    [{ product_id: '' }, 'product_id is required'],
  ])('answers 400 naming the parameter for %o, on save and on change', async (change, message) => {
    for (const endpoint of [bindCardSave, bindCardChange]) {
      const response = await callEndpoint(app, endpoint, { ...BANK, ...change });
      expect(response).toMatchObject({ status: 400, code: 400, message });
    }
    expect(await boundCards()).toEqual([]);
  });

  it('answers 400 for a missing card type', async () => {
    const missing = await callEndpoint(app, bindCardSave, { product_id: '1' } as typeof BANK);
    expect(missing).toMatchObject({ status: 400, message: 'cardType is required' });
  });

  it('accepts a form-encoded body too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${bindCardSave.path}?${demoQuery()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...WALLET, cardType: '2' }).toString(),
    });
    expect(response.json()).toMatchObject({ code: 0 });
  });
});
