export const pwaStrings = {
  updateAvailable: 'A new version of the app is ready.',
  reload: 'Reload',
  install: 'Install the app',
  installHint: 'Add it to your home screen: it opens fast and works with a weak signal.',
  offline: "You're offline",
  offlineSince: (time: string) => `You're offline — showing what was loaded at ${time}`,
  backOnline: 'Back online',
} as const;
