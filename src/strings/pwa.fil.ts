import type { Catalogue } from './catalogue';
import type { pwaStrings } from './pwa';

/** Filipino wording of the install, update and offline banners. */
export const pwaStringsFil = {
  updateAvailable: 'May bagong bersyon ng app.',
  reload: 'I-reload',
  install: 'I-install ang app',
  installShort: 'I-install',
  notNow: 'Mamaya na',
  openInBrowser: 'Buksan sa iyong browser',
  installHint:
    'Idagdag ang PesoLoan sa home screen mo: mabilis itong bumukas, kahit mahina ang signal.',
  installViaShare: "Para i-install ang app, i-tap ang Share, tapos ang 'Add to Home Screen'.",
  installViaMenu:
    "Para i-install ang app, buksan ang menu ng browser, tapos ang 'Install' o 'Add to Home screen'.",
  offline: 'Offline ka',
  offlineSince: (time: string) => `Offline ka — ipinapakita ang na-load noong ${time}`,
  backOnline: 'Online ka na ulit',
} satisfies Catalogue<typeof pwaStrings>;
