import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { loanServicePath } from './loan-path';

export function confirmRepayment(payload: {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}) {
  return request({
    path: loanServicePath('repayment-confirm'),
    style: 'form',
    success: 'double-zero',
    body: payload,
    schema: v.unknown(),
  });
}
