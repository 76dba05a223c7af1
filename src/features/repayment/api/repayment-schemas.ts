import * as v from 'valibot';
import { PayNoticeSchema } from '../../../lib/storage/saved-info-rules';

/** Pieces shared by the instalment and rollover responses (SPEC.md section 3). */
export const ChannelSchema = v.object({
  name: v.string(),
  logo: v.string(),
  channel_number: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
});
export type Channel = v.InferOutput<typeof ChannelSchema>;

export const DefDetailSchema = v.object({
  payCode: v.optional(v.nullable(v.string())),
  logo: v.optional(v.string(), ''),
  title: v.optional(v.string(), ''),
  payNotice: v.optional(PayNoticeSchema, {}),
});
export type DefDetail = v.InferOutput<typeof DefDetailSchema>;

export const RepayCommonSchema = {
  productName: v.string(),
  repayDate: v.string(),
  productLogo: v.string(),
  repayList: v.optional(v.array(ChannelSchema), []),
  noticeMsg: v.optional(v.nullable(v.string())),
  defDetail: v.optional(v.nullable(DefDetailSchema)),
  isShowReyTop: v.optional(v.union([v.number(), v.string()])),
};
