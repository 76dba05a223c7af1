import * as bankAccount from '../../../src/contract/bank-account';
import * as cardPayment from '../../../src/contract/card-payment';
import * as cardRepayment from '../../../src/contract/card-repayment';
import * as complaintFiling from '../../../src/contract/complaint-filing';
import * as complaintTypes from '../../../src/contract/complaint-types';
import * as complaints from '../../../src/contract/complaints';
import * as core from '../../../src/contract/core';
import type { Endpoint } from '../../../src/contract/endpoint';
import * as loanConfirm from '../../../src/contract/loan-confirm';
import * as order from '../../../src/contract/order';
import * as products from '../../../src/contract/products';
import * as promotion from '../../../src/contract/promotion';
import * as repayment from '../../../src/contract/repayment';

/**
 * The contract's API areas. A new area module joins this list; contract-endpoints.test.ts reads
 * src/contract/ and fails while one is missing, so no call is counted as `api_other` by mistake.
 */
const AREAS: readonly object[] = [
  bankAccount,
  cardPayment,
  cardRepayment,
  complaintFiling,
  complaintTypes,
  complaints,
  core,
  loanConfirm,
  order,
  products,
  promotion,
  repayment,
];

/** A module export that is an endpoint of the contract (what `defineEndpoint` returns). */
export function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'method' in value &&
    (value.method === 'GET' || value.method === 'POST') &&
    'input' in value &&
    'output' in value
  );
}

/** One endpoint by the name its area module exports it under (`loanDetails`), with its path. */
export interface NamedEndpoint {
  name: string;
  /** Under the API base, `{provider}` still in it (src/contract/endpoint.ts). */
  path: string;
}

/** Every endpoint of the contract, by export name: a fixed set, so a bounded set of labels. */
export const CONTRACT_ENDPOINTS: readonly NamedEndpoint[] = AREAS.flatMap((area) =>
  Object.entries(area).flatMap(([name, value]) =>
    isEndpoint(value) ? [{ name, path: value.path }] : [],
  ),
);
