import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenModules } from './screens';
import { paths, type ScreenName } from '../config/paths';
import { FIRST_CALLS, firstCallWire, SCREEN_CALLS } from '../contract/first-calls';
import { requestKey } from '../lib/api/request-parts';
import { captureSession } from '../lib/session/session';
import { firstCallRequest } from '../lib/api/first-call-request';

/** A borrower's link as the native app opens it (the sandbox's demo values). */
const LINK =
  '?deviceId=dev-1&appVersion=1.0.0&userId=u-1&appName=PesoLoan&sessionId=s-1&clientType=android&orderId=PL2024174&productId=1';
const MAPPED = Object.keys(FIRST_CALLS) as ScreenName[];
const place = window.location.href;

afterEach(() => {
  window.history.replaceState(null, '', place);
});

/** The key of the first request the screen itself sends when it opens at this address. */
async function screensFirstRequest(screen: ScreenName, address: string): Promise<string> {
  window.history.replaceState(null, '', address);
  const sent = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', sent);
  try {
    const { default: Screen } = await screenModules[screen]();
    // A cache of its own: two screens with the same first call (customer service and the
    // developer preview) would otherwise share the first one's request, still in flight.
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[address]}>
          <Suspense>
            <Screen />
          </Suspense>
        </MemoryRouter>
      </SWRConfig>,
    );
    await waitFor(() => expect(sent).toHaveBeenCalled());
    const [url, init] = sent.mock.calls[0] ?? [];
    return requestKey(init?.method ?? 'GET', String(url), init?.body ?? undefined);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('route → first-call map', () => {
  it('places every screen of the route table', () => {
    expect(Object.keys(SCREEN_CALLS).sort()).toEqual(Object.keys(paths).sort());
  });

  it.each(MAPPED)(
    '%s: the boot script sends exactly the request the screen sends first',
    async (screen) => {
      const address = `${paths[screen].path}${LINK}`;
      const wire = firstCallWire(screen);
      if (!wire) throw new Error(`${screen} is not mapped`);
      const boot = firstCallRequest(wire, captureSession(LINK));
      expect(await screensFirstRequest(screen, address)).toBe(boot?.key);
    },
  );

  it('starts nothing when the link lacks a value the call needs', () => {
    const wire = firstCallWire('orderDetail');
    if (!wire) throw new Error('orderDetail is not mapped');
    expect(firstCallRequest(wire, captureSession(LINK.replace('&orderId=PL2024174', '')))).toBe(
      undefined,
    );
  });
});
