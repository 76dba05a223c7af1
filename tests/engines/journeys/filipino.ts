import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import { wordsBrokenAcrossLines } from '../harness/layout-checks';
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
    // The list's tabs come from the sandbox: in the session's language too.
    await phone.goto(demoPath('/complaintList'));
    const tabs = await phone.until('the tabs', () => {
      const names = Array.from(document.querySelectorAll('[role="tab"]'), (tab) =>
        (tab.textContent ?? '').replace(/\d+$/, '').trim(),
      ).filter(Boolean);
      return names.length > 0 ? names : null;
    });
    expect(tabs).toEqual(['Lahat', 'Pinoproseso', 'Naproseso']);
    expect(
      await phone.evaluate(wordsBrokenAcrossLines, '[role="tab"]'),
      'tab words broken mid-word',
    ).toEqual([]);
    await phone.snap('fil-complaint-list');
  },
};
