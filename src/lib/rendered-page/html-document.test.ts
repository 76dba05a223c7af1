import { describe, expect, it } from 'vitest';
import { loaderMetaTag, htmlDocument, splitAtBodyEnd } from './html-document';
import { TEST_SHELL } from './test-shell';

const SHELL = TEST_SHELL;

const meta = (name: string, content: string) => `<meta name="${name}" content="${content}">`;

describe('one page from the shell', () => {
  it('changes nothing it is not given', () => {
    expect(htmlDocument(SHELL, {})).toBe(SHELL);
  });

  it('moves the module scripts and preloads onto the paint guard, first in <head>', () => {
    const html = htmlDocument(SHELL, {
      guard: {
        src: '/assets/guard-g.js',
        preloads: ['/assets/repay-r.js', '/assets/session-s1.js'],
      },
      headStart: ['<link rel="preload" as="image" href="/hero.webp">'],
    });
    expect(html).toContain(
      '<head><script src="/assets/guard-g.js" data-app="/assets/index-e1.js" data-preload="/assets/runtime-r1.js /assets/session-s1.js /assets/repay-r.js"></script><link rel="preload" as="image" href="/hero.webp">',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('fetches the app while the page paints, at low priority and after the stylesheets, when asked', () => {
    const html = htmlDocument(SHELL, {
      guard: { src: '/assets/guard-g.js', preloads: ['/assets/repay-r.js'], fetchEarly: true },
      headEnd: ['<link rel="stylesheet" href="/assets/repay-r.css">'],
    });
    const early = (href: string) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`;
    const modules = [
      '/assets/index-e1.js',
      '/assets/runtime-r1.js',
      '/assets/session-s1.js',
      '/assets/repay-r.js',
    ];
    expect(html).toContain(
      `<link rel="stylesheet" href="/assets/repay-r.css">${modules.map(early).join('')}</head>`,
    );
    // Fetched, not run: the guard still starts the entry after the paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('data-app="/assets/index-e1.js"');
    // Without `fetchEarly`, nothing is fetched before the guard asks.
    const late = htmlDocument(SHELL, { guard: { src: '/assets/guard-g.js' } });
    expect(late).not.toContain('rel="modulepreload"');
  });

  it('names a screen’s first call in a meta, escaped as an attribute, or nothing without one', () => {
    const wire = {
      path: '/order/x"<y>&z',
      method: 'GET',
      style: 'json',
      params: 'query',
      input: { orderId: 'orderId' },
      required: ['orderId'],
    } as const;
    const tag = loaderMetaTag({ ...wire, required: [...wire.required] });
    expect(tag).toBe(
      '<meta name="first-call" content="{&quot;path&quot;:&quot;/order/x\\&quot;&lt;y&gt;&amp;z&quot;,&quot;method&quot;:&quot;GET&quot;,&quot;style&quot;:&quot;json&quot;,&quot;params&quot;:&quot;query&quot;,&quot;input&quot;:{&quot;orderId&quot;:&quot;orderId&quot;},&quot;required&quot;:[&quot;orderId&quot;]}">',
    );
    const content = new DOMParser()
      .parseFromString(`<head>${tag}</head>`, 'text/html')
      .querySelector('meta')
      ?.getAttribute('content');
    expect(JSON.parse(content ?? '')).toEqual(wire);
    expect(loaderMetaTag(undefined)).toBe('');
  });

  it('puts a meta first or last in <head> in place of the one the page names, never two', () => {
    const once = htmlDocument(SHELL, {
      headStart: [meta('first-call', '{&quot;path&quot;:&quot;/a&quot;}')],
      headEnd: [meta('runtime-config', 'one')],
    });
    expect(once).toContain(`<head>${meta('first-call', '{&quot;path&quot;:&quot;/a&quot;}')}`);
    expect(once).toContain(`${meta('runtime-config', 'one')}</head>`);
    const twice = htmlDocument(once, {
      headStart: [meta('first-call', 'b')],
      headEnd: [meta('runtime-config', 'two')],
    });
    expect(twice.match(/name="first-call"/g)).toHaveLength(1);
    expect(twice.match(/name="runtime-config"/g)).toHaveLength(1);
    expect(twice).toContain(`<head>${meta('first-call', 'b')}`);
    expect(twice).toContain(`${meta('runtime-config', 'two')}</head>`);
  });

  it('writes the title and description escaped', () => {
    const html = htmlDocument(SHELL, { title: 'Repay & <more>', description: 'Say "hi"' });
    expect(html).toContain('<title>Repay &amp; &lt;more&gt;</title>');
    expect(html).toMatch(/name="description"\s+content="Say &quot;hi&quot;"/);
  });

  it('replaces the boot frame with markup marked with its lower-case path', () => {
    const root = { markup: '<h1>Repay</h1>', renderedFor: '/whetherRepay/' };
    const kept = htmlDocument(SHELL, { root: { ...root, after: '<i></i>', noscript: true } });
    expect(kept).not.toContain('class="boot"');
    expect(kept).toContain(
      '<div id="root" data-rendered-for="/whetherrepay"><h1>Repay</h1></div><i></i>\n    <noscript>',
    );
    const read = htmlDocument(SHELL, { root: { ...root, renderedFor: '/', noscript: false } });
    expect(read).toContain('<div id="root" data-rendered-for="/"><h1>Repay</h1></div>');
    expect(read).not.toContain('<noscript>');
  });

  it('refuses a shell without the place a part goes in', () => {
    const root = { markup: '', renderedFor: '/', noscript: false };
    expect(() => htmlDocument(SHELL.replace(/<title>.*<\/title>/, ''), { title: 't' })).toThrow(
      /not found/,
    );
    expect(() => htmlDocument(SHELL.replace('<noscript>', '<p>'), { root })).toThrow(/not found/);
    expect(() =>
      htmlDocument(SHELL.replace(/<script type="module" crossorigin[^\n]*/, ''), {
        guard: { src: '/g.js' },
      }),
    ).toThrow(/entry/);
  });

  it('cuts a page before </body>, where a streamed part goes', () => {
    const { first, tail } = splitAtBodyEnd(SHELL);
    expect(first + tail).toBe(SHELL);
    expect(tail.startsWith('</body>')).toBe(true);
    expect(() => splitAtBodyEnd('<p>')).toThrow(/body/);
  });
});
