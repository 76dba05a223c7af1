import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedFile, prerenderedNavigation } from './prerendered-navigation';

const navigation = (path: string, destination: RequestDestination = 'document') =>
  prerenderedNavigation(new URL(path, 'https://app.example'), { destination } as Request);

afterEach(() => {
  Reflect.deleteProperty(self, 'cookieStore');
});

describe('the worker’s prerendered pages', () => {
  it('knows each public page by path, any case, trailing slash ignored, never by prefix', () => {
    expect(prerenderedFile('/')).toBe('prerendered/home.html');
    expect(prerenderedFile('/POLICY/')).toBe('prerendered/policy.html');
    expect(prerenderedFile('/Promotion/Agreement')).toBe('prerendered/promotion-agreement.html');
    expect(prerenderedFile('/promotion')).toBe('prerendered/promotion.html');
    expect(prerenderedFile('/promotion/download')).toBe('prerendered/promotion-download.html');
    expect(prerenderedFile('/promotion/other')).toBeUndefined();
    expect(prerenderedFile('/Policy/x')).toBeUndefined();
    expect(prerenderedFile('/loanDetail')).toBeUndefined();
    expect(prerenderedFile('/PrivacyPolicy', true)).toBe('prerendered/privacy-policy-framed.html');
    expect(prerenderedFile('/Policy', true)).toBeUndefined();
  });

  it('answers an English reader’s navigation with the page, a frame or a Filipino reader with the shell', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-PH']);
    expect(await navigation('/Policy')).toBe('prerendered/policy.html');
    expect(await navigation('/privacyPolicy', 'iframe')).toBe(
      'prerendered/privacy-policy-framed.html',
    );
    expect(await navigation('/Policy', 'iframe')).toBeUndefined();
    expect(await navigation('/privacyPolicy?lang=fil', 'iframe')).toBeUndefined();
    expect(await navigation('/Policy?lang=fil')).toBeUndefined();
    Object.defineProperty(self, 'cookieStore', {
      configurable: true,
      value: { get: () => Promise.resolve({ value: 'fil' }) },
    });
    expect(await navigation('/Policy')).toBeUndefined();
  });

  it('follows the browser’s languages when nothing else says', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fil-PH', 'en']);
    expect(await navigation('/')).toBeUndefined();
  });
});
