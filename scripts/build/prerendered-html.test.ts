import { describe, expect, it } from 'vitest';
import { TEST_SHELL } from '../../src/lib/rendered-page/test-shell';
import { pageHtml } from './prerendered-html';

const SHELL = TEST_SHELL;

const rendered = {
  html: '<h1>Loan &amp; terms</h1>',
  title: 'Loan terms & conditions · PesoLoan',
  description: 'Amounts, "terms" & fees <before> you apply.',
};
const GUARD = '/assets/paint-guard-ab12.js';
const LOAN_PAGE = { path: '/Loan', file: 'loan', description: 'loanTerms' } as const;
/** The loan terms page as the build writes it from SHELL. */
const loanPageHtml = () => pageHtml(SHELL, LOAN_PAGE, rendered, GUARD);

describe('a prerendered page’s HTML', () => {
  it('puts the markup in #root, marked with the lower-case path; the paint guard first in <head>', () => {
    const html = loanPageHtml();
    expect(html).toContain(
      '<div id="root" data-rendered-for="/loan"><h1>Loan &amp; terms</h1></div>',
    );
    // The first thing in <head>, so its request is the page's first (and it runs before #root).
    expect(html).toMatch(/<head>\s*<script src="\/assets\/paint-guard-ab12\.js" data-app=/);
    expect(html).not.toContain('class="boot"');
  });

  it('has the page’s own title and description, escaped', () => {
    const html = loanPageHtml();
    expect(html).toContain('<title>Loan terms &amp; conditions · PesoLoan</title>');
    expect(html).toContain(
      'content="Amounts, &quot;terms&quot; &amp; fees &lt;before&gt; you apply."',
    );
    expect(html).not.toContain("The shell's description.");
  });

  it('keeps the JavaScript note only on a page that needs JavaScript', () => {
    const reading = loanPageHtml();
    expect(reading).not.toContain('<noscript>');
    const form = pageHtml(
      SHELL,
      { path: '/promotion', file: 'promotion', description: 'promotion', needsScript: true },
      rendered,
      GUARD,
    );
    expect(form).toContain('<noscript>Please turn on JavaScript to use PesoLoan.</noscript>');
  });

  it('refuses a shell it cannot place the page in', () => {
    const page = LOAN_PAGE;
    expect(() => pageHtml(SHELL.replace('id="root"', 'id="app"'), page, rendered, GUARD)).toThrow(
      /#root/,
    );
    expect(() => pageHtml(SHELL.replace(/<title>.*<\/title>/, ''), page, rendered, GUARD)).toThrow(
      /title/,
    );
    expect(() =>
      pageHtml(SHELL.replace('name="description"', 'name="x"'), page, rendered, GUARD),
    ).toThrow(/description/);
  });

  it('preloads the page’s hero image (its fetchPriority="high" image) right after the guard', () => {
    const page = { path: '/', file: 'home', description: 'home' } as const;
    const hero = {
      ...rendered,
      html:
        '<img src="/favicon.svg" alt="" width="28" height="28"/><h1>Fast cash</h1>' +
        '<img src="/images/corporate/home-apply.svg" alt="Apply" loading="eager" fetchPriority="high"/>' +
        '<img src="/images/corporate/home-secure.svg" alt="Secure" loading="lazy" fetchPriority="auto"/>',
    };
    const html = pageHtml(SHELL, page, hero, GUARD);
    expect(html).toMatch(
      /<head>\s*<script src="\/assets\/paint-guard-ab12\.js"[^>]*><\/script>\s*<link rel="preload" as="image" href="\/images\/corporate\/home-apply\.svg" fetchpriority="high" \/>/,
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    // A page without one preloads nothing.
    expect(pageHtml(SHELL, page, rendered, GUARD)).not.toContain('rel="preload"');
  });

  it('starts no script before the page has painted: the guard carries the entry and its preloads', () => {
    const html = loanPageHtml();
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The boot script is gone too: a public page names no loader.
    expect(html).not.toContain('boot-b1.js');
    expect(html).toContain(
      '<script src="/assets/paint-guard-ab12.js" data-app="/assets/index-e1.js" data-preload="/assets/runtime-r1.js /assets/session-s1.js"></script>',
    );
    // The stylesheet stays: the page paints with it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
    expect(() =>
      pageHtml(
        SHELL.replace(/<script type="module" crossorigin[^\n]*/, ''),
        LOAN_PAGE,
        rendered,
        GUARD,
      ),
    ).toThrow('the entry <script type="module"> not found');
  });

  it("has the guard start the page's own chunks with the entry, each file once", () => {
    const html = pageHtml(SHELL, LOAN_PAGE, rendered, GUARD, {
      screenChunks: ['/assets/corporate-site-route-x1.js', '/assets/session-s1.js'],
    });
    expect(html).toContain(
      'data-preload="/assets/runtime-r1.js /assets/session-s1.js /assets/corporate-site-route-x1.js"',
    );
  });

  it('a variant for frames brings its own stylesheets and starts its app only when stale', () => {
    const policy = {
      path: '/privacyPolicy',
      file: 'privacy-policy',
      description: 'privacyPolicy',
    } as const;
    const framed = pageHtml(SHELL, policy, rendered, GUARD, {
      framed: { stylesheets: ['/assets/legal-document-l1.css', '/assets/privacy-x1.css'] },
    });
    expect(framed).toContain(
      `<script src="${GUARD}" data-app="/assets/index-e1.js" data-preload="/assets/runtime-r1.js /assets/session-s1.js" data-start="stale"></script>`,
    );
    expect(framed).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-c1.css">\n  <link rel="stylesheet" crossorigin href="/assets/legal-document-l1.css"><link rel="stylesheet" crossorigin href="/assets/privacy-x1.css"></head>',
    );
    expect(framed).not.toMatch(/<script type="module"|modulepreload|<noscript>/);
    // The page on its own starts its app after the paint, whatever the reader.
    expect(pageHtml(SHELL, policy, rendered, GUARD)).not.toContain('data-start');
  });
});
