/** SPEC.md section 3: the parameters a promotion link carries. */
export const PROMOTION_PARAM_KEYS = [
  'app_from',
  'user_from',
  'utm_tag',
  'id',
  'links_id',
  'down_id',
  'invite_code',
  'UC',
] as const;

export type PromotionParams = Record<(typeof PROMOTION_PARAM_KEYS)[number], string>;

export function readPromotionParams(search: string): PromotionParams {
  const query = new URLSearchParams(search);
  const get = (key: keyof PromotionParams) => query.get(key)?.trim() ?? '';
  return {
    app_from: get('app_from'),
    user_from: get('user_from'),
    utm_tag: get('utm_tag'),
    id: get('id'),
    links_id: get('links_id'),
    down_id: get('down_id'),
    invite_code: get('invite_code'),
    UC: get('UC'),
  };
}

/** The download view's address: the template id and the app download link. */
export function downloadPath(templateId: string, link: string): string {
  return `/promotion/download?${new URLSearchParams({ id: templateId, link }).toString()}`;
}

/** The agreement view keeps the promotion query so Back returns to the same landing page. */
export function agreementPath(search: string): string {
  return `/promotion/agreement${search}`;
}
