import { request } from '../../../lib/api/client';
import { FIXED_EXTRA } from './contract-list';
import { LendDetailsSchema, type LoanPushPayload } from './loan-push';

/** The older confirmation's loan push (POST /gopia/goya/depush, form body, '00'). */
export async function pushPeriodLoan(payload: LoanPushPayload): Promise<string> {
  const data = await request({
    path: '/gopia/goya/depush',
    style: 'form',
    success: 'double-zero',
    body: { ...payload, ...FIXED_EXTRA },
    schema: LendDetailsSchema,
  });
  return data.lendDetailsUrl;
}
