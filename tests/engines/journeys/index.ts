import { complaints } from './complaints';
import { bankBinding } from './bank-binding';
import { bindCardAndBack, cardRepayment } from './card-repayment';
import { filipino } from './filipino';
import type { Journey } from './journey';
import { forcedAgreement, loanConfirm } from './loan-confirm';
import { orderToRepayment } from './order-to-repayment';
import { payCode } from './pay-code';
import { paymentSheet } from './payment-sheet';
import { publicPages } from './public-pages';
import { repaymentCode } from './repayment-code';
import { serviceWorker } from './service-worker';

/**
 * Every journey, in the order each engine runs them against its own sandbox: those that settle
 * an order (the gateway settles PL2024170, the card PL2024180) come after those that read it.
 */
export const JOURNEYS: Journey[] = [
  orderToRepayment,
  payCode,
  repaymentCode,
  loanConfirm,
  forcedAgreement,
  serviceWorker,
  complaints,
  bankBinding,
  bindCardAndBack,
  cardRepayment,
  publicPages,
  filipino,
  paymentSheet,
];
