import { describe, expect, it } from 'vitest';
import { isEnabled, linkTarget, nativeApplyLink, showTags } from './product-rules';

describe('showTags', () => {
  it('shows tags on the first two items and hides them from the third on', () => {
    expect([0, 1, 2, 3, 9].map(showTags)).toEqual([true, true, false, false, false]);
  });
});

describe('isEnabled', () => {
  it('acts only on flag 1', () => {
    expect(isEnabled(1)).toBe(true);
    expect(isEnabled(0)).toBe(false);
  });
});

describe('linkTarget', () => {
  it('opens http links in the page, in any case', () => {
    expect(linkTarget('http://a.example')).toBe('page');
    expect(linkTarget('HTTPS://a.example')).toBe('page');
    expect(linkTarget('Http://a.example')).toBe('page');
  });
  it('hands anything else to the native bridge', () => {
    expect(linkTarget('pesoloan://productDetail?productId=2')).toBe('native');
    expect(linkTarget('/productDetail')).toBe('native');
  });
});

describe('nativeApplyLink', () => {
  it('builds the app link', () => {
    expect(nativeApplyLink('pesoloan://', '3')).toBe('pesoloan://productApply?productId=3');
  });
});
