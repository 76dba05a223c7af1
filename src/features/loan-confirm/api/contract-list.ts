import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { NumberLike } from './number-like';

/** Agreement scene of the confirmation screens (SPEC.md section 9). */
export const AGREEMENT_SCENE = 3;
/** The fixed extra field of contract-jump and loan push; the name `channel` is ours. */
export const FIXED_EXTRA = { channel: 'h5' } as const;

export const AgreementSchema = v.object({
  title: v.string(),
  position: v.optional(NumberLike),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;

export const AgreementListSchema = v.array(AgreementSchema);

export function fetchContractList(productId: string): Promise<Agreement[]> {
  return request({
    path: '/v3/contract/contract',
    method: 'GET',
    query: { productId, scene: AGREEMENT_SCENE },
    schema: AgreementListSchema,
  });
}

/** The agreement list; 'Next' waits for it, and a failure shows with a retry (confirm-rules.ts). */
export function useContractList(productId: string) {
  return useSWR(productId ? ['contract', productId] : null, ([, id]) => fetchContractList(id), {
    revalidateOnFocus: false,
  });
}
