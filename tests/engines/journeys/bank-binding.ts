import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import { pick } from './card-repayment';
import type { Journey } from './journey';

export const bankBinding: Journey = {
  name: 'bank binding from the order detail',
  async run(phone) {
    await phone.goto(
      demoPath('/bindCard', { productId: '1', orderId: 'PL2024180', source: 'loanDetail' }),
    );
    await phone.see({ role: 'tab', name: 'E-wallet' });
    await pick(phone, 'Transfer channel', 'InstaPay (arrives in minutes)');
    await pick(phone, 'Bank', 'Metrobank');
    await phone.type({ role: 'textbox', name: 'Bank account number' }, '1234567890123');
    await pick(phone, 'City of residence', 'Manila');
    await pick(phone, 'Salary day', '5');
    await phone.snap('bank-binding');
    await phone.tap({ role: 'button', name: 'Next' });
    const detail = await phone.at('/loanDetail');
    expect(detail.searchParams.get('orderId')).toBe('PL2024180');
  },
};
