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

export function captureInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault();
    publish(event);
  });
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
