import type { Catalogue } from './catalogue';
import type { common } from './common';

/** Filipino wording shared by every screen (docs/decisions/i18n-filipino.md). */
export const commonFil = {
  copySuccess: 'Na-copy na',
  copyFallbackTitle: 'I-copy ang text na ito',
  copyFallbackHint: 'Pindutin nang matagal ang text sa ibaba, saka piliin ang Copy.',
  close: 'Isara',
  cancel: 'I-cancel',
  confirm: 'I-confirm',
  retry: 'Subukan ulit',
  loading: 'Naglo-load...',
  back: 'Bumalik',
  goHome: 'Pumunta sa Home',
  error: 'May error',
  networkError: 'Walang koneksyon. Pakitingnan ang iyong mobile data o Wi-Fi at subukan ulit.',
  timeoutError: 'Masyadong natagalan ang sagot. Pakitingnan ang iyong koneksyon at subukan ulit.',
  serverError: (status: number) =>
    `Nagkaproblema sa aming system (HTTP ${status}). Pakisubukan ulit maya-maya.`,
  malformedResponse: 'Hindi inaasahan ang sagot ng server. Pakisubukan ulit.',
  genericFailure: 'Nagkaproblema. Pakisubukan ulit.',
  tooManyTries: (seconds: number) =>
    `Masyadong maraming subok. Maghintay ng ${seconds} s bago subukan ulit.`,
  linkBlocked: 'Hindi mabuksan ang link na ito.',
  notFoundTitle: 'Hindi makita ang page',
  notFoundBody: 'Wala na o nailipat na ang page na hinahanap mo.',
  screenCrashedTitle: 'Hindi maipakita ang screen na ito',
  screenCrashedBody: 'May hindi inaasahang nangyari. Puwede mong subukan ulit o bumalik.',
  peso: '₱',
  rupee: '₹',
} satisfies Catalogue<typeof common>;
