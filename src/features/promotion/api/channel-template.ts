import { channelTemplate } from '../../../contract/promotion';
import type { DataOf } from '../../../contract/endpoint';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type ChannelTemplate = DataOf<typeof channelTemplate>;

/** The landing page's template; the page shows a failed load itself. */
export function useChannelTemplate(templateId: string) {
  return useApiQuery(channelTemplate, { templateId }, { toast: false });
}
