import {
  trackClick as trackClickCall,
  trackVisit as trackVisitCall,
} from '../../../contract/promotion';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { PromotionParams } from '../promotion-params';

/** Page type of the registration landing page in the tracking calls. */
const PAGE_TYPE_REGISTRATION = 1;

export interface PageFields {
  page_id: string;
  user_from: string;
  client_type: string;
  page_type: number;
  utm_tag: string;
  app_from: string;
}

export function pageFields(
  params: PromotionParams,
  pageId: string,
  clientType: string,
): PageFields {
  return {
    page_id: pageId,
    user_from: params.user_from,
    client_type: clientType,
    page_type: PAGE_TYPE_REGISTRATION,
    utm_tag: params.utm_tag,
    app_from: params.app_from,
  };
}

/** Records a visit of the landing page. Tracking never blocks or bothers the visitor. */
export async function trackVisit(fields: PageFields): Promise<void> {
  await callEndpoint(trackVisitCall, fields);
}

/** Records a tap on Register, with the number entered. */
export async function trackClick(fields: PageFields, phone: string): Promise<void> {
  await callEndpoint(trackClickCall, { ...fields, phone });
}
