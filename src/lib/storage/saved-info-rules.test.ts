import { describe, expect, it } from 'vitest';
import {
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

describe('saved info expiry (the end of the day in Manila: src/features/repayment/dates)', () => {
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
