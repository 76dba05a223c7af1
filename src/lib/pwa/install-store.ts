/** The browser's install offer (`beforeinstallprompt`), captured as early as possible. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let offer: InstallPromptEvent | null = null;

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

function publish(next: InstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

/** What the paint guard held for the app, on a prerendered page whose app starts after paint. */
const HELD = '__heldInstallOffer';
interface HeldOffer {
  offer: InstallPromptEvent | null;
  release: () => void;
}
type Holder = Window & { [HELD]?: HeldOffer };

/** Keeps the offer (the browser makes it once per page) with `keep`, if it is one. */
function listenForOffer(target: Window, keep: (offer: InstallPromptEvent) => void): () => void {
  const listener = (event: Event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault();
    keep(event);
  };
  target.addEventListener('beforeinstallprompt', listener);
  return () => target.removeEventListener('beforeinstallprompt', listener);
}

/**
 * On a prerendered page the app's code starts only after the first paint
 * (src/paint-guard/start-after-paint.ts): the paint guard holds an offer made before, for the app.
 */
export function holdInstallOffer(target: Window = window): void {
  const held: HeldOffer = { offer: null, release: () => undefined };
  held.release = listenForOffer(target, (offer) => {
    held.offer = offer;
  });
  (target as Holder)[HELD] = held;
}

export function captureInstallOffer(target: Window = window): void {
  const held = (target as Holder)[HELD];
  if (held) {
    held.release();
    (target as Holder)[HELD] = undefined;
    if (held.offer) publish(held.offer);
  }
  listenForOffer(target, publish);
  target.addEventListener('appinstalled', () => publish(null));
}

export function getInstallOffer(): InstallPromptEvent | null {
  return offer;
}

export function subscribeInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  await current.prompt();
  const { outcome } = await current.userChoice;
  publish(null);
  return outcome === 'accepted';
}
