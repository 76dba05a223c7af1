import { startsWithHttp } from '../../lib/links/url-guard';

/** Tags show on the first two items only (hidden from the third on, SPEC.md section 9). */
export const TAGGED_ITEMS = 2;

export function showTags(index: number): boolean {
  return index < TAGGED_ITEMS;
}

/** Enabled flag 1 acts; 0 shows a grey button that does nothing. */
export function isEnabled(flag: number): boolean {
  return flag === 1;
}

/** A click-through link opens in the page if it starts with http (any case), else goes native. */
export function linkTarget(link: string): 'page' | 'native' {
  return startsWithHttp(link) ? 'page' : 'native';
}

/** "Apply" hands over to the native app's product flow. */
export function nativeApplyLink(schemePrefix: string, productId: string): string {
  return `${schemePrefix}productApply?productId=${encodeURIComponent(productId)}`;
}
