/**
 * Where the browser makes no install offer (`beforeinstallprompt` is Chromium's alone), what the
 * borrower can do instead: on an iPhone or iPad, Safari's Share menu ("Add to Home Screen", also
 * in Chrome and Firefox there, all WebKit); on Android without the event (Firefox), the
 * browser's own menu. Nothing on desktop without the event (it cannot install), and nothing once
 * installed (the page runs `standalone`). docs/decisions/iphone-specifics.md.
 */
export type InstallHowTo = 'share-menu' | 'browser-menu' | null;

interface Device {
  userAgent: string;
  maxTouchPoints: number;
  platform: string;
  /** Safari's own flag for a page opened from the home screen. */
  standalone?: boolean;
}

/** iPadOS reports a Mac: a "Mac" with a touch screen is an iPad. */
export function isAppleMobile(device: Device): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(device.userAgent) ||
    (device.platform === 'MacIntel' && device.maxTouchPoints > 1)
  );
}

export function installHowTo(
  device: Device,
  offersInstallEvent: boolean,
  standalone: boolean,
): InstallHowTo {
  if (standalone || device.standalone === true) return null;
  if (isAppleMobile(device)) return 'share-menu';
  if (offersInstallEvent) return null;
  return /\bAndroid\b/.test(device.userAgent) ? 'browser-menu' : null;
}

/** Whether the page runs as the installed app (opened from the home screen). */
function runsStandalone(): boolean {
  const nav: Device = navigator;
  return nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

/** This page's answer, read in the browser. */
export function pageInstallHowTo(): InstallHowTo {
  return installHowTo(navigator, 'onbeforeinstallprompt' in window, runsStandalone());
}

/**
 * Whether this page's storage may be cleared by Safari after 7 days without a visit: an iPhone
 * or iPad browser tab (every browser there is WebKit); not the app added to the home screen,
 * whose storage is its own and kept.
 */
export function safariMayClearStorage(): boolean {
  return isAppleMobile(navigator) && !runsStandalone();
}
