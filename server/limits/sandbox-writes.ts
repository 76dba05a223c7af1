import { bindCardChange, bindCardSave } from '../../src/contract/bank-account';
import { repaymentHuichao, repaymentWay } from '../../src/contract/card-repayment';
import { problemSave } from '../../src/contract/complaint-filing';
import { saveScore } from '../../src/contract/complaints';
import { saveEvent } from '../../src/contract/core';
import type { Endpoint } from '../../src/contract/endpoint';
import { loanDetailPush, periodPush } from '../../src/contract/loan-confirm';
import { googleScore } from '../../src/contract/order';
import { productClick, productLink } from '../../src/contract/products';
import { trackClick, trackVisit } from '../../src/contract/promotion';
import { generateVcode } from '../../src/contract/repayment';
import type { LimitedCall } from './limited-calls';

/** A borrower's write: one budget per call and borrower (their session, else their address). */
const record = (name: string, endpoint: Endpoint): LimitedCall => ({
  name,
  endpoint,
  per: 'borrower',
  kind: () => 'record',
});

/** A public page's tracking call: no session, so one budget per call and client address. */
const visit = (name: string, endpoint: Endpoint): LimitedCall => ({
  name,
  endpoint,
  per: 'client',
  kind: () => 'visit',
});

/**
 * The sandbox's other calls that store a row (docs/decisions/sandbox-checks-before-writes.md):
 * limited in the sandbox only, since the rows are the sandbox's own. The calls that send SMS,
 * move money or store files are in LIMITED_CALLS (./limited-calls.ts), limited in proxy mode too.
 */
const SANDBOX_WRITE_CALLS: readonly LimitedCall[] = [
  record('event', saveEvent),
  record('product-click', productClick),
  record('product-link', productLink),
  record('bank-save', bindCardSave),
  record('bank-change', bindCardChange),
  record('loan-push', loanDetailPush),
  record('period-push', periodPush),
  record('google-score', googleScore),
  record('complaint', problemSave),
  record('complaint-score', saveScore),
  record('repayment-way', repaymentWay),
  record('huichao', repaymentHuichao),
  record('voucher', generateVcode),
  visit('track-visit', trackVisit),
  visit('track-click', trackClick),
];

/** The sandbox write an endpoint of the contract is, if any. */
export function sandboxWriteOf(endpoint: Endpoint): LimitedCall | undefined {
  return SANDBOX_WRITE_CALLS.find((call) => call.endpoint === endpoint);
}
