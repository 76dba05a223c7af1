import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { FIXED_EXTRA } from './contract-list';

export const LendDetailsSchema = v.object({ lendDetailsUrl: v.string() });

export interface LoanPushPayload {
  amount: number;
  periods: number;
  termUnit: number;
  productId: string;
}

export async function pushLoan(payload: LoanPushPayload): Promise<string> {
  const data = await request({
    path: '/v3/loan-confirm/loan-detail-push',
    body: { ...payload, ...FIXED_EXTRA },
    schema: LendDetailsSchema,
  });
  return data.lendDetailsUrl;
}
