import { localise } from './localise';

/** The install offer's words (public pages only; not in the first screen's code). */
export const installStrings = localise('install', {
  install: 'Install the app',
  installShort: 'Install',
  notNow: 'Not now',
  openInBrowser: 'Open in your browser',
  installHint: 'Add PesoLoan to your home screen: it opens fast, even on a weak signal.',
  installViaShare: "To install the app, tap Share, then 'Add to Home Screen'.",
  installViaMenu:
    "To install the app, open your browser's menu, then 'Install' or 'Add to Home screen'.",
  messagingAppHint:
    'For the best experience, open this page in your phone browser: tap the ⋮ or ••• menu, then "Open in browser".',
} as const);
