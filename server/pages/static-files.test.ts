import { describe, expect, it } from 'vitest';
import { cacheControlFor, preloadTags } from './static-files';

const preloads = {
  '/': { js: ['assets/corporate-site-route-a1.js'], css: ['assets/corporate-site-route-a1.css'] },
  '/loandetail': { js: ['assets/order-detail-route-b2.js', 'assets/dialog-c3.js'], css: [] },
  '/repay': { js: ['assets/repay-route-d4.js'], css: [] },
  '/repaydelay': { js: ['assets/repay-delay-route-e5.js'], css: [] },
  '/evil': { js: ['"><script>alert(1)</script>'], css: [] },
};

describe('route-aware preload hints', () => {
  it('names the screen’s own chunks for its path, by prefix and case-insensitively', () => {
    expect(preloadTags(preloads, '/loanDetail')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/order-detail-route-b2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/dialog-c3.js">',
    );
    expect(preloadTags(preloads, '/REPAYDELAY/x')).toContain('repay-delay-route-e5.js');
    expect(preloadTags(preloads, '/repay')).toContain('repay-route-d4.js');
    expect(preloadTags(preloads, '/')).toContain('rel="stylesheet"');
  });

  it('adds nothing for unknown paths, the root prefix, or names that are not plain asset files', () => {
    expect(preloadTags(preloads, '/nowhere')).toBe('');
    expect(preloadTags(preloads, '/evil')).toBe('');
  });

  it('keeps the shell and worker revalidated and hashed assets immutable', () => {
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
  });
});
