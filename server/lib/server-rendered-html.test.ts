import { describe, expect, it } from 'vitest';
import { serverRenderedHtml } from './server-rendered-html';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>PesoLoan</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-hidden="true"><div class="boot-bar"></div></div>
    </div>
    <noscript>Please turn on JavaScript to use PesoLoan.</noscript>
  </body>
</html>`;

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
      scripts: ['/assets/repay-route-r.js', '/assets/page-first-answer-y.js'],
    },
  );

  it('puts the paint guard first in <head>, starting the app and the screen’s chunks once painted', () => {
    expect(html).toContain(
      '<head><script src="/assets/paint-guard-x1.js" data-app="/assets/index-abc.js" data-preload="/assets/repay-route-r.js /assets/page-first-answer-y.js"></script>',
    );
    // No script competes with the stylesheets before the first paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('repay-z.css"></head>');
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
      'data-preload="" data-stale-if-stored="repay.attempt.&quot;&lt;x&gt;"></script>',
    );
    expect(html).not.toContain('data-stale-if-stored');
  });
});
