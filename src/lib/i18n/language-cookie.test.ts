import { describe, expect, it } from 'vitest';
import { acceptedLanguages, requestLanguage } from './language-cookie';

describe('the language a request will get', () => {
  it('reads Accept-Language in preference order', () => {
    expect(acceptedLanguages('en-US;q=0.5, fil-PH, tl;q=0.8, de;q=0')).toEqual([
      'fil-PH',
      'tl',
      'en-US',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('follows the address, then the last page (cookie), then the browser, else English', () => {
    const base = { search: '', cookie: undefined, acceptLanguage: undefined };
    expect(requestLanguage(base)).toBe('en');
    expect(requestLanguage({ ...base, acceptLanguage: 'fil-PH,en;q=0.8' })).toBe('fil');
    expect(requestLanguage({ ...base, acceptLanguage: 'fil-PH', cookie: 'x=1; lang=en' })).toBe(
      'en',
    );
    expect(requestLanguage({ ...base, cookie: 'lang=fil', search: '?lang=en' })).toBe('en');
    expect(requestLanguage({ ...base, search: '?lang=tl' })).toBe('fil');
  });
});
