import { localise } from './localise';

/** The refused-link dialog's words (with the app's overlays: never in a screen's first code). */
export const refusedLinkStrings = localise('refusedLink', {
  title: "This link can't be opened here",
  hostBody:
    'For your safety, this app opens only pages of our trusted partners. You can copy the link and open it in your browser, or call customer service for help.',
  body: 'For your safety, this app does not open this kind of link. Please call customer service for help.',
  copyLink: 'Copy link',
  callCustomerService: 'Call customer service',
} as const);
