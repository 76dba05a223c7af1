import { localise } from './localise';

export const pwaStrings = localise('pwa', {
  updateAvailable: 'A new version of the app is ready.',
  reload: 'Reload',
  offline: "You're offline",
  offlineSince: (time: string) => `You're offline — showing what was loaded at ${time}`,
  backOnline: 'Back online',
} as const);
