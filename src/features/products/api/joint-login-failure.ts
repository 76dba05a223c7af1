import useSWR from 'swr';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/api/api-error';
import { request } from '../../../lib/api/client';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { Text } from './number-like';
import { RecommendedProductSchema } from './recommended-product';

/** The joint-login failure (POST /panda/honey/scholarships, form body, '00'). */
export const JointLoginFailureSchema = v.object({
  noticeMessage: Text,
  errMessage: Text,
  recommendList: v.optional(v.array(RecommendedProductSchema), []),
});
export type JointLoginFailure = v.InferOutput<typeof JointLoginFailureSchema>;

export function fetchJointLoginFailure(productId: string): Promise<JointLoginFailure> {
  return request({
    path: '/panda/honey/scholarships',
    style: 'form',
    success: 'double-zero',
    body: { productId },
    schema: JointLoginFailureSchema,
  });
}

export function useJointLoginFailure(productId: string) {
  return useSWR(['scholarships', productId], ([, id]) => fetchJointLoginFailure(id), {
    onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
    revalidateOnFocus: false,
  });
}
