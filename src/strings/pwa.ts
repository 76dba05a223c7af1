import { localise } from './localise';

export const pwaStrings = {
  updateAvailable: 'A new version of the app is ready.',
  reload: 'Reload',
  offline: "You're offline",
  offlineSince: (time: string) => `You're offline — showing what was loaded at ${time}`,
  backOnline: 'Back online',
} as const;

localise('pwa', pwaStrings);
