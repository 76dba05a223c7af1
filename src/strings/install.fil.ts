import type { Catalogue } from './catalogue';
import type { installStrings } from './install';

/** Filipino wording of the install offer. */
export const installStringsFil = {
  install: 'I-install ang app',
  installShort: 'I-install',
  notNow: 'Mamaya na',
  openInBrowser: 'Buksan sa iyong browser',
  installHint:
    'Idagdag ang PesoLoan sa home screen mo: mabilis itong bumukas, kahit mahina ang signal.',
  installViaShare: "Para i-install ang app, i-tap ang Share, tapos ang 'Add to Home Screen'.",
  installViaMenu:
    "Para i-install ang app, buksan ang menu ng browser, tapos ang 'Install' o 'Add to Home screen'.",
  messagingAppHint:
    'Para mas maayos, buksan ang page na ito sa browser ng iyong phone: i-tap ang ⋮ o ••• na menu, saka ang "Open in browser".',
} satisfies Catalogue<typeof installStrings>;
