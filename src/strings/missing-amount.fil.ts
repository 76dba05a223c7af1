import type { Catalogue } from './catalogue';
import type { missingAmountStrings } from './missing-amount';

/** Filipino wording of the card repayment page when there is no amount to pay. */
export const missingAmountStringsFil = {
  title: 'Walang nakasaad na halagang babayaran',
  body: 'Hindi sinasabi ng link na ito kung magkano ang babayaran, kaya hindi ka makakapagbayad dito. Buksan ang detalye ng iyong loan para makita ang dapat mong bayaran at doon magbayad.',
  viewLoan: 'Tingnan ang aking loan',
} satisfies Catalogue<typeof missingAmountStrings>;
