import { localise } from './localise';

/** Wording of the promotion registration flow (SPEC.md sections 5 and 8, verbatim where quoted). */
export const promotionStrings = localise('promotion', {
  pageTitle: 'Register',
  defaultHeadline: 'Quick cash loans, straight to your account',
  defaultSubtitle: 'Register with your mobile number to get started.',
  bannerAlt: 'A phone with a peso coin and a green check mark.',
  formLabel: 'Registration',
  mobile: 'Mobile number',
  mobilePlaceholder: 'Enter your mobile number',
  captcha: 'Image captcha',
  captchaPlaceholder: 'Enter the characters shown',
  captchaImageAlt: 'Image captcha: tap to refresh',
  captchaLoading: 'Loading image captcha',
  sms: 'SMS code',
  smsPlaceholder: 'Enter the SMS code',
  sendSms: 'get verification code',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  register: 'Register',
  agreementPrefix: 'By registering, you agree to the',
  agreementLink: 'Registration agreement',
  // Validation and server messages (SPEC.md sections 5 and 8).
  mobileInvalid: 'please enter the correct mobile number',
  captchaInvalid: 'please enter the correct image captcha',
  smsInvalid: 'please enter the correct SMS code',
  doNotResend: 'do not resend',
  smsSent: 'verification code sent, please check your phone',
  alreadyRegistered: 'You have registered, please download the APP to log in!',
  registered: 'registration successful',
  networkError: 'error',
  // Download and agreement views.
  downloadTitle: 'Download the APP',
  downloadHeading: 'Your account is ready',
  downloadBody: (appName: string) =>
    `Download the ${appName} app and log in with your mobile number to apply for your first loan.`,
  downloadButton: 'Download the APP',
  downloadImageAlt: 'A phone showing the app with a download arrow.',
  agreementTitle: 'Registration agreement',
  backToRegistration: 'Back to registration',
} as const);
