import { describe, expect, it } from 'vitest';
import {
  bannerImage,
  nativeProductDetail,
  orderActions,
  redirectLink,
  repayTarget,
  showMoreProductsLink,
} from './order-rules';

describe('bannerImage', () => {
  it.each([21, 151, 110, 174, 180, 200])('has its own image for status %i', (status) => {
    expect(bannerImage(status)).toBe(`/images/order/status-${status}.svg`);
  });
  it.each([170, 160, 0, -1])('uses the 200 image for status %i', (status) => {
    expect(bannerImage(status)).toBe('/images/order/status-200.svg');
  });
});

describe('orderActions', () => {
  it('offers REPAY and rollover for 174 and 180 with isDelay 1', () => {
    expect(orderActions(174, 1)).toEqual(['repay', 'rollover']);
    expect(orderActions(180, 1)).toEqual(['repay', 'rollover']);
  });
  it('offers Repayment for 174 and 180 without rollover, and for 170', () => {
    expect(orderActions(174, 0)).toEqual(['repayment']);
    expect(orderActions(180, 2)).toEqual(['repayment']);
    expect(orderActions(170, 1)).toEqual(['repayment']);
  });
  it('offers Borrow Again for 200 only', () => {
    expect(orderActions(200, 0)).toEqual(['borrowAgain']);
  });
  it.each([21, 110, 151, 160])('offers nothing for %i', (status) => {
    expect(orderActions(status, 1)).toEqual([]);
  });
});

describe('redirectLink', () => {
  it('keeps status 21 on the page', () => {
    expect(redirectLink(21, '/elsewhere')).toBeUndefined();
  });
  it('follows a non-empty playeduL for any other status', () => {
    expect(redirectLink(110, ' /productDetail?productId=2 ')).toBe('/productDetail?productId=2');
    expect(redirectLink(200, 'https://x.example')).toBe('https://x.example');
  });
  it('stays without a link', () => {
    expect(redirectLink(110, '  ')).toBeUndefined();
  });
});

describe('repayTarget', () => {
  it('prefers the server h5Url', () => {
    expect(repayTarget('/pay?x=1')).toEqual({ kind: 'server', url: '/pay?x=1' });
  });
  it('falls back to the repay page', () => {
    expect(repayTarget('')).toEqual({ kind: 'screen', path: '/repay' });
  });
});

describe('showMoreProductsLink', () => {
  it('needs products and the shown-market flag', () => {
    expect(showMoreProductsLink(2, 1)).toBe(true);
    expect(showMoreProductsLink(0, 1)).toBe(false);
    expect(showMoreProductsLink(2, 0)).toBe(false);
  });
});

describe('nativeProductDetail', () => {
  it('builds the app link from the scheme prefix', () => {
    expect(nativeProductDetail('pesoloan://', '4')).toBe('pesoloan://productDetail?productId=4');
  });
});
