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
      answerTag: '<script type="application/json" id="served-answer">{}</script>',
    },
    '<link rel="modulepreload" crossorigin href="/assets/take-served-answer-y.js">',
  );

  it('puts the paint guard first in <head> and the given head last, keeping the app scripts', () => {
    expect(html).toMatch(
      /<head><script src="\/assets\/paint-guard-x1\.js"><\/script>\s*<meta charset/,
    );
    expect(html).toContain('take-served-answer-y.js"></head>');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
  });

  it('replaces the boot frame with the markup, marked with the lower-case path, the answer after it', () => {
    expect(html).not.toContain('class="boot"');
    expect(html).toContain(
      '<div id="root" data-prerendered="/whetherrepay"><h1>Repayment</h1></div><script type="application/json" id="served-answer">{}</script>',
    );
    expect(html).toContain('<noscript>Please turn on JavaScript to use PesoLoan.</noscript>');
    expect(html).toContain('<title>Repayment &amp; more · PesoLoan</title>');
  });
});
