import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import type { Phone } from '../harness/phone';
import type { Journey } from './journey';

const PAYMENT = {
  orderId: 'PL2024180',
  productId: '2',
  withholdingAmount: '712000',
  couponId: 'C9',
  couponMoney: '5000',
};

/** Picks an option in one of the bank form's bottom sheets. */
export async function pick(phone: Phone, title: string, option: string): Promise<void> {
  await phone.tap({ role: 'button', name: new RegExp(`^${title} `) });
  await phone.tap({ name: option, within: title });
  await phone.tap({ role: 'button', name: 'Confirm', within: title });
  await phone.gone({ role: 'dialog', name: title });
}

/** The last SMS code the sandbox logged for an order's card repayment. */
function loggedCode(phone: Phone, orderId: string): string {
  const line = phone.servers.sandbox.logs
    .filter((item) => item.includes(`order ${orderId} `))
    .at(-1);
  const code = /: (\d{6})$/.exec(line ?? '')?.[1];
  if (!code) throw new Error(`no SMS code logged for ${orderId}`);
  return code;
}

export const bindCardAndBack: Journey = {
  name: 'binding a card to pay with and coming back',
  async run(phone) {
    await phone.goto(demoPath('/repayment', PAYMENT));
    await phone.tap({ role: 'link', name: 'Bind a new card' });
    await phone.at('/bindCard');
    await phone.see({ role: 'heading', name: 'Add a card to pay with' });
    await pick(phone, 'Bank', 'UnionBank of the Philippines');
    await phone.type({ role: 'textbox', name: 'Bank account number' }, '5200 8812 3456 7788');
    await pick(phone, 'City of residence', 'Pasig');
    await pick(phone, 'Salary day', '30');
    await phone.snap('bind-card-form');
    await phone.tap({ role: 'button', name: 'Next' });
    const back = await phone.at('/repayment');
    expect(back.searchParams.get('couponId')).toBe('C9');
    await phone.see(/^Card added/);
    await phone.see(/7788/);
    await phone.snap('bind-card-back');
  },
};

export const cardRepayment: Journey = {
  name: 'card repayment with the SMS step',
  async run(phone) {
    await phone.goto(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' }));
    await phone.see({ role: 'heading', name: 'Repayment method' });
    await phone.tap({ name: 'BDO Unibank' });
    await phone.tap({ role: 'button', name: 'Pay' });
    await phone.see({ role: 'dialog', name: 'SMS verification' });
    await phone.see('verification code sent, please check your phone');
    await phone.snap('card-sms');
    const code = await phone.poll('the SMS code logged', () =>
      Promise.resolve(loggedCodeOrEmpty(phone)),
    );
    await phone.type(
      { role: 'textbox', name: 'Verification code', within: 'SMS verification' },
      code,
    );
    await phone.tap({ role: 'button', name: 'Confirm', within: 'SMS verification' });
    const detail = await phone.at('/loanDetail');
    expect(detail.searchParams.get('orderId')).toBe('PL2024180');
  },
};

function loggedCodeOrEmpty(phone: Phone): string {
  try {
    return loggedCode(phone, 'PL2024180');
  } catch {
    return '';
  }
}
