import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import type { VoucherPayload } from '../rules/payment-sheet-rules';

/** POST /v3/loan-details/generate-vcode: the pay link of a channel (JSON, code 0). */
export const VoucherSchema = v.object({ payUrl: v.string() });

export function generateVoucher(payload: VoucherPayload) {
  return request({
    path: '/v3/loan-details/generate-vcode',
    body: { ...payload },
    schema: VoucherSchema,
  });
}
