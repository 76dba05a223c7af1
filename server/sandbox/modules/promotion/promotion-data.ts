/** Demo promotion templates and numbers (README 'Demo data'). */
export const DEMO_TEMPLATES = [
  {
    id: '1',
    title: 'Cash up to ₱20,000, decided within 1 day',
    subtitle: 'Register with your mobile number and get your first loan offer in minutes.',
    downloadUrl: 'https://pesoloan.example/download/pesoloan.apk',
  },
  {
    id: '7',
    title: 'Summer promo: your first loan, fast',
    subtitle: 'Sign up today and get the app to apply.',
    downloadUrl: 'https://pesoloan.example/download/pesoloan-summer.apk',
  },
] as const;

/** The template a promotion link without an id shows. */
export const DEFAULT_TEMPLATE_ID = '1';

/** A number that is already registered, to show the '11' answers. */
export const REGISTERED_PHONE = '13912345678';

export const PROMOTION_CODES = {
  ok: '0',
  invalidPhone: '1',
  smsCodeWrong: '2',
  alreadyRegistered: '11',
  captchaWrong: '101',
  registerCaptchaWrong: '-1',
  templateMissing: '404',
} as const;

export const PROMOTION_MESSAGES = {
  smsSent: 'verification code sent, please check your phone',
  registered: 'registration successful',
  alreadyRegistered: 'You have registered, please download the APP to log in!',
  invalidPhone: 'please enter the correct mobile number',
  captchaWrong: 'The image captcha is incorrect, please try again',
  captchaExpired: 'The image captcha has expired, please refresh it',
  smsCodeWrong: 'The SMS code is incorrect or has expired',
  templateMissing: 'This promotion has ended',
} as const;
