import { describe, expect, it } from 'vitest';
import { TEST_SHELL } from '../../src/lib/rendered-page/test-shell';
import { serverRenderedHtml } from './server-rendered-html';

const SHELL = TEST_SHELL;

describe('a screen the server rendered, in the shell', () => {
  const html = serverRenderedHtml(
    SHELL,
    '/whetherRepay/',
    '/assets/paint-guard-x1.js',
    {
      html: '<h1>Repayment</h1>',
      title: 'Repayment & more · PesoLoan',
      answerTag: '<script type="application/json" id="first-answer">{}</script>',
    },
    {
      head: '<link rel="stylesheet" crossorigin href="/assets/repay-z.css">',
      scripts: ['/assets/repay-route-r.js', '/assets/page-loader-data-y.js'],
    },
  );

  it('puts the paint guard first in <head>, starting the app and the screen’s chunks once painted', () => {
    expect(html).toContain(
      '<head><script src="/assets/paint-guard-x1.js" data-app="/assets/index-e1.js" data-preload="/assets/runtime-r1.js /assets/session-s1.js /assets/repay-route-r.js /assets/page-loader-data-y.js"></script>',
    );
    // No script runs before the first paint; its modules are fetched meanwhile, after the
    // stylesheets, at low priority.
    expect(html).not.toContain('<script type="module"');
    const early = [
      '/assets/index-e1.js',
      '/assets/runtime-r1.js',
      '/assets/session-s1.js',
      '/assets/repay-route-r.js',
      '/assets/page-loader-data-y.js',
    ].map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`);
    expect(html).toContain(`repay-z.css">${early.join('')}</head>`);
  });

  it('replaces the boot frame with the markup, marked with the lower-case path, the answer after it', () => {
    expect(html).not.toContain('class="boot"');
    expect(html).toContain(
      '<div id="root" data-rendered-for="/whetherrepay"><h1>Repayment</h1></div><script type="application/json" id="first-answer">{}</script>',
    );
    expect(html).toContain('<noscript>Please turn on JavaScript to use PesoLoan.</noscript>');
    expect(html).toContain('<title>Repayment &amp; more · PesoLoan</title>');
  });

  it('names on the guard the storage key that makes the markup stale on a device, escaped', () => {
    const page = serverRenderedHtml(
      SHELL,
      '/repayment',
      '/assets/paint-guard-x1.js',
      { html: '<h1>Repayment method</h1>', answerTag: '', staleIfStored: 'repay.attempt."<x>' },
      { head: '', scripts: [] },
    );
    expect(page).toContain(
      'data-preload="/assets/runtime-r1.js /assets/session-s1.js" data-stale-if-stored="repay.attempt.&quot;&lt;x&gt;"></script>',
    );
    expect(html).not.toContain('data-stale-if-stored');
  });
});
