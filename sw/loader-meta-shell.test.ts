import { describe, expect, it } from 'vitest';
import { withLoaderMeta } from './loader-meta-shell';
import { workerScreens } from './worker-screens';

/** The wire data the build derived for a screen (src/app/screen-facts.ts, `__WORKER_SCREENS__`). */
const loaderWire = (screen: string) => workerScreens.wires[screen];

const BOOT = '<script type="module" async crossorigin src="/assets/boot-x.js"></script>';

function cachedShell(status = 200) {
  return new Response(`<!doctype html><html><head>${BOOT}<title>t</title></head></html>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '99' },
  });
}

/** The loader meta (`first-call`) of a page, as the browser reads the attribute. */
function metaOf(html: string): unknown {
  const content = /<meta name="first-call" content="([^"]*)">/.exec(html)?.[1];
  return content ? JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) : null;
}

describe('the worker names the loader in the shell it answers with', () => {
  it('puts the screen’s call before the boot script, as the server does', async () => {
    const url = new URL('https://app.example/loanDetail?orderId=PL1&sessionId=s');
    const shell = await withLoaderMeta(cachedShell(), url);
    const html = await shell.text();
    expect(metaOf(html)).toEqual(loaderWire('orderDetail'));
    expect(html.indexOf('name="first-call"')).toBeLessThan(html.indexOf(BOOT));
    expect(html).not.toContain('PL1');
    expect(shell.headers.get('content-length')).toBeNull();
    expect(shell.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('uses the path only, matched as the router does (alias, any case)', async () => {
    const shell = await withLoaderMeta(cachedShell(), new URL('https://app.example/WhetherRepay'));
    expect(metaOf(await shell.text())).toEqual(loaderWire('repay'));
  });

  it.each([
    ['the card repayment screen (its call mints a token)', '/repayment'],
    ['a public page', '/Policy'],
    ['an unknown path', '/nowhere'],
  ])('leaves the shell as cached for %s', async (_name, path) => {
    const shell = await withLoaderMeta(cachedShell(), new URL(path, 'https://app.example'));
    const html = await shell.text();
    expect(html).not.toContain('first-call');
    expect(shell.headers.get('content-length')).toBe('99');
  });

  it('leaves a failed answer alone', async () => {
    const shell = await withLoaderMeta(cachedShell(503), new URL('https://app.example/repay'));
    expect(await shell.text()).not.toContain('first-call');
  });
});
