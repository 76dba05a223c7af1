import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetBorrower } from './forget-borrower';
import {
  clearRepaymentInfo,
  loadRepaymentInfo,
  nothingSavedHere,
  resetRepaymentInfoStoreForTests,
  saveRepaymentInfo,
  type SavedRepaymentInfo,
} from './repayment-info-store';

const NOW = 1_700_000_000_000;
const info: SavedRepaymentInfo = {
  userId: 'A',
  orderId: 'PL1',
  productId: '1',
  kind: 'instalment',
  repayAmount: 1092500,
  defDetail: {
    logo: '/images/providers/dragonpay.svg',
    payCode: '7001249902',
    payNotice: { 'E-wallet': [{ name: 'GCash', steps: ['Open GCash', 'Tap Pay Bills'] }] },
  },
  savedAt: NOW,
  expiresAt: NOW + 3_600_000,
};

beforeEach(() => {
  vi.stubGlobal('indexedDB', undefined);
  resetRepaymentInfoStoreForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetRepaymentInfoStoreForTests();
  window.localStorage.clear();
});

describe('saved repayment info', () => {
  it('falls back to memory and says so when IndexedDB is missing', async () => {
    await expect(saveRepaymentInfo(info, NOW)).resolves.toEqual({ value: info, persisted: false });
    await expect(loadRepaymentInfo({ userId: 'A', orderId: 'PL1' })).resolves.toEqual({
      value: info,
      persisted: false,
    });
    await clearRepaymentInfo();
    await expect(loadRepaymentInfo({ userId: 'A', orderId: 'PL1' })).resolves.toEqual({
      value: null,
      persisted: false,
    });
  });

  it('falls back to memory when IndexedDB throws', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new Error('SecurityError');
      },
    });
    resetRepaymentInfoStoreForTests();
    const saved = await saveRepaymentInfo(info, NOW);
    expect(saved.persisted).toBe(false);
    expect((await loadRepaymentInfo({ userId: 'A', orderId: 'PL1' })).value).toEqual(info);
  });

  it('never gives one borrower the copy of another, nor of another order', async () => {
    await saveRepaymentInfo(info, NOW);
    expect((await loadRepaymentInfo({ userId: 'B', orderId: 'PL1' })).value).toBeNull();
    expect((await loadRepaymentInfo({ userId: 'B' })).value).toBeNull();
    expect((await loadRepaymentInfo({ userId: 'A', orderId: 'PL2' })).value).toBeNull();
  });

  it('keeps one copy per order and gives the latest when no order is asked for', async () => {
    const second = { ...info, orderId: 'PL2', savedAt: NOW + 10, repayAmount: 5 };
    await saveRepaymentInfo(info, NOW);
    await saveRepaymentInfo(second, NOW + 10);
    expect((await loadRepaymentInfo({ userId: 'A', orderId: 'PL1' })).value).toEqual(info);
    expect((await loadRepaymentInfo({ userId: 'A' })).value).toEqual(second);
  });

  it('drops other borrowers’ and expired copies when saving', async () => {
    await saveRepaymentInfo({ ...info, userId: 'B' }, NOW);
    await saveRepaymentInfo({ ...info, orderId: 'OLD', expiresAt: NOW + 5 }, NOW);
    await saveRepaymentInfo({ ...info, orderId: 'PL3' }, NOW + 10);
    expect((await loadRepaymentInfo({ userId: 'B' })).value).toBeNull();
    expect((await loadRepaymentInfo({ userId: 'A', orderId: 'OLD' })).value).toBeNull();
  });

  it('a read after forgetting the borrower finds nothing; a save after it is kept', async () => {
    await saveRepaymentInfo(info, NOW);
    void forgetBorrower();
    expect((await loadRepaymentInfo({ userId: 'A', orderId: 'PL1' })).value).toBeNull();

    void forgetBorrower();
    const next = { ...info, userId: 'B', orderId: 'PLB' };
    await saveRepaymentInfo(next, NOW);
    expect((await loadRepaymentInfo({ userId: 'B', orderId: 'PLB' })).value).toEqual(next);
  });

  it('notes a save on the device (no data of it) until the borrower is forgotten', async () => {
    expect(nothingSavedHere()).toBe(true);
    await saveRepaymentInfo(info, NOW);
    expect(window.localStorage.getItem('repaymentInfo.saved')).toBe('1');
    resetRepaymentInfoStoreForTests(); // a new visit: nothing in memory, the note on the device
    expect(nothingSavedHere()).toBe(false);
    await forgetBorrower();
    expect(window.localStorage.getItem('repaymentInfo.saved')).toBeNull();
    expect(nothingSavedHere()).toBe(true);
  });

  it('a copy kept in memory counts when storage refuses the note', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await saveRepaymentInfo(info, NOW);
    expect(window.localStorage.getItem('repaymentInfo.saved')).toBeNull();
    expect(nothingSavedHere()).toBe(false);
  });

  it('refuses to save a record of the wrong shape', async () => {
    const broken = {
      ...info,
      defDetail: { ...info.defDetail, payCode: 42 },
    } as unknown as SavedRepaymentInfo;
    await expect(saveRepaymentInfo(broken, NOW)).rejects.toThrow();
  });
});
