/**
 * Query parameters known to be harmless: app and build descriptors, screen switches and the
 * order or product a call is about (what ops need to follow a problem). Everything else
 * (session ids, user and device ids, phone and card numbers, tokens, codes, amounts, names, and
 * any key nobody has reviewed yet) is logged as `***`: an allow-list, so a new parameter is
 * hidden until someone decides it may be shown.
 */
const HARMLESS = new Set(
  [
    'appVersion',
    'appName',
    'clientType',
    'merchantNumber',
    'orderId',
    'orderNo',
    'productId',
    'product_id',
    'problemId',
    'problemType',
    'problemSonType',
    'showType',
    'requestType',
    'scene',
    'kind',
    'source',
    'from',
    'lang',
    'overall',
    'cardType',
    'page',
    'pageSize',
    'app_from',
    'utm_tag',
  ].map((key) => key.toLowerCase()),
);

/** Longest harmless value kept whole; a longer one is not what the key is for. */
const MAX_VALUE_LENGTH = 64;
/** A key that does not look like a parameter name may itself be a value (`?token`). */
const KEY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
const HIDDEN = '***';

export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const query = new URLSearchParams(url.slice(index + 1));
  const out = new URLSearchParams();
  for (const key of new Set(query.keys())) {
    const value = query.get(key) ?? '';
    const harmless = HARMLESS.has(key.toLowerCase()) && value.length <= MAX_VALUE_LENGTH;
    out.append(KEY_NAME.test(key) ? key : HIDDEN, harmless ? value : HIDDEN);
  }
  return `${url.slice(0, index)}?${out.toString()}`;
}
