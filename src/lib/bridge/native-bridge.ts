/**
 * The native app shell's one channel (DECISIONS.md section 5). Android injects
 * `window.LoanApp.postMessage(json)`; iOS WKWebView exposes `messageHandlers.LoanApp`.
 * Outside the app every action has a web fallback, so each screen also works in a browser.
 */
export type BridgeAction =
  | 'openPage'
  | 'closeWebView'
  | 'goHome'
  | 'goMine'
  | 'backToLogin'
  | 'callPhone'
  | 'goToRate'
  | 'confirmBurialPoint'
  | 'startBank'
  | 'endBank'
  | 'trackEvent'
  | 'copy'
  | 'dismissRepayDialog';

export type BridgePayload = Record<string, string | number | boolean | null>;

export interface BridgeMessage {
  action: BridgeAction;
  payload: BridgePayload;
}

interface AndroidChannel {
  postMessage(message: string): void;
}
interface IosChannel {
  postMessage(message: BridgeMessage): void;
}

declare global {
  interface Window {
    LoanApp?: AndroidChannel;
    webkit?: { messageHandlers?: { LoanApp?: IosChannel } };
  }
}

type Channel = { platform: 'android' | 'ios'; post(message: BridgeMessage): void };

function channel(): Channel | undefined {
  const android = window.LoanApp;
  if (android && typeof android.postMessage === 'function') {
    return { platform: 'android', post: (message) => android.postMessage(JSON.stringify(message)) };
  }
  const ios = window.webkit?.messageHandlers?.LoanApp;
  if (ios && typeof ios.postMessage === 'function') {
    return { platform: 'ios', post: (message) => ios.postMessage(message) };
  }
  return undefined;
}

export function hasNativeBridge(): boolean {
  return channel() !== undefined;
}

export function nativePlatform(): 'android' | 'ios' | 'web' {
  return channel()?.platform ?? 'web';
}

export function isIos(userAgent: string = navigator.userAgent): boolean {
  return nativePlatform() === 'ios' || /iPhone|iPad|iPod/i.test(userAgent);
}

/** Posts to the native shell. Returns false when there is no shell (the caller falls back). */
export function postToNative(action: BridgeAction, payload: BridgePayload = {}): boolean {
  const target = channel();
  if (!target) return false;
  try {
    target.post({ action, payload });
    return true;
  } catch {
    return false;
  }
}
