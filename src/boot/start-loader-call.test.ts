import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderMeta } from '../app/screen-facts';

/** A borrower's link as the native app opens it (the sandbox's demo values). */
const LINK =
  '/repay?deviceId=dev-1&appVersion=1.0.0&userId=u-1&appName=PesoLoan&sessionId=s-1&clientType=android&orderId=PL2024174&productId=1';
const place = window.location.href;

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', place);
  vi.resetModules();
  vi.unstubAllGlobals();
});

/** The page as the server sends it for this address, and a fresh module (one page load). */
async function pageAt(address: string) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = loaderMeta(new URL(address, place).pathname);
  const sent = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', sent);
  const { startLoaderCall } = await import('./start-loader-call');
  return { sent, startLoaderCall };
}

describe('starting the first call', () => {
  it('sends the call the page names once, whether the boot script or the entry runs first', async () => {
    const { sent, startLoaderCall } = await pageAt(LINK);
    startLoaderCall();
    startLoaderCall();
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(String(url)).toContain('/loan-play-detail?');
    expect(String(url)).toContain('sessionId=s-1');
    expect(String(init?.body)).toContain('"orderId":"PL2024174"');
  });

  it('sends nothing for a page that names no call (the card repayment screen)', async () => {
    const { sent, startLoaderCall } = await pageAt(LINK.replace('/repay', '/repayment'));
    startLoaderCall();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends nothing when the link lacks the order the call needs (order detail)', async () => {
    const { sent, startLoaderCall } = await pageAt(
      LINK.replace('/repay', '/loanDetail').replace('&orderId=PL2024174', ''),
    );
    startLoaderCall();
    expect(sent).not.toHaveBeenCalled();
  });

  it('on a page that names no call (a served page before its body is parsed) leaves the start to whoever names one', async () => {
    const { sent, startLoaderCall } = await pageAt(LINK.replace('/repay', '/repayment'));
    startLoaderCall();
    const { loaderWire } = await import('../app/screen-facts');
    startLoaderCall(loaderWire('repay'));
    startLoaderCall(loaderWire('repay'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(String(sent.mock.calls[0]?.[0])).toContain('/loan-play-detail?');
  });
});
