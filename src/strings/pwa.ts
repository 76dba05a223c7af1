import { localise } from './localise';

export const pwaStrings = {
  updateAvailable: 'A new version of the app is ready.',
  reload: 'Reload',
  install: 'Install the app',
  installShort: 'Install',
  notNow: 'Not now',
  openInBrowser: 'Open in your browser',
  installHint: 'Add PesoLoan to your home screen: it opens fast, even on a weak signal.',
  installViaShare: "To install the app, tap Share, then 'Add to Home Screen'.",
  installViaMenu:
    "To install the app, open your browser's menu, then 'Install' or 'Add to Home screen'.",
  offline: "You're offline",
  offlineSince: (time: string) => `You're offline — showing what was loaded at ${time}`,
  backOnline: 'Back online',
} as const;

localise('pwa', pwaStrings);
