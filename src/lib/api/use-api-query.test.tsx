import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '../../contract/endpoint';
import { wireOf } from '../../contract/screen-loader';
import { useLastLoadedAt } from '../pwa/network-status';
import { loaderDataEntry, handLoaderData, withLoaderDataCache } from './loader-data';
import type { RawAnswer } from './parse-envelope';
import { useApiQuery } from './use-api-query';

const probe = defineEndpoint({
  path: '/v3/test/probe',
  method: 'GET',
  input: v.object({ orderId: v.string() }),
  output: v.object({ due: v.string() }),
});

const agreements = defineEndpoint({
  path: '/v3/test/agreements',
  method: 'GET',
  input: v.object({ orderId: v.string() }),
  output: v.array(v.string()),
});

/** The probe as a screen's loader: its order from the link. */
const probeLoader = { endpoint: probe, input: { orderId: 'orderId' as const }, required: [] };

const backToLogin = vi.hoisted(() => vi.fn());
vi.mock('../bridge/native-actions', () => ({ nativeActions: { backToLogin } }));

const fetchMock = vi.fn<typeof fetch>();

function answer(due: string): RawAnswer {
  return { status: 200, retryAfter: null, text: JSON.stringify({ code: 0, data: { due } }) };
}

/**
 * The screen's loader data for this order, handed to SWR before the screen renders, as the entry
 * does (src/main.tsx): the wrapper to render the screen in, as the entry renders the app (under
 * a cache that starts with an answer that has arrived). Each test uses its own orders.
 */
function putLoaderData(orderId: string, raw: Promise<RawAnswer>, arrived?: RawAnswer) {
  const entry = handLoaderData(
    probe,
    { wire: wireOf(probeLoader), answer: raw, arrived },
    { orderId },
  );
  return function App({ children }: { children: ReactNode }) {
    return entry ? withLoaderDataCache(entry, children) : children;
  };
}

const frames: string[] = [];
function Probe({ orderId }: { orderId: string }) {
  const { data, error, isLoading } = useApiQuery(probe, { orderId }, { toast: false });
  const text = error ? 'failed' : isLoading ? 'loading' : (data?.due ?? 'nothing');
  frames.push(text);
  return <p>{text}</p>;
}

/** A screen whose ready view asks for more (as the loan confirmation asks for its agreements). */
function WithAgreements({ orderId }: { orderId: string }) {
  const { data } = useApiQuery(probe, { orderId }, { toast: false });
  return data ? <Agreements orderId={orderId} /> : <p>loading</p>;
}
function Agreements({ orderId }: { orderId: string }) {
  const { data } = useApiQuery(agreements, { orderId }, { toast: false });
  return <p>{data ? data.join(', ') : 'agreements loading'}</p>;
}

beforeEach(() => {
  frames.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useApiQuery and the screen's first answer, in SWR's cache", () => {
  it('shows an answer that has already arrived in the first render, and asks nothing again', async () => {
    const raw = answer('₱1,200.00');
    const wrapper = putLoaderData('a1', Promise.resolve(raw), raw);

    render(<Probe orderId="a1" />, { wrapper });
    expect(frames[0]).toBe('₱1,200.00');
    // Once: nothing revalidates the answer just put there (on a slow phone a second pass was a
    // long task right after the first paint), and nothing was fetched.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(frames).toEqual(['₱1,200.00']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hydrates the server's markup of the same answer as it is, and asks nothing again", async () => {
    const raw = answer('₱700.00');
    // The server renders with the answer as the first entry of a cache of its own
    // (src/server-render/render-screen.tsx); the browser is handed the same answer.
    const served = loaderDataEntry(probe, wireOf(probeLoader), raw, { orderId: 'j1' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(withLoaderDataCache(served, <Probe orderId="j1" />));
    expect(container.textContent).toBe('₱700.00');
    frames.length = 0;
    const wrapper = putLoaderData('j1', Promise.resolve(raw), raw);
    const recovered: unknown[] = [];

    const root = await act(async () =>
      hydrateRoot(container, wrapper({ children: <Probe orderId="j1" /> }), {
        onRecoverableError: (error) => recovered.push(error),
      }),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(recovered).toEqual([]);
    expect(frames).toEqual(['₱700.00']);
    expect(container.textContent).toBe('₱700.00');
    expect(fetchMock).not.toHaveBeenCalled();
    // Not left mounted (testing-library unmounts only what it rendered): its SWR would answer
    // a later test's events.
    act(() => root.unmount());
  });

  it('shows the placeholder while the answer is on its way, then the data from that one call', async () => {
    let arrive: (raw: RawAnswer) => void = () => undefined;
    const wrapper = putLoaderData('b1', new Promise<RawAnswer>((resolve) => (arrive = resolve)));

    render(<Probe orderId="b1" />, { wrapper });
    expect(frames[0]).toBe('loading');
    await act(async () => arrive(answer('₱900.00')));
    expect(await screen.findByText('₱900.00')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never shows an arrived failure as data: the hook reports it, from the same answer', async () => {
    const failure = { status: 200, retryAfter: null, text: '{"code":1,"msg":"No such order"}' };
    const wrapper = putLoaderData('c1', Promise.resolve(failure), failure);

    render(<Probe orderId="c1" />, { wrapper });
    expect(frames[0]).toBe('loading');
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(frames).not.toContain('nothing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a first call that timed out as the request layer does', async () => {
    const wrapper = putLoaderData(
      'd1',
      Promise.reject(new DOMException('The first call timed out', 'TimeoutError')),
    );
    render(<Probe orderId="d1" />, { wrapper });
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks nothing twice when the ready view's own call goes out", async () => {
    const raw = answer('₱1,200.00');
    const wrapper = putLoaderData('e1', Promise.resolve(raw), raw);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 0, data: ['Loan agreement'] }), { status: 200 }),
    );

    render(<WithAgreements orderId="e1" />, { wrapper });
    expect(await screen.findByText('Loan agreement')).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').pathname),
    ).toEqual([expect.stringContaining('/v3/test/agreements')]);
  });

  it("keeps the answer to its own call: another order's first frame is a placeholder", async () => {
    const raw = answer('₱1,200.00');
    const wrapper = putLoaderData('f1', Promise.resolve(raw), raw);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 0, data: { due: '₱50.00' } }), { status: 200 }),
    );

    const view = render(<Probe orderId="f1" />, { wrapper });
    const before = frames.length;
    view.rerender(<Probe orderId="f2" />);
    expect(frames[before]).toBe('loading');
    expect(await screen.findByText('₱50.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  /**
   * The borrower sees the screen's first answer (₱1,200.00), leaves the screen and, after SWR's
   * de-duplication interval, comes back to it, in the same app (and SWR cache); `beforeReturn`
   * runs just before the return. The next call answers ₱1,000.00.
   */
  function visitAgainLater(orderId: string, beforeReturn: () => void = () => undefined) {
    const raw = answer('₱1,200.00');
    const wrapper = putLoaderData(orderId, Promise.resolve(raw), raw);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 0, data: { due: '₱1,000.00' } }), { status: 200 }),
    );
    const view = render(<Probe orderId={orderId} />, { wrapper });
    view.rerender(<p>another screen</p>);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5000);
    beforeReturn();
    view.rerender(<Probe orderId={orderId} />);
  }

  it('asks again on a later visit: the answer is fresh only as long as SWR de-duplicates', async () => {
    visitAgainLater('g1');
    expect(await screen.findByText('₱1,000.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on a later visit offline, shows the answer it has and asks only once the signal is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    visitAgainLater('k1', () => {
      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('₱1,200.00')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // SWR asks a moment after the event (a timer), and the answer renders.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('₱1,000.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts an answer shown from the cache as a load (the offline note says when)', async () => {
    function LoadedAt() {
      return <p>loaded at {String(useLastLoadedAt())}</p>;
    }
    const raw = answer('₱1,200.00');
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    putLoaderData('h1', Promise.resolve(raw), raw);
    render(<LoadedAt />);
    expect(screen.getByText('loaded at 1800000000000')).toBeTruthy();
  });

  it('sends the borrower to login for an expired session, once the hook takes the answer', async () => {
    const expired = { status: 200, retryAfter: null, text: '{"code":401,"msg":"Session expired"}' };
    const wrapper = putLoaderData('i1', Promise.resolve(expired));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    // Not before the screen has rendered and kept its session.
    expect(backToLogin).not.toHaveBeenCalled();
    render(<Probe orderId="i1" />, { wrapper });
    expect(await screen.findByText('failed')).toBeTruthy();
    await vi.waitFor(() => expect(backToLogin).toHaveBeenCalledTimes(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
