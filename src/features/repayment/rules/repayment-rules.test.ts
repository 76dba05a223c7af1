import { describe, expect, it } from 'vitest';
import { foldRows } from '../../../components/product-header-card/fold-rows';
import { FOLDED_ROWS, payCodeOf, showsTip } from './repay-screen-rules';
import { readCodePageParams } from './code-page-rules';
import { savedInfoFrom, savedTotal } from './saved-code-rules';
import { defaultChannel, selectedChannel, voucherPayload } from './payment-sheet-rules';

const channels = [
  { name: 'GCash', logo: '/g.svg', channel_number: '90006' },
  { name: 'Maya', logo: '/m.svg', channel_number: '90007' },
];

describe('payment-method sheet rules', () => {
  it('selects the first channel by default and keeps a valid choice', () => {
    expect(defaultChannel(channels)).toBe('90006');
    expect(defaultChannel([])).toBeNull();
    expect(selectedChannel(channels, '90007')).toBe('90007');
    expect(selectedChannel(channels, 'gone')).toBe('90006');
    expect(selectedChannel(channels, null)).toBe('90006');
  });

  it('sends isDelay = 1 only for a rollover', () => {
    const base = { productId: '1', orderId: 'PL1', amount: 1500, channelNumber: '90006' };
    expect(voucherPayload({ ...base, kind: 'instalment' })).toEqual(base);
    expect(voucherPayload({ ...base, kind: 'rollover' })).toEqual({ ...base, isDelay: 1 });
  });
});

describe('amount and card rules', () => {
  it('shows 2 detail rows until expanded', () => {
    const rows = [1, 2, 3, 4];
    expect(foldRows(rows, FOLDED_ROWS, false).visible).toEqual([1, 2]);
    expect(foldRows(rows, FOLDED_ROWS, true).visible).toEqual(rows);
    expect(foldRows(rows, FOLDED_ROWS, false).foldable).toBe(true);
    expect(foldRows([1, 2], FOLDED_ROWS, false).foldable).toBe(false);
  });

  it('shows the pay-code card only for a defined, non-empty pay code', () => {
    expect(payCodeOf({ payCode: '7001', logo: '', title: '', payNotice: {} })).toBe('7001');
    expect(payCodeOf({ payCode: '  ', logo: '', title: '', payNotice: {} })).toBeNull();
    expect(payCodeOf({ payCode: null, logo: '', title: '', payNotice: {} })).toBeNull();
    expect(payCodeOf({ logo: '', title: '', payNotice: {} })).toBeNull();
    expect(payCodeOf(null)).toBeNull();
  });

  it('shows the tip image only when isShowReyTop is 1', () => {
    expect(showsTip(1)).toBe(true);
    expect(showsTip('1')).toBe(true);
    expect(showsTip(0)).toBe(false);
    expect(showsTip(undefined)).toBe(false);
  });

  it('totals repayAmount, else the rollover delayAmount', () => {
    expect(savedTotal({ repayAmount: 765000, delayInfo: { delayAmount: 1 } })).toBe(765000);
    expect(savedTotal({ repayAmount: 0 })).toBe(0);
    expect(savedTotal({ delayInfo: { delayAmount: 185000 } })).toBe(185000);
    expect(savedTotal({})).toBeNull();
  });

  it('saves whose and which order it is, the amount and until when', () => {
    const defDetail = { payCode: '7001', logo: '/l.svg', title: 'Ref', payNotice: { A: [] } };
    const now = Date.UTC(2026, 2, 10, 7, 0);
    const expiresAt = Date.UTC(2026, 2, 10, 16, 0);
    const common = { defDetail, payCode: '7001', userId: 'u7', productId: 'p1', now };
    const tap = { ...common, kind: 'instalment' as const, amount: 5, orderId: 'PL1' };
    expect(savedInfoFrom(tap, expiresAt)).toEqual({
      userId: 'u7',
      orderId: 'PL1',
      productId: 'p1',
      kind: 'instalment',
      repayAmount: 5,
      defDetail: { logo: '/l.svg', payCode: '7001', title: 'Ref', payNotice: { A: [] } },
      savedAt: now,
      expiresAt,
    });
    const rollover = savedInfoFrom(
      { ...common, kind: 'rollover', amount: 7, orderId: 'PL2' },
      expiresAt,
    );
    expect(rollover.delayInfo).toEqual({ delayAmount: 7 });
    expect(rollover.repayAmount).toBeUndefined();
    expect(rollover.kind).toBe('rollover');
  });
});

describe('repayment code page parameters', () => {
  it('reads type 1 with amount and pay code', () => {
    expect(readCodePageParams('?showType=1&amount=765000&payCode=7001')).toEqual({
      showType: 1,
      amount: 765000,
      payCode: '7001',
      qrCode: null,
    });
  });

  it('treats /carpmm requestType=1 as type 1', () => {
    expect(readCodePageParams('?requestType=1&amount=100&payCode=X1')?.showType).toBe(1);
  });

  it('needs a QR image for type 2 and valid values otherwise', () => {
    expect(readCodePageParams('?showType=2&payCode=7001&qrCode=/q.svg')).toMatchObject({
      showType: 2,
      qrCode: '/q.svg',
    });
    expect(readCodePageParams('?showType=2&payCode=7001')).toBeNull();
    expect(readCodePageParams('?showType=1&amount=12.5&payCode=7001')).toBeNull();
    expect(readCodePageParams('?showType=1&amount=100')).toBeNull();
    expect(readCodePageParams('?showType=3&amount=100&payCode=1')).toBeNull();
  });
});
