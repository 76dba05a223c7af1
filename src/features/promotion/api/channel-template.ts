import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { promotionPath } from './promotion-path';

export const ChannelTemplateSchema = v.object({
  id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  template: v.object({
    title: v.optional(v.string(), ''),
    subtitle: v.optional(v.string(), ''),
    download_url: v.optional(v.string(), ''),
  }),
});
export type ChannelTemplate = v.InferOutput<typeof ChannelTemplateSchema>;

export const channelTemplateKey = (templateId: string) =>
  ['promotion-template', templateId] as const;

export function fetchChannelTemplate(templateId: string): Promise<ChannelTemplate> {
  return request({
    path: promotionPath('/service/channel/channel-template'),
    method: 'GET',
    style: 'form',
    query: { templateId },
    schema: ChannelTemplateSchema,
  });
}

export function useChannelTemplate(templateId: string) {
  return useSWR(channelTemplateKey(templateId), ([, id]) => fetchChannelTemplate(id), {
    revalidateOnFocus: false,
  });
}
