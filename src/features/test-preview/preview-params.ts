import type { ScreenName } from '../../config/screen-for-path';

/** The editable parameters of the developer page, with the query names the screens read. */
export const PREVIEW_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'advertisingId',
  'productId',
  'orderId',
  'userId',
] as const;

export type PreviewField = (typeof PREVIEW_FIELDS)[number];
export type PreviewParams = Record<PreviewField, string>;

/** The buttons SPEC.md section 2 lists, in order, and the screen each opens. */
export const PREVIEW_TARGETS = [
  'loanConfirm',
  'orderDetail',
  'repay',
  'repayDelay',
  'bankAccount',
  'aboutUs',
  'complaint',
  'customerService',
  'privacyPolicy',
  'providerInstructions',
] as const satisfies readonly ScreenName[];

export function initialParams(search: string): PreviewParams {
  const query = new URLSearchParams(search);
  const params = {} as PreviewParams;
  for (const field of PREVIEW_FIELDS) {
    params[field] =
      query.get(field) ?? (field === 'productId' ? (query.get('product_id') ?? '') : '');
  }
  return params;
}

/** `path?field=value…` with every non-empty parameter, in the fields' order. */
export function previewHref(path: string, params: PreviewParams): string {
  const query = new URLSearchParams();
  for (const field of PREVIEW_FIELDS) {
    if (params[field].trim() !== '') query.set(field, params[field].trim());
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
