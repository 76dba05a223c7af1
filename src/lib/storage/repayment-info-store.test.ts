import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRepaymentInfo,
  loadRepaymentInfo,
  resetRepaymentInfoStoreForTests,
  saveRepaymentInfo,
  type SavedRepaymentInfo,
} from './repayment-info-store';

const info: SavedRepaymentInfo = {
  repayAmount: 1092500,
  defDetail: {
    logo: '/images/providers/dragonpay.svg',
    payCode: '7001249902',
    payNotice: { 'E-wallet': [{ name: 'GCash', steps: ['Open GCash', 'Tap Pay Bills'] }] },
  },
  savedAt: 1_700_000_000_000,
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetRepaymentInfoStoreForTests();
});

describe('saved repayment info', () => {
  it('falls back to memory and says so when IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    resetRepaymentInfoStoreForTests();
    await expect(saveRepaymentInfo(info)).resolves.toEqual({ value: info, persisted: false });
    await expect(loadRepaymentInfo()).resolves.toEqual({ value: info, persisted: false });
    await clearRepaymentInfo();
    await expect(loadRepaymentInfo()).resolves.toEqual({ value: null, persisted: false });
  });

  it('falls back to memory when IndexedDB throws', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new Error('SecurityError');
      },
    });
    resetRepaymentInfoStoreForTests();
    const saved = await saveRepaymentInfo(info);
    expect(saved.persisted).toBe(false);
    expect((await loadRepaymentInfo()).value).toEqual(info);
  });

  it('refuses to save a record of the wrong shape', async () => {
    vi.stubGlobal('indexedDB', undefined);
    resetRepaymentInfoStoreForTests();
    const broken = {
      ...info,
      defDetail: { ...info.defDetail, payCode: 42 },
    } as unknown as SavedRepaymentInfo;
    await expect(saveRepaymentInfo(broken)).rejects.toThrow();
  });
});
