import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import type { Journey } from './journey';

export const orderToRepayment: Journey = {
  name: 'order detail to instalment and rollover',
  async run(phone) {
    await phone.goto(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' }));
    await phone.see({ role: 'heading', name: 'Order Details' });
    await phone.see('Short of money?');
    await phone.see({ role: 'button', name: 'Rollover Repayment' });
    await phone.snap('order-174');
    await phone.tap({ role: 'button', name: 'REPAY' });
    const repay = await phone.at('/repay');
    expect(repay.searchParams.get('orderId')).toBe('PL2024174');
    await phone.see({ role: 'heading', name: 'Repayment' });
    // The picture once the amount is there, not the loading placeholders.
    await phone.see(/₱/);
    await phone.snap('repay-instalment');

    await phone.goto(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' }));
    await phone.tap({ role: 'button', name: 'Rollover Repayment' });
    await phone.at('/repayDelay');
    await phone.see(/Pay today/);
    await phone.snap('repay-rollover');
  },
};
