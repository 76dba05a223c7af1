import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { loanServicePath } from './loan-path';

export const CommitSchema = v.object({
  needValid: v.union([v.number(), v.pipe(v.string(), v.transform(Number))]),
  repayRecordId: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
});

export interface CommitPayload {
  amount: number;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string | null;
  orderId: string;
  repayToken: string;
  bankCode: string;
  /** 0 to pay, 1 to send the SMS code again. */
  sendMsg: 0 | 1;
  /** One key per payment attempt, kept across reloads: the server refuses a repeat with 800005. */
  idempotencyKey: string;
}

export function commitRepayment(payload: CommitPayload) {
  return request({
    path: loanServicePath('repayment-commit'),
    style: 'form',
    success: 'double-zero',
    body: { ...payload },
    schema: CommitSchema,
  });
}
