import {
  use,
  useCallback,
  useSyncExternalStore,
  type ComponentType,
  type ReactPromise,
} from 'react';

/** A module that exports a component as its default (a screen, or a lazily loaded piece). */
export type ComponentModule<P extends object = object> = () => Promise<{
  default: ComponentType<P>;
}>;

interface Loaded<P extends object> {
  default: ComponentType<P>;
}

/** A module load whose outcome React's `use` can read without waiting (its thenable protocol). */
type TrackedLoad<M> = Promise<M> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: M;
  reason?: unknown;
};

// Keyed by the loader function; each value belongs to its key's module type.
const loads = new Map<unknown, unknown>();
const components = new Map<unknown, unknown>();

/**
 * Starts loading a module (once per module) and records when it has arrived. `again`: a load that
 * failed is tried anew (a tap, once the signal may be back); a render never asks again, so a
 * failure cannot loop.
 */
export function loadModule<M>(load: () => Promise<M>, again?: boolean): TrackedLoad<M> {
  const known = loads.get(load) as TrackedLoad<M> | undefined;
  // `reason` is set once it failed (an import fails with an error, never with nothing).
  if (known && !(again && known.reason)) return known;
  const tracked: TrackedLoad<M> = load().then(
    // Vite's import wrapper resolves `undefined` when the chunk failed and the preload recovery
    // took it and is reloading the page (src/boot/asset-failure.ts): wait for the reload
    // rather than render a broken screen in the moment before it.
    (module: M | undefined) => module ?? new Promise<never>(() => undefined),
  );
  tracked.status = 'pending';
  tracked.then(
    (module) => {
      tracked.status = 'fulfilled';
      tracked.value = module;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  loads.set(load, tracked);
  return tracked;
}

/** Modules warm-ups asked for, fetched at the borrower's next sign of intent. */
const wanted = new Set<() => Promise<unknown>>();

/**
 * A finger coming down on a control (before its tap), or focus arriving on one; not offline,
 * where the fetch could only fail. A failed fetch rejects quietly (`loadModule` records it) and
 * waits for the tap to report it.
 */
function onIntent(event: Event): void {
  if (
    navigator.onLine &&
    (event.target as Partial<Element>).closest?.('a,button,input,textarea,label')
  )
    for (const load of wanted) void loadModule(load);
}

/**
 * Fetches a module a tap will need when the borrower shows intent: a finger coming down on a
 * control of the page, or focus on one. What a visit never uses is never fetched on speculation
 * (a prepaid borrower pays for every byte); the fetch starts in the moment between the finger
 * landing and the tap. A tap loads it at once anyway (`moduleForTap`). With Save-Data on,
 * nothing is warmed: only a tap fetches.
 */
export function warmModule(load: () => Promise<unknown>): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  wanted.add(load);
  // The same listener added again is no second listener.
  addEventListener('pointerdown', onIntent, true);
  addEventListener('focusin', onIntent, true);
}

const notArrived = () => undefined;

/**
 * A module the component needs only for what it does, not for what it shows first: undefined
 * until it has arrived (asked for on the first render), then the module, at once on later
 * renders. Unlike `loadedComponent`, nothing suspends: the caller decides what shows meanwhile.
 * A load that failed (the signal dropped) is started anew when the phone comes back online, so
 * the part arrives with the signal instead of never for the page's life; a render never asks
 * again, so a failure cannot loop. `load` must be defined once, at module level.
 */
export function useArrivedModule<M>(load: () => Promise<M>): M | undefined {
  void loadModule(load);
  // A store React re-reads after subscribing, so a module that arrives between the render and
  // the subscription is not missed. It reads the current load, a fresh one after a failure.
  const subscribe = useCallback(
    (notify: () => void) => {
      let subscribed = true;
      const again = () => watch(loadModule(load, true));
      const watch = (tracked: TrackedLoad<M>) => {
        tracked.then(
          () => subscribed && notify(),
          () => subscribed && addEventListener('online', again, { once: true }),
        );
      };
      watch(loadModule(load));
      return () => {
        subscribed = false;
        removeEventListener('online', again);
      };
    },
    [load],
  );
  const arrived = () => {
    const tracked = loadModule(load);
    return tracked.status === 'fulfilled' ? tracked.value : undefined;
  };
  // A page rendered on the server (or prerendered) had nothing arrived: hydration renders the
  // same, then React renders again with what is here.
  return useSyncExternalStore(subscribe, arrived, notArrived);
}

/**
 * The component that renders a module's default export: it suspends while the module loads,
 * and renders at once when it has already arrived. That is the point over `React.lazy`, which
 * suspends on its first render even for a module that is here, so the screen (or the sheet a
 * tap opens) would show its fallback and then wait for React's 300 ms reveal throttle
 * (docs/decisions/first-paint.md). One component per module, so sections that
 * share a module never remount.
 */
export function loadedComponent<P extends object>(load: ComponentModule<P>): ComponentType<P> {
  const known = components.get(load) as ComponentType<P> | undefined;
  if (known) return known;
  function LoadedComponent(props: P) {
    // The fields `loadModule` records are React's own thenable protocol.
    const { default: Component } = use(loadModule<Loaded<P>>(load) as ReactPromise<Loaded<P>>);
    return <Component {...props} />;
  }
  components.set(load, LoadedComponent);
  return LoadedComponent;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * `loadedComponent` for a component a module exports by name: the pop-ups and sheets a screen
 * asks for while it renders, in a chunk of their own. Call it once per export, at module level.
 */
export function loadedExport<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<PropsOf<M[K]>> {
  return loadedComponent<PropsOf<M[K]>>(() =>
    load().then(
      // `undefined` while the preload recovery reloads the page: `loadModule` waits for it.
      (module: M | undefined) =>
        (module && { default: module[name] }) as { default: ComponentType<PropsOf<M[K]>> },
    ),
  );
}
