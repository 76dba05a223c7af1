/**
 * What the order detail shows for a status (SPEC.md sections 2, 4 and 9). Pure, so every
 * status is covered by unit tests without a browser.
 */
export const BANNER_STATUSES = [21, 151, 110, 174, 180, 200] as const;
export const FALLBACK_BANNER_STATUS = 200;
/** The page stays for this status even with a redirect link. */
export const STAYING_STATUS = 21;

export type OrderAction = 'repay' | 'rollover' | 'repayment' | 'borrowAgain';

export function bannerImage(status: number): string {
  const known = (BANNER_STATUSES as readonly number[]).includes(status);
  return `/images/order/status-${known ? status : FALLBACK_BANNER_STATUS}.svg`;
}

export function orderActions(status: number, isDelay: number): OrderAction[] {
  if (status === 174 || status === 180)
    return isDelay === 1 ? ['repay', 'rollover'] : ['repayment'];
  if (status === 170) return ['repayment'];
  if (status === 200) return ['borrowAgain'];
  return [];
}

/** The link that replaces the page: any status but 21 with a non-empty playeduL. */
export function redirectLink(status: number, playeduL: string): string | undefined {
  if (status === STAYING_STATUS) return undefined;
  const link = playeduL.trim();
  return link === '' ? undefined : link;
}

export type RepayTarget = { kind: 'server'; url: string } | { kind: 'screen'; path: '/repay' };

/** Repay goes to h5Url when the server gives one, else to the repay page. */
export function repayTarget(h5Url: string): RepayTarget {
  const url = h5Url.trim();
  return url === '' ? { kind: 'screen', path: '/repay' } : { kind: 'server', url };
}

/**
 * The recommended-product list itself is hidden in every state (section 4); only its
 * 'Click to view more products' link shows, when products exist and the shown-market flag is on.
 */
export function showMoreProductsLink(recommendedCount: number, inside: number): boolean {
  return recommendedCount > 0 && inside === 1;
}

/** Borrow Again opens the product detail in the native app (DECISIONS.md section 5). */
export function nativeProductDetail(schemePrefix: string, productId: string): string {
  return `${schemePrefix}productDetail?productId=${encodeURIComponent(productId)}`;
}

/** Analytics ids of Borrow Again (SPEC.md section 9). */
export const BORROW_AGAIN_EVENT = { moduleId: 30, positionId: 0 } as const;
