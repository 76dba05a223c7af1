import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import { unreadable, wordsBrokenAcrossLines } from '../harness/layout-checks';
import type { Journey } from './journey';

/** The type 1 code page the native app opens: the code to copy and where to pay, readable. */
export const repaymentCode: Journey = {
  name: 'the repayment code page and its channel guide',
  async run(phone) {
    await phone.goto(
      demoPath('/repaymentOfCode', { showType: '1', amount: '765000', payCode: '7001248813' }),
    );
    await phone.see({ role: 'heading', name: 'Repayment code' });
    await phone.see('7001248813');
    await phone.until('the page drawn', () =>
      Array.from(document.images).every((image) => image.complete),
    );
    await phone.snap('repayment-code');
    expect(await phone.evaluate(unreadable, 'main'), 'unreadable on the code page').toEqual([]);
    expect(await phone.evaluate(wordsBrokenAcrossLines, 'main'), 'words broken').toEqual([]);
    await phone.tap({ role: 'button', name: 'Copy repayment code 7001248813' });
    await phone.poll(
      'copied, or the text to copy by hand',
      async () =>
        (await phone.has({ name: /^copy success$/ })) ||
        (await phone.has({ role: 'dialog', name: 'Copy this text' })),
    );
  },
};
