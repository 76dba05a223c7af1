import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import type { Journey } from './journey';

/** How the framed agreement page is drawn. */
interface FramedLook {
  heading: string;
  headingPx: number;
  bodyPx: number;
  bodyMargin: string;
}

/** Loan confirmation: the 'Point out' prompt on the browser's own Back (isPopType 1). */
export const loanConfirm: Journey = {
  name: "loan confirmation: the 'Point out' prompt on the browser's Back",
  async run(phone) {
    await phone.goto(demoPath('/loanConfirm', { productId: '1' }));
    await phone.see({ role: 'button', name: 'Next' });
    await phone.snap('loan-confirm');
    // The borrower reads a line first (a touch), then goes back with the browser's own Back.
    await phone.tap({ role: 'heading', name: 'Payment Plan' });
    await phone.driver.back();
    await phone.see({ role: 'dialog', name: 'Point out' });
    await phone.see({ name: 'Are you sure you want to leave?', within: 'Point out' });
    await phone.snap('loan-confirm-point-out');
    await phone.tap({ role: 'button', name: 'Agree', within: 'Point out' });
    await phone.gone({ role: 'dialog', name: 'Point out' });
    expect(await phone.path()).toBe('/loanConfirm');
  },
};

/** Product 2's forced agreement pop-up: the lender's framed page looks as the lender made it. */
export const forcedAgreement: Journey = {
  name: 'loan confirmation: the forced agreement pop-up, styled',
  async run(phone) {
    await phone.goto(demoPath('/loanConfirm', { productId: '2' }));
    await phone.see({ role: 'dialog', name: 'Loan agreement' });
    const frame = await phone.driver.runInFrame<FramedLook>(
      'iframe',
      `new Promise((resolve) => {
        const read = () => {
          const heading = document.querySelector('h1');
          if (!heading || document.readyState !== 'complete') return setTimeout(read, 50);
          resolve({
            heading: heading.textContent.trim(),
            headingPx: parseFloat(getComputedStyle(heading).fontSize),
            bodyPx: parseFloat(getComputedStyle(document.body).fontSize),
            bodyMargin: getComputedStyle(document.body).margin,
          });
        };
        read();
      })`,
    );
    await phone.snap('loan-confirm-forced-agreement');
    expect(frame).toMatchObject({ heading: 'Loan Agreement' });
    // Unstyled, a browser draws an h1 at twice the body's size with an 8 px body margin: the
    // lender's stylesheet sets its own (see the agreement page's CSS).
    expect(frame.bodyMargin, 'the agreement page has its stylesheet').toBe('0px');
    expect(frame.headingPx / frame.bodyPx, 'no giant heading').toBeLessThan(1.6);
    await phone.tap({ role: 'button', name: 'Agree', within: 'Loan agreement' });
    await phone.gone({ role: 'dialog', name: 'Loan agreement' });
  },
};
