import type { Catalogue } from './catalogue';
import type { repaymentStrings } from './repayment';

/**
 * Filipino wording of the instalment and rollover screens. Labels
 * the steps name ('Kapos sa pera?', 'Paraan ng pagbabayad', 'Magbayad') match the buttons' own.
 */
export const repaymentStringsFil = {
  instalmentTitle: 'Pagbabayad',
  rolloverTitle: 'Rollover na pagbabayad',
  repaymentDate: 'Petsa ng bayad',
  amountDue: 'Halagang dapat bayaran',
  more: 'Ipakita pa',
  hide: 'Itago',
  loanDetails: 'Detalye ng loan',
  copy: 'I-copy',
  copyPayCode: (code: string) => `I-copy ang pay code ${code}`,
  payCodeOpen: (title: string, code: string) =>
    `${title}: ${code}. Buksan ang page ng payment code`,
  payCodeHint: 'I-tap para makita kung paano magbayad sa tindahan o e-wallet',
  paymentMethod: 'Paraan ng pagbabayad',
  showBarCode: 'Ipakita ang bar code',
  nextPaymentDateLead: 'Ang susunod mong petsa ng bayad ay',
  plan: 'Plano',
  tipImageAlt: 'Paano magbayad gamit ang iyong reference number: tingnan ang mga hakbang',
  rolloverTipImageAlt: 'Paano gumagana ang rollover: tingnan ang mga hakbang',
  tipWords: {
    title: 'Paano magbayad',
    subtitle: 'Gamit ang code: e-wallet o tindahan',
    action: 'Tingnan ›',
  },
  rolloverTipWords: {
    title: 'Paano ang rollover',
    subtitle: 'Bayaran ang fee, iusog ang due date',
    action: 'Tingnan ›',
  },
  payByCard: 'Magbayad gamit ang bank card',
} satisfies Catalogue<typeof repaymentStrings>;
