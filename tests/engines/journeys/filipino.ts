import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import type { Journey } from './journey';

export const filipino: Journey = {
  name: 'Filipino: the order detail and the next screen of the session',
  async run(phone) {
    await phone.goto(
      demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1', lang: 'fil' }),
    );
    await phone.see({ role: 'heading', name: 'Detalye ng order' });
    await phone.see({ role: 'button', name: 'MAGBAYAD' });
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('fil');
    await phone.snap('fil-order-174');
    await phone.goto(demoPath('/customerService'));
    await phone.see({ role: 'heading', name: 'Online na serbisyo' });
    await phone.snap('fil-customer-service');
  },
};
