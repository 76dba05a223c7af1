import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderWire } from '../app/screen-facts';
import { loaderDataTag } from '../lib/api/loader-data-tag';
import { MARKUP_STALE } from '../lib/rendered-page/page-attributes';
import type { RawAnswer } from '../lib/api/raw-answer';

/** A borrower's link as the native app opens it. */
const LINK =
  '/repay?deviceId=dev-1&appVersion=1.0.0&userId=u-1&appName=PesoLoan&sessionId=s-1&clientType=android&orderId=PL2024174&productId=1';
const place = window.location.href;
const ANSWER: RawAnswer = {
  status: 200,
  retryAfter: null,
  // Text the page must carry as data, never as markup that closes its element.
  text: '{"code":0,"data":{"note":"</script><script>alert(1)</script>"}}',
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(MARKUP_STALE);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', place);
  vi.resetModules();
  vi.unstubAllGlobals();
});

/** True once the markup is set aside: the app renders afresh instead of hydrating it. */
const setAside = () => document.documentElement.hasAttribute(MARKUP_STALE);

/** A tab whose session keeps more than the link carries (a merchant number). */
function keepMoreThanTheLink(): void {
  window.sessionStorage.setItem(
    'borrower.session',
    JSON.stringify({ userId: 'u-1', sessionId: 's-1', merchantNumber: 'M0001' }),
  );
}

/** The page the server sends for this link: rendered markup, then the answer it carries. */
async function servedPageAt(address: string, offset = new Date().getTimezoneOffset()) {
  window.history.replaceState(null, '', address);
  const call = loaderWire('repay');
  if (!call) throw new Error('the instalment screen has a first call');
  document.body.innerHTML = `<div id="root" data-rendered-for="/repay"><h1>Repayment</h1></div>${loaderDataTag({ call, answer: ANSWER }, offset)}`;
  const sent = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', sent);
  const served = await import('./page-loader-data');
  return { sent, ...served };
}

/** Opens the served page, which must not be taken: the markup is stale, the call goes once. */
async function notTakenCalledOnce(): Promise<Parameters<typeof fetch>> {
  const { sent, pageLoaderData } = await servedPageAt(LINK);
  // The screen's loader data is then the page's own call, on its way: not the one it carries.
  const handed = pageLoaderData();
  await Promise.resolve();
  expect(handed?.arrived).toBeUndefined();
  expect(setAside()).toBe(true);
  expect(sent).toHaveBeenCalledTimes(1);
  const call = sent.mock.calls[0];
  if (!call) throw new Error('no call was sent');
  return call;
}

describe('taking over a page the server rendered', () => {
  it('reads the answer back exactly, markup-like text included, from data never parsed as HTML', async () => {
    const { readPageLoaderData } = await servedPageAt(LINK);
    expect(document.scripts).toHaveLength(1);
    expect(readPageLoaderData()?.loaded?.answer).toEqual(ANSWER);
  });

  it('hands the answer over as the first answer of this session and keeps the markup: no call sent', async () => {
    const { sent, pageLoaderData } = await servedPageAt(LINK);
    const handed = pageLoaderData();
    expect(handed?.arrived).toEqual(ANSWER);
    expect(handed?.wire).toEqual(loaderWire('repay'));
    await expect(handed?.answer).resolves.toEqual(ANSWER);
    expect(setAside()).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('on a page that will show Filipino: the English answer is not taken, the call goes once in Filipino', async () => {
    // What the native app's lang=fil kept for this session; the server rendered in English.
    window.sessionStorage.setItem('app.language', 'fil');
    const [, init] = await notTakenCalledOnce();
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('fil-PH');
  });

  it('for a tab that keeps more than the link carries: the markup is stale, the call goes once', async () => {
    keepMoreThanTheLink();
    const [url] = await notTakenCalledOnce();
    expect(String(url)).toContain('merchantNumber=M0001');
  });

  it('in another time zone than the server formatted in: the markup is stale, the call goes', async () => {
    const { sent, pageLoaderData } = await servedPageAt(LINK, new Date().getTimezoneOffset() + 60);
    pageLoaderData();
    expect(setAside()).toBe(true);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('the shell with the answer (no markup, offset null): taken in any time zone, no call', async () => {
    window.history.replaceState(null, '', LINK);
    const call = loaderWire('repay');
    if (!call) throw new Error('the instalment screen has a first call');
    document.body.innerHTML = `<div id="root"><div class="boot"></div></div>${loaderDataTag({ call, answer: ANSWER }, null)}`;
    const sent = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', sent);
    // Whatever the device's zone: nothing was formatted on the server.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-600);
    const { pageLoaderData } = await import('./page-loader-data');
    expect(pageLoaderData()?.arrived).toEqual(ANSWER);
    // Nothing to hydrate: the app renders the screen from the answer.
    expect(setAside()).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('the shell with the answer names a stored state on the answer itself: a device holding it takes nothing', async () => {
    window.history.replaceState(null, '', LINK);
    const call = loaderWire('repay');
    if (!call) throw new Error('the instalment screen has a first call');
    const key = 'repay.attempt.PL2024174';
    document.body.innerHTML = `<div id="root"></div>${loaderDataTag({ call, answer: ANSWER }, null, key)}`;
    window.localStorage.setItem(key, '{"state":"submitted"}');
    const sent = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', sent);
    try {
      const { pageLoaderData } = await import('./page-loader-data');
      expect(pageLoaderData()).toBeUndefined();
      expect(sent).not.toHaveBeenCalled();
    } finally {
      window.localStorage.removeItem(key);
    }
  });

  it('on a device holding what the page names (a payment attempt for the loan): renders afresh, hands nothing over, calls nothing', async () => {
    const { sent, pageLoaderData } = await servedPageAt(LINK);
    const key = 'repay.attempt.PL2024174';
    document.head.innerHTML = `<script src="/assets/guard.js" data-stale-if-stored="${key}"></script>`;
    window.localStorage.setItem(key, '{"state":"submitted"}');
    try {
      expect(pageLoaderData()).toBeUndefined();
      expect(setAside()).toBe(true);
      // The screen decides from the attempt whether to call at all (a paid loan asks for nothing).
      expect(sent).not.toHaveBeenCalled();
    } finally {
      document.head.innerHTML = '';
      window.localStorage.removeItem(key);
    }
  });

  it('a page naming a key this device does not hold is hydrated as any other', async () => {
    const { sent, pageLoaderData } = await servedPageAt(LINK);
    document.head.innerHTML =
      '<script src="/assets/guard.js" data-stale-if-stored="repay.attempt.PL2024174"></script>';
    try {
      expect(pageLoaderData()?.arrived).toEqual(ANSWER);
      expect(setAside()).toBe(false);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      document.head.innerHTML = '';
    }
  });

  it('does nothing with an answer that does not read as one', async () => {
    const { sent, pageLoaderData, readPageLoaderData } = await servedPageAt(LINK);
    const script = document.getElementById('first-answer');
    if (script) script.textContent = '{"call":{},"answer":{"text":1}}';
    expect(readPageLoaderData()).toBeUndefined();
    expect(pageLoaderData()).toBeUndefined();
    // The screen makes its own call on markup rendered afresh.
    expect(setAside()).toBe(true);
    expect(sent).not.toHaveBeenCalled();
  });

  it('a screen that calls nothing: hydrated for this session and zone, afresh for a tab that keeps more; never a call', async () => {
    const { sent, pageLoaderData } = await servedPageAt(LINK);
    const script = document.getElementById('first-answer');
    if (script) script.outerHTML = loaderDataTag(undefined, new Date().getTimezoneOffset());
    expect(pageLoaderData()).toBeUndefined();
    expect(setAside()).toBe(false);

    keepMoreThanTheLink();
    expect(pageLoaderData()).toBeUndefined();
    expect(setAside()).toBe(true);
    expect(sent).not.toHaveBeenCalled();
  });
});
