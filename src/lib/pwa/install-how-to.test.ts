import { describe, expect, it } from 'vitest';
import { installHowTo } from './install-how-to';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

const phone = (userAgent: string, maxTouchPoints = 5, platform = 'Linux armv8l') => ({
  userAgent,
  maxTouchPoints,
  platform,
});

describe('install how-to where the browser makes no install offer', () => {
  it("points iPhones and iPads (also those reporting a Mac) to Share, 'Add to Home Screen'", () => {
    expect(installHowTo(phone(IPHONE_SAFARI, 5, 'iPhone'), false, false)).toBe('share-menu');
    expect(installHowTo(phone(IPAD_AS_MAC, 5, 'MacIntel'), false, false)).toBe('share-menu');
    expect(installHowTo(phone(IPAD_AS_MAC, 0, 'MacIntel'), false, false)).toBeNull();
  });

  it("points Android without the event (Firefox) to the browser's menu; Chromium gets its offer", () => {
    expect(installHowTo(phone(ANDROID_FIREFOX), false, false)).toBe('browser-menu');
    expect(installHowTo(phone(ANDROID_FIREFOX), true, false)).toBeNull();
    expect(installHowTo(phone(DESKTOP_FIREFOX, 0, 'Linux x86_64'), false, false)).toBeNull();
  });

  it('says nothing once the app runs from the home screen', () => {
    expect(installHowTo(phone(IPHONE_SAFARI, 5, 'iPhone'), false, true)).toBeNull();
    expect(
      installHowTo({ ...phone(IPHONE_SAFARI, 5, 'iPhone'), standalone: true }, false, false),
    ).toBeNull();
    expect(installHowTo(phone(ANDROID_FIREFOX), false, true)).toBeNull();
  });
});
