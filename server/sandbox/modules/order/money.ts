import { formatWithSign } from '../../../../src/lib/format/money';

/**
 * '₱10,925.00' from hundredths, for server-composed detail rows: the app's own money helper, so
 * server rows and app amounts look alike (docs/decisions/0002-amounts-in-hundredths.md).
 */
export function peso(hundredths: number, sign = '₱'): string {
  return formatWithSign(hundredths, sign);
}
