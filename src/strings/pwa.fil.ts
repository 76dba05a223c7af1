import type { Catalogue } from './catalogue';
import type { pwaStrings } from './pwa';

/** Filipino wording of the update and offline banners. */
export const pwaStringsFil = {
  updateAvailable: 'May bagong bersyon ng app.',
  reload: 'I-reload',
  offline: 'Offline ka',
  offlineSince: (time: string) => `Offline ka — ipinapakita ang na-load noong ${time}`,
  backOnline: 'Online ka na ulit',
} satisfies Catalogue<typeof pwaStrings>;
