import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint, endpointPath } from '../../contract/endpoint';
import { config } from '../../config/env';
import { captureSession, clearSession, getSession } from '../session/session';
import type { RawAnswer } from './parse-envelope';
import { buildUrl, requestKey } from './request-parts';

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

const fetchMock = vi.fn<typeof fetch>();

function answer(due: string): RawAnswer {
  return { status: 200, retryAfter: null, text: JSON.stringify({ code: 0, data: { due } }) };
}

/** The key the boot script gives the probe's request for this order. */
function bootKey(orderId: string): string {
  return requestKey(
    'GET',
    buildUrl(endpointPath(probe, config.provider), getSession(), { orderId }),
    undefined,
  );
}

/** A fresh request layer (the handover is once per page) and a screen that reads the probe. */
async function freshScreen() {
  vi.resetModules();
  const boot = await import('./boot-answer');
  const { useApiQuery } = await import('./use-api-query');
  const frames: string[] = [];
  function Probe({ orderId }: { orderId: string }) {
    const { data, error, isLoading } = useApiQuery(probe, { orderId }, { toast: false });
    const text = error ? 'failed' : isLoading ? 'loading' : (data?.due ?? 'nothing');
    frames.push(text);
    return <p>{text}</p>;
  }
  const show = (orderId: string) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Probe orderId={orderId} />
    </SWRConfig>
  );
  /** A screen whose ready view asks for more (as the loan confirmation asks for its agreements). */
  function WithAgreements({ orderId }: { orderId: string }) {
    const { data } = useApiQuery(probe, { orderId }, { toast: false });
    return data ? <Agreements orderId={orderId} /> : <p>loading</p>;
  }
  function Agreements({ orderId }: { orderId: string }) {
    const { data } = useApiQuery(agreements, { orderId }, { toast: false });
    return <p>{data ? data.join(', ') : 'agreements loading'}</p>;
  }
  const showWithAgreements = (orderId: string) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <WithAgreements orderId={orderId} />
    </SWRConfig>
  );
  return { boot, frames, show, showWithAgreements };
}

beforeEach(() => {
  clearSession();
  captureSession('?sessionId=s1&orderId=o1');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useApiQuery and the boot script's first call", () => {
  it('shows an answer that has already arrived in the first render, and asks nothing again', async () => {
    const { boot, frames, show } = await freshScreen();
    boot.offerBootAnswer(bootKey('o1'), Promise.resolve(answer('₱1,200.00')));
    await Promise.resolve();

    render(show('o1'));
    expect(frames[0]).toBe('₱1,200.00');
    // SWR's first request took the same answer: it is no longer offered, and nothing was fetched.
    await waitFor(() => expect(boot.arrivedBootAnswer()).toBeUndefined());
    expect(fetchMock).not.toHaveBeenCalled();
    // Once: SWR's request settling on the same answer does not render the screen again (on a
    // slow phone that second pass was a long task right after the first paint).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(frames).toEqual(['₱1,200.00']);
  });

  it('shows the placeholder while the answer is on its way, then the data from that one call', async () => {
    const { boot, frames, show } = await freshScreen();
    let arrive: (raw: RawAnswer) => void = () => undefined;
    boot.offerBootAnswer(bootKey('o1'), new Promise<RawAnswer>((resolve) => (arrive = resolve)));

    render(show('o1'));
    expect(frames[0]).toBe('loading');
    await act(async () => arrive(answer('₱900.00')));
    expect(await screen.findByText('₱900.00')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never shows an arrived failure as data: the request reports it', async () => {
    const { boot, frames, show } = await freshScreen();
    const failure = { status: 200, retryAfter: null, text: '{"code":1,"msg":"No such order"}' };
    boot.offerBootAnswer(bootKey('o1'), Promise.resolve(failure));
    await Promise.resolve();

    render(show('o1'));
    expect(frames[0]).toBe('loading');
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(frames).not.toContain('nothing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks nothing twice when the ready view's own call goes out before the screen's", async () => {
    const { boot, showWithAgreements } = await freshScreen();
    boot.offerBootAnswer(bootKey('o1'), Promise.resolve(answer('₱1,200.00')));
    await Promise.resolve();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 0, data: ['Loan agreement'] }), { status: 200 }),
    );

    render(showWithAgreements('o1'));
    expect(await screen.findByText('Loan agreement')).toBeTruthy();
    await waitFor(() => expect(boot.arrivedBootAnswer()).toBeUndefined());
    // The child's effects run first: its request opened the app's requests, and yet the
    // screen's data was not asked for again.
    expect(
      fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').pathname),
    ).toEqual([expect.stringContaining('/v3/test/agreements')]);
  });

  it("keeps the arrived data to its own call: another order's first frame is a placeholder", async () => {
    const { boot, frames, show } = await freshScreen();
    boot.offerBootAnswer(bootKey('o1'), Promise.resolve(answer('₱1,200.00')));
    await Promise.resolve();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 0, data: { due: '₱50.00' } }), { status: 200 }),
    );

    const view = render(show('o1'));
    await waitFor(() => expect(boot.arrivedBootAnswer()).toBeUndefined());
    const before = frames.length;
    view.rerender(show('o2'));
    expect(frames[before]).toBe('loading');
    expect(await screen.findByText('₱50.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
