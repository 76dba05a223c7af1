import { describe, expect, it } from 'vitest';
import {
  endOfManilaDay,
  isExpired,
  pickSavedInfo,
  savedInfoKey,
  staleRecords,
  type SavedRepaymentInfo,
} from './saved-info-rules';

const record = (over: Partial<SavedRepaymentInfo>): SavedRepaymentInfo => ({
  userId: 'A',
  orderId: 'PL1',
  productId: '1',
  kind: 'instalment',
  repayAmount: 100,
  defDetail: { logo: '', payCode: 'X', payNotice: {} },
  savedAt: 1,
  expiresAt: 1000,
  ...over,
});

describe('saved info expiry: end of the day in Manila (UTC+8)', () => {
  it('expires at the next Manila midnight, whatever the device time zone', () => {
    // 23:59 in Manila on 10 March is 15:59 UTC: one minute left.
    expect(endOfManilaDay(Date.UTC(2026, 2, 10, 15, 59))).toBe(Date.UTC(2026, 2, 10, 16, 0));
    // 00:00 in Manila on 11 March (16:00 UTC): a fresh day, valid until the next midnight.
    expect(endOfManilaDay(Date.UTC(2026, 2, 10, 16, 0))).toBe(Date.UTC(2026, 2, 11, 16, 0));
    // 07:30 in Manila (23:30 UTC the day before).
    expect(endOfManilaDay(Date.UTC(2026, 2, 9, 23, 30))).toBe(Date.UTC(2026, 2, 10, 16, 0));
  });

  it('is payable strictly before the expiry', () => {
    expect(isExpired({ expiresAt: 1000 }, 999)).toBe(false);
    expect(isExpired({ expiresAt: 1000 }, 1000)).toBe(true);
  });
});

describe('saved info ownership', () => {
  it('keys a copy by borrower and order', () => {
    expect(savedInfoKey('10001', 'PL1')).toBe('repaymentInfo/10001/PL1');
    expect(savedInfoKey('a/b', 'c d')).toBe('repaymentInfo/a%2Fb/c%20d');
  });

  it('picks only the borrower’s own copy: the asked order, else the latest', () => {
    const mine = record({ orderId: 'PL1', savedAt: 5 });
    const mineLater = record({ orderId: 'PL2', savedAt: 9 });
    const theirs = record({ userId: 'B', orderId: 'PL1', savedAt: 20 });
    const all = [mine, mineLater, theirs];
    expect(pickSavedInfo(all, { userId: 'A', orderId: 'PL1' })).toBe(mine);
    expect(pickSavedInfo(all, { userId: 'A' })).toBe(mineLater);
    expect(pickSavedInfo(all, { userId: 'B' })).toBe(theirs);
    expect(pickSavedInfo(all, { userId: 'C' })).toBeNull();
    expect(pickSavedInfo(all, { userId: 'A', orderId: 'PL9' })).toBeNull();
  });

  it('marks other borrowers’ and expired copies as stale', () => {
    const live = record({ orderId: 'PL1', expiresAt: 100 });
    const expired = record({ orderId: 'PL2', expiresAt: 50 });
    const theirs = record({ userId: 'B', expiresAt: 100 });
    expect(staleRecords([live, expired, theirs], 'A', 60)).toEqual([expired, theirs]);
  });
});
