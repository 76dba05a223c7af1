import {
  captchaText,
  loggedSmsCode,
  PROMO_HEADLINE,
  PROMO_QUERY,
} from '../../e2e/promotion-helpers';
import type { Journey } from './journey';

/** The public site's sections, one tapped from the menu; then a promotion, registered. */
export const publicPages: Journey = {
  name: 'the public pages and the promotion',
  async run(phone) {
    await phone.goto('/');
    await phone.see({ role: 'heading', name: 'Quick cash loans, straight to your account' });
    await phone.snap('public-home');
    await phone.tap({ role: 'link', name: 'Lender Info', within: 'Site sections' });
    await phone.at('/User');
    await phone.see({ role: 'heading', name: 'Lender Info' });
    await phone.goto('/Policy');
    await phone.see({ role: 'heading', name: 'Privacy Policy' });
    await phone.goto('/Contact');
    await phone.see({ role: 'heading', name: 'Contact us' });
    await phone.snap('public-contact');

    const mobile = '13712345678';
    await phone.goto(`/promotion?${PROMO_QUERY}`);
    await phone.see({ role: 'heading', name: PROMO_HEADLINE });
    const sid = await phone.until('the captcha drawn', () => {
      const image = document.querySelector<HTMLImageElement>(
        'img[alt="Image captcha: tap to refresh"]',
      );
      return image?.complete && image.naturalWidth > 0
        ? new URL(image.src).searchParams.get('sid')
        : null;
    });
    await phone.type({ role: 'textbox', name: 'Mobile number' }, mobile);
    await phone.type(
      { role: 'textbox', name: 'Image captcha' },
      captchaText(phone.servers.sandbox, sid),
    );
    await phone.snap('promotion-form');
    await phone.tap({ role: 'button', name: 'get verification code' });
    const code = await phone.poll('the SMS code logged', () => {
      try {
        return Promise.resolve(loggedSmsCode(phone.servers.sandbox, mobile));
      } catch {
        return Promise.resolve('');
      }
    });
    await phone.type({ role: 'textbox', name: 'SMS code' }, code);
    await phone.tap({ role: 'button', name: 'Register' });
    await phone.at('/promotion/download');
    await phone.see({ role: 'heading', name: 'Download the APP' });
    await phone.snap('promotion-download');
  },
};
