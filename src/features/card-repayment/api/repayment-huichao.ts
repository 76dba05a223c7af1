import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { loanServicePath } from './loan-path';

/** The alternative online payment: the response's url is where the browser goes. */
export const HuichaoSchema = v.object({ url: v.string() });

export function requestOnlinePayment(payload: { userId: string; orderId: string; amount: number }) {
  return request({
    path: loanServicePath('repayment-huichao'),
    style: 'form',
    success: 'double-zero',
    body: payload,
    schema: HuichaoSchema,
  });
}
