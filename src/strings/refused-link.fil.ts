import type { Catalogue } from './catalogue';
import type { refusedLinkStrings } from './refused-link';

/** Filipino wording of the refused-link dialog. */
export const refusedLinkStringsFil = {
  title: 'Hindi mabubuksan dito ang link na ito',
  hostBody:
    'Para sa iyong kaligtasan, mga page lang ng aming mga pinagkakatiwalaang partner ang binubuksan ng app na ito. Puwede mong i-copy ang link at buksan ito sa iyong browser, o tumawag sa customer service para sa tulong.',
  body: 'Para sa iyong kaligtasan, hindi binubuksan ng app na ito ang ganitong klase ng link. Tumawag sa customer service para sa tulong.',
  copyLink: 'I-copy ang link',
  callCustomerService: 'Tawagan ang customer service',
} satisfies Catalogue<typeof refusedLinkStrings>;
