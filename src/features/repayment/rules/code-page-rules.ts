import { parseHundredths } from '../../../lib/format/money';

export interface CodePageParams {
  showType: 1 | 2;
  amount: number | null;
  payCode: string;
  qrCode: string | null;
}

/**
 * /repaymentOfCode reads showType, amount (hundredths), payCode and qrCode; /carpmm carries
 * requestType=1 and shows type 1. Null when the link is missing what the page needs.
 */
export function readCodePageParams(search: string): CodePageParams | null {
  const query = new URLSearchParams(search);
  const typeText = query.get('showType') ?? (query.get('requestType') === '1' ? '1' : null);
  const showType = typeText === '1' ? 1 : typeText === '2' ? 2 : null;
  const payCode = query.get('payCode')?.trim() ?? '';
  if (showType === null || payCode === '') return null;
  const amount = parseHundredths(query.get('amount') ?? '');
  const qrCode = query.get('qrCode')?.trim() || null;
  if (showType === 2 && qrCode === null) return null;
  if (showType === 1 && Number.isNaN(amount)) return null;
  return { showType, amount: Number.isNaN(amount) ? null : amount, payCode, qrCode };
}
