import type { Catalogue } from './catalogue';
import type { onlinePaymentStrings } from './online-payment';

/** Filipino wording of the online-payment screen. */
export const onlinePaymentStringsFil = {
  onlineTitle: 'Online na pagbabayad',
  onlineOpening: 'Binubuksan ang payment page…',
  onlineFailed: 'Hindi mabuksan ang online payment page.',
  onlineLinkIncomplete: 'Kulang ang payment link na ito. Pakibuksan ulit mula sa repayment page.',
} satisfies Catalogue<typeof onlinePaymentStrings>;
