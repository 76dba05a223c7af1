import type { Engine, EngineName } from './driver';

/** Starts one engine; each module is loaded only for its own engine. */
export async function startEngine(name: EngineName): Promise<Engine> {
  if (name === 'chromium') return (await import('./chromium')).startChromium();
  if (name === 'webkit') return (await import('./webkit')).startWebKit();
  return (await import('./firefox')).startFirefox();
}
