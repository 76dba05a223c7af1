import { screenPath, type ScreenName } from '../config/screen-for-path';

/** Legacy hash links (`#/borrowDetail/?…`) and the screen each one opens, query carried over. */
const legacyHashRoutes: Record<string, ScreenName> = {
  '/borrowDetail': 'orderDetail',
  '/addnormalcard': 'bankAccount',
  '/alipayrepayment': 'onlinePayment',
  '/downloadTemplate': 'promotionDownload',
  '/agreementTemplate': 'promotionAgreement',
};

/**
 * Old links used hash routes (`/#/borrowDetail/?orderId=1`). Returns the history-routing URL
 * that replaces one, with its query carried over, or null when the hash is not a legacy route.
 */
export function resolveLegacyHash(pathname: string, search: string, hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const [hashPath = '', hashQuery = ''] = hash.slice(1).split('?', 2);
  const key = Object.keys(legacyHashRoutes).find(
    (prefix) => hashPath.replace(/\/+$/, '').toLowerCase() === prefix.toLowerCase(),
  );
  if (key === undefined) return null;
  const screen = legacyHashRoutes[key];
  if (screen === undefined) return null;
  const query = new URLSearchParams(search);
  new URLSearchParams(hashQuery).forEach((value, name) => query.set(name, value));
  if (screen === 'bankAccount' && !query.has('cardType')) query.set('cardType', '1');
  const text = query.toString();
  void pathname;
  return `${screenPath(screen)}${text ? `?${text}` : ''}`;
}
