import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isScreenLoader, NO_CALL } from '../config/screen-definition';
import { screenNames } from '../config/screen-for-path';
import { screenPaths } from '../config/screen-paths';
import { captureSession } from '../lib/session/session';
import { pageDescriptions } from '../strings/page-descriptions';
import { loaderRequest } from '../lib/api/request-parts';
import { SCREEN_LOADERS, loaderWire, SCREEN_NAMES, screenPath } from './screen-facts';
import { SCREENS, type ScreenName } from './screen-manifest';
import { screenImport } from './screen-module';

/** A borrower's link as the native app opens it (the sandbox's demo values). */
const LINK =
  '?deviceId=dev-1&appVersion=1.0.0&userId=u-1&appName=PesoLoan&sessionId=s-1&clientType=android&orderId=PL2024174&productId=1';
const MAPPED = Object.keys(SCREEN_LOADERS) as ScreenName[];
const place = window.location.href;

afterEach(() => {
  window.history.replaceState(null, '', place);
});

/** One request as the tests compare it: method, address, body. */
function requestKey(method: string, url: string, body: BodyInit | undefined): string {
  const text = typeof body === 'string' || body instanceof URLSearchParams ? String(body) : '';
  return `${method} ${url} ${text}`;
}

/** The key of the first request the screen itself sends when it opens at this address. */
async function screensFirstRequest(screen: ScreenName, address: string): Promise<string> {
  window.history.replaceState(null, '', address);
  const sent = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', sent);
  try {
    const { default: Screen } = await screenImport(screen)();
    // A cache of its own: two screens with the same loader (customer service and the
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

/** Every screen module of the features, by file (`../features/…-route.tsx`), not yet loaded. */
const ROUTE_MODULES = import.meta.glob('../features/*/*-route.tsx');

describe('the manifest and the route tables generated from it (`npm run screens`)', () => {
  it('gives the paths’ table every screen in the manifest’s order, with its paths and flags', () => {
    expect(screenNames).toEqual(SCREEN_NAMES);
    for (const screen of SCREEN_NAMES) {
      const { path, aliases = [], noUpdatePrompt, offersInstall } = SCREENS[screen];
      expect(screenPaths[screen]).toEqual({
        path,
        ...(aliases.length ? { aliases } : {}),
        ...(noUpdatePrompt ? { noUpdatePrompt } : {}),
        ...(offersInstall ? { offersInstall } : {}),
      });
    }
  });

  it('gives each screen the loader of its own module, one loader per module', () => {
    for (const screen of SCREEN_NAMES) {
      const { module } = SCREENS[screen];
      const sharing = SCREEN_NAMES.filter((other) => SCREENS[other].module === module);
      for (const other of sharing) expect(screenImport(other)).toBe(screenImport(screen));
      const others = SCREEN_NAMES.filter((other) => SCREENS[other].module !== module);
      for (const other of others) expect(screenImport(other)).not.toBe(screenImport(screen));
    }
  });

  it.each(SCREEN_NAMES)('%s: its loader loads its module, a screen', async (screen) => {
    const own = ROUTE_MODULES[`../${SCREENS[screen].module}.tsx`];
    expect(own).toBeDefined();
    const loaded = await screenImport(screen)();
    expect(loaded).toBe(await own?.());
    expect(typeof loaded.default).toBe('function');
  });

  it('lists every screen module of the features', () => {
    const files = Object.keys(ROUTE_MODULES);
    const modules = new Set(SCREEN_NAMES.map((screen) => `../${SCREENS[screen].module}.tsx`));
    expect(files.sort()).toEqual([...modules].sort());
  });

  it('names each public page description of the catalogue once, from a page’s definition', () => {
    const named = SCREEN_NAMES.flatMap((screen) => {
      const { paint } = SCREENS[screen];
      return paint.by === 'build' ? [paint.description] : [];
    });
    expect([...named].sort()).toEqual(Object.keys(pageDescriptions).sort());
  });

  it('writes each path and alias once', () => {
    const all = SCREEN_NAMES.flatMap((screen) => {
      const { path, aliases = [] } = SCREENS[screen];
      return [path, ...aliases].map((item) => item.toLowerCase());
    });
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('each screen’s loader, written once', () => {
  it.each(MAPPED)(
    '%s: the boot script sends exactly the request the screen sends first',
    async (screen) => {
      const address = `${screenPath(screen)}${LINK}`;
      const wire = loaderWire(screen);
      if (!wire) throw new Error(`${screen} is not mapped`);
      const boot = loaderRequest(wire, captureSession(LINK));
      expect(await screensFirstRequest(screen, address)).toBe(
        boot && requestKey(boot.init.method ?? 'GET', boot.url, boot.init.body ?? undefined),
      );
    },
  );

  it('starts nothing when the link lacks a value the call needs', () => {
    const wire = loaderWire('orderDetail');
    if (!wire) throw new Error('orderDetail is not mapped');
    expect(loaderRequest(wire, captureSession(LINK.replace('&orderId=PL2024174', '')))).toBe(
      undefined,
    );
  });

  it.each(SCREEN_NAMES)(
    '%s: its module names the endpoint whose answer a page may hand it (none without a call)',
    async (screen) => {
      const { loader, paint } = SCREENS[screen];
      const used =
        paint.by === 'server' && paint.loader
          ? paint.loader('?problemId=7&problemType=1&orderNo=PL1')
          : loader;
      const expected = used && isScreenLoader(used) ? used.endpoint : undefined;
      expect((await screenImport(screen)()).dataEndpoint).toBe(expected);
    },
  );

  it('names why a screen that calls as it opens is not started early', () => {
    for (const screen of SCREEN_NAMES) {
      const { loader } = SCREENS[screen];
      if (loader !== NO_CALL && !isScreenLoader(loader))
        expect(loader.notEarly.length).toBeGreaterThan(10);
    }
  });
});
