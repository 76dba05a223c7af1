import { describe, expect, it } from 'vitest';
import {
  captureInstallOffer,
  getInstallOffer,
  holdInstallOffer,
  promptInstall,
  subscribeInstallOffer,
} from './install-store';

function offer(): Event & { prompted: number } {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompted: 0,
    prompt() {
      event.prompted += 1;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  return event;
}

describe('the install offer', () => {
  it('is held for the app when the browser makes it before the app has started', async () => {
    const target = new EventTarget() as unknown as Window;
    holdInstallOffer(target);
    const early = offer();
    target.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(getInstallOffer()).toBeNull();

    let published = 0;
    const unsubscribe = subscribeInstallOffer(() => {
      published += 1;
    });
    captureInstallOffer(target);
    expect(getInstallOffer()).toBe(early);
    expect(published).toBe(1);

    // From then on the app's own listener takes offers; the guard's has let go.
    const later = offer();
    target.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
    expect(getInstallOffer()).toBe(later);
    expect(published).toBe(2);

    expect(await promptInstall()).toBe(true);
    expect(later.prompted).toBe(1);
    expect(getInstallOffer()).toBeNull();
    target.dispatchEvent(new Event('appinstalled'));
    expect(getInstallOffer()).toBeNull();
    unsubscribe();
  });

  it('ignores an event that is no offer', () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallOffer(target);
    const fake = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(fake);
    expect(fake.defaultPrevented).toBe(false);
    expect(getInstallOffer()).toBeNull();
  });
});
