import { act, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadedComponent,
  loadedExport,
  loadModule,
  useArrivedModule,
  warmModule,
  type ComponentModule,
} from './loaded-component';

/** A screen module whose arrival the test decides. */
function deferredModule(text: string) {
  let arrive: () => void = () => undefined;
  const load: ComponentModule = vi.fn(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <p>{text}</p> });
      }),
  );
  return { load, arrive: () => arrive() };
}

/** Renders the screen in a Suspense boundary and records every text #root showed. */
async function renderRecording(Screen: ComponentType) {
  const container = document.createElement('div');
  document.body.append(container);
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
  });
  return { container, seen, root, stop: () => observer.disconnect() };
}

// React's act() warns unless the environment says it is a test (testing-library sets this too).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

describe('components loaded with their module', () => {
  it('a module that has arrived renders at once: its first commit is the screen, never the fallback', async () => {
    const { load, arrive } = deferredModule('Order Details');
    const arrived = loadModule(load);
    arrive();
    await arrived;
    const { container, seen, stop } = await renderRecording(loadedComponent(load));
    stop();
    expect(container.textContent).toBe('Order Details');
    expect(seen).not.toContain('fallback');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module still on its way shows the fallback, then the screen', async () => {
    const { load, arrive } = deferredModule('Repayment');
    const { container, seen, stop } = await renderRecording(loadedComponent(load));
    expect(container.textContent).toBe('fallback');
    await act(async () => {
      arrive();
      await loadModule(load);
    });
    await vi.waitFor(() => expect(container.textContent).toBe('Repayment'), { timeout: 2000 });
    stop();
    expect(seen[0]).toBe('fallback');
  });

  it('one component and one load per module, so sections sharing a module never remount', () => {
    const { load } = deferredModule('Home');
    expect(loadedComponent(load)).toBe(loadedComponent(load));
    expect(loadModule(load)).toBe(loadModule(load));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module that fails to load still lets the app render (the screen boundary shows it)', async () => {
    const failing: ComponentModule = () => Promise.reject(new Error('chunk failed'));
    await expect(loadModule(failing)).rejects.toThrow('chunk failed');
    const outcome = loadModule(failing) as Promise<unknown> & { status?: string };
    expect(outcome.status).toBe('rejected');
  });

  it('a load that failed is tried anew when a tap asks again (the signal may be back), never by a render', async () => {
    let signal = false;
    const load = vi.fn(() =>
      signal ? Promise.resolve({ word: 'here' }) : Promise.reject(new Error('chunk failed')),
    );
    await expect(loadModule(load)).rejects.toThrow('chunk failed');
    // A render (or a warm-up) reads the failure as it is: nothing refetches in a loop.
    await expect(loadModule(load)).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
    signal = true;
    await expect(loadModule(load, true)).resolves.toEqual({ word: 'here' });
    expect(load).toHaveBeenCalledTimes(2);
    // Arrived: asked again, it is the same module, not a third fetch.
    await expect(loadModule(load, true)).resolves.toEqual({ word: 'here' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes its props to the component (a sheet opened on a tap)', async () => {
    const load: ComponentModule<{ title: string }> = () =>
      Promise.resolve({ default: ({ title }: { title: string }) => <h2>{title}</h2> });
    await loadModule(load);
    const Sheet = loadedComponent(load);
    const { container, stop } = await renderRecording(() => <Sheet title="Payment method" />);
    stop();
    expect(container.textContent).toBe('Payment method');
  });

  it('a load the chunk recovery took over (Vite resolves it empty) waits for the reload, no error', async () => {
    // What Vite's preload wrapper does when `vite:preloadError` is prevented.
    const recovering = (() => Promise.resolve(undefined)) as unknown as ComponentModule;
    const load = loadModule(recovering) as Promise<unknown> & { status?: string };
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load.status).toBe('pending');
    const { container, stop } = await renderRecording(loadedComponent(recovering));
    stop();
    expect(container.textContent).toBe('fallback');
  });

  it('renders a named export with its props once its module is here (pop-ups in their own chunk)', async () => {
    const dialogs = () =>
      Promise.resolve({
        RatingDialog: ({ title }: { title: string }) => <h2>{title}</h2>,
        OtherDialog: () => <p>other</p>,
      });
    const Rating = loadedExport(dialogs, 'RatingDialog');
    const { container, stop } = await renderRecording(() => <Rating title="Rate us" />);
    await vi.waitFor(() => expect(container.textContent).toBe('Rate us'));
    stop();
  });

  it('a named export whose load the chunk recovery took over waits for the reload, no error', async () => {
    const recovering = (() => Promise.resolve(undefined)) as unknown as () => Promise<{
      Sheet: () => null;
    }>;
    const Sheet = loadedExport(recovering, 'Sheet');
    const { container, stop } = await renderRecording(Sheet);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(container.textContent).toBe('fallback');
  });
});

describe('a module a component uses once it has arrived', () => {
  it('is undefined while it loads (nothing suspends), then the module; asked for once', async () => {
    let arrive: (module: { word: string }) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<{ word: string }>((resolve) => {
          arrive = resolve;
        }),
    );
    function Reader() {
      const module = useArrivedModule(load);
      return <p>{module ? module.word : 'waiting'}</p>;
    }
    const { container, seen, stop } = await renderRecording(Reader);
    expect(container.textContent).toBe('waiting');
    await act(async () => {
      arrive({ word: 'here' });
      await Promise.resolve();
    });
    stop();
    expect(container.textContent).toBe('here');
    expect(seen).not.toContain('fallback');
    // A second reader after the arrival has it on its first render.
    const again = await renderRecording(Reader);
    again.stop();
    expect(again.seen[0]).toBe('here');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed is fetched again when the phone comes back online, then shows; never by a render', async () => {
    let attempt = 0;
    const load = vi.fn(() =>
      (attempt += 1) === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ word: 'here' }),
    );
    function Reader() {
      const module = useArrivedModule(load);
      return <p>{module ? module.word : 'waiting'}</p>;
    }
    const { container, root, stop } = await renderRecording(Reader);
    await act(async () => {
      await Promise.resolve();
    });
    // Renders meanwhile do not ask again: only the signal coming back does.
    await act(async () => {
      root.render(<Reader />);
      await Promise.resolve();
    });
    expect(container.textContent).toBe('waiting');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    stop();
    expect(container.textContent).toBe('here');
    expect(load).toHaveBeenCalledTimes(2);
    // Arrived: a later return of the signal fetches nothing more.
    dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a load that fails again waits for the next time the phone comes online, and stops when unmounted', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    function Reader() {
      const module = useArrivedModule(load);
      return <p>{module ? 'here' : 'waiting'}</p>;
    }
    const { root, stop } = await renderRecording(Reader);
    stop();
    for (const expected of [2, 3]) {
      await act(async () => {
        dispatchEvent(new Event('online'));
        await Promise.resolve();
      });
      expect(load).toHaveBeenCalledTimes(expected);
    }
    act(() => root.unmount());
    dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('renders as not arrived on the server and when hydrating, then shows it: the markup matches', async () => {
    const load = vi.fn(() => Promise.resolve({ word: 'here' }));
    function Reader() {
      const module = useArrivedModule(load);
      return <p>{module ? module.word : 'waiting'}</p>;
    }
    // Arrived in this process, as on a server that has loaded the screen's code.
    renderToString(<Reader />);
    await act(async () => {
      await Promise.resolve();
    });
    const html = renderToString(<Reader />);
    expect(html).toBe('<p>waiting</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Reader />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(container.textContent).toBe('here');
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('a module warmed for a later tap', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /** A control of the page, and a finger (or focus) coming to it. */
  function control(): HTMLButtonElement {
    const button = document.createElement('button');
    button.textContent = 'Payment Method';
    document.body.append(button);
    return button;
  }
  const fingerOn = (target: Element) =>
    target.dispatchEvent(new Event('pointerdown', { bubbles: true }));

  it('is not fetched until a finger comes down on a control, then at once, and once', () => {
    const load = vi.fn(() => Promise.resolve({ word: 'here' }));
    const other = vi.fn(() => Promise.resolve({ word: 'there' }));
    warmModule(load);
    warmModule(other);
    expect(load).not.toHaveBeenCalled();
    // A finger on the page's background (a scroll, say) is no intent.
    const text = document.createElement('p');
    document.body.append(text);
    fingerOn(text);
    expect(load).not.toHaveBeenCalled();
    fingerOn(control());
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    // Warmed again, or taken for a tap: the same load, not a second fetch.
    warmModule(load);
    fingerOn(control());
    void loadModule(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched when a control takes the keyboard focus', () => {
    const load = vi.fn(() => Promise.resolve({ word: 'here' }));
    warmModule(load);
    const button = control();
    expect(load).not.toHaveBeenCalled();
    button.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not fetched while the phone is offline, where it could only fail', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const load = vi.fn(() => Promise.resolve({ word: 'here' }));
    warmModule(load);
    fingerOn(control());
    expect(load).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    fingerOn(control());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not fetched at all when the borrower saves data, only when a tap asks', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const load = vi.fn(() => Promise.resolve({ word: 'here' }));
    warmModule(load);
    fingerOn(control());
    expect(load).not.toHaveBeenCalled();
    void loadModule(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  // Vitest fails the run on an unhandled rejection, so the warm-up's own failure is checked too.
  it('leaves a failed fetch for the tap to report, and does not fetch it again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    warmModule(load);
    fingerOn(control());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadModule(load)).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
