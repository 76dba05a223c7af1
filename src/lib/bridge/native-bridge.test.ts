import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';
import { detectMessagingApp, isMessagingAppBrowser } from './messaging-app';
import { nativeActions } from './native-actions';
import { hasNativeBridge, isIos, nativePlatform, postToNative } from './native-bridge';

afterEach(() => {
  delete window.LoanApp;
  delete window.webkit;
  vi.unstubAllGlobals();
  // Own properties a test laid over jsdom's (missing or prototype) ones: removing them restores.
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

function stubAndroid(): string[] {
  const received: string[] = [];
  window.LoanApp = { postMessage: (message: string) => received.push(message) };
  return received;
}

describe('native bridge', () => {
  it('posts a JSON string to the Android channel', () => {
    const received = stubAndroid();
    expect(hasNativeBridge()).toBe(true);
    expect(nativePlatform()).toBe('android');
    nativeActions.callPhone('+63 2 8123 4567');
    nativeActions.trackEvent(30, 0, { productId: 'p1' });
    expect(received.map((m) => JSON.parse(m))).toEqual([
      { action: 'callPhone', payload: { phone: '+63 2 8123 4567' } },
      { action: 'trackEvent', payload: { moduleId: 30, positionId: 0, productId: 'p1' } },
    ]);
  });

  it('posts an object to the iOS message handler', () => {
    const received: unknown[] = [];
    window.webkit = { messageHandlers: { LoanApp: { postMessage: (m) => received.push(m) } } };
    expect(nativePlatform()).toBe('ios');
    expect(isIos('Mozilla/5.0 (Linux; Android 12)')).toBe(true);
    nativeActions.closeWebView();
    nativeActions.endBank();
    expect(received).toEqual([
      { action: 'closeWebView', payload: {} },
      { action: 'endBank', payload: {} },
    ]);
  });

  it('dismisses the native repayment dialog on Android but not on iOS', () => {
    const received = stubAndroid();
    nativeActions.dismissRepayDialog();
    expect(received.map((m) => JSON.parse(m))).toEqual([
      { action: 'dismissRepayDialog', payload: {} },
    ]);
    delete window.LoanApp;
    const ios: unknown[] = [];
    window.webkit = { messageHandlers: { LoanApp: { postMessage: (m) => ios.push(m) } } };
    nativeActions.dismissRepayDialog();
    expect(ios).toEqual([]);
  });

  it('reports no bridge in a plain browser so callers fall back', () => {
    expect(hasNativeBridge()).toBe(false);
    expect(postToNative('goToRate')).toBe(false);
    expect(() => nativeActions.goToRate()).not.toThrow();
  });

  it('survives a native channel that throws', () => {
    window.LoanApp = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    expect(postToNative('goHome')).toBe(false);
  });
});

describe('copyText', () => {
  it('uses the native copy action first', async () => {
    const received = stubAndroid();
    await expect(copyText('PAY123')).resolves.toBe(true);
    expect(JSON.parse(received[0] ?? '')).toEqual({ action: 'copy', payload: { text: 'PAY123' } });
  });

  it('falls back to the Clipboard API, then execCommand, then reports failure', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('PAY123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('PAY123');

    writeText.mockRejectedValue(new Error('denied'));
    const exec = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyText('PAY123')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');

    exec.mockReturnValue(false);
    await expect(copyText('PAY123')).resolves.toBe(false);
  });
});

describe('messaging-app browsers', () => {
  it.each([
    ['Facebook', 'Mozilla/5.0 (Linux; Android 13) [FB_IAB/FB4A;FBAV/450.0.0.0;]'],
    ['Messenger', 'Mozilla/5.0 (Linux; Android 13) [FB_IAB/Orca-Android;FBAN/Orca;FBAV/440.0]'],
    ['Instagram', 'Mozilla/5.0 (Linux; Android 13) Instagram 300.0.0.0 Android'],
    ['Line', 'Mozilla/5.0 (Linux; Android 13) Line/13.1.0'],
    ['Viber', 'Mozilla/5.0 (Linux; Android 13) Viber/20.0'],
    ['WeChat', 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.40'],
    ['TikTok', 'Mozilla/5.0 (Linux; Android 13) musical_ly_2023 BytedanceWebview/d8a21c6'],
  ])('detects %s', (name, userAgent) => {
    expect(detectMessagingApp(userAgent)).toBe(name);
  });

  it('does not flag Chrome', () => {
    expect(
      isMessagingAppBrowser('Mozilla/5.0 (Linux; Android 13) Chrome/126.0 Mobile Safari/537.36'),
    ).toBe(false);
  });
});

describe('back to login', () => {
  it('forgets the saved repayment info, complaint order number and draft, payment attempts and the session first', async () => {
    const { saveRepaymentInfo, loadRepaymentInfo, resetRepaymentInfoStoreForTests } =
      await import('../storage/repayment-info-store');
    const { captureSession, getSession } = await import('../session/session');
    const { STORAGE_KEYS } = await import('../storage/storage-keys');
    const COMPLAINT_ORDER_KEY = STORAGE_KEYS.complaintOrderNo;
    window.localStorage.setItem(STORAGE_KEYS.complaintDraft, '{}');
    window.sessionStorage.setItem(`${STORAGE_KEYS.paymentAttemptPrefix}PL1`, '{}');
    window.localStorage.setItem(`${STORAGE_KEYS.paymentAttemptPrefix}PL2`, '{}');
    vi.stubGlobal('indexedDB', undefined);
    resetRepaymentInfoStoreForTests();
    await saveRepaymentInfo({
      userId: '7',
      orderId: 'PL1',
      productId: '1',
      kind: 'instalment',
      repayAmount: 1,
      defDetail: { logo: '', payCode: 'X1', payNotice: {} },
      savedAt: 1,
      expiresAt: Date.now() + 60_000,
    });
    window.localStorage.setItem(COMPLAINT_ORDER_KEY, 'PL2024174');
    captureSession('?sessionId=s1&userId=7');
    const received = stubAndroid();
    await nativeActions.backToLogin();
    expect((await loadRepaymentInfo({ userId: '7', orderId: 'PL1' })).value).toBeNull();
    expect(window.localStorage.getItem(COMPLAINT_ORDER_KEY)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.complaintDraft)).toBeNull();
    expect(window.sessionStorage.getItem(`${STORAGE_KEYS.paymentAttemptPrefix}PL1`)).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.paymentAttemptPrefix}PL2`)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.borrowerOwner)).toBeNull();
    expect(getSession()).toEqual({});
    expect(JSON.parse(received[0] ?? '')).toEqual({ action: 'backToLogin', payload: {} });
  });
});
