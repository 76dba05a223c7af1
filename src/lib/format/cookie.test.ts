import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_EXPIRY, getCookie, removeCookie, setCookie } from './cookie';

afterEach(() => removeCookie('lang'));

describe('cookie helper', () => {
  it('sets cookies that expire on 31 Dec 9999', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    setCookie('lang', 'fil PH');
    expect(writes[0]).toContain('expires=Fri, 31 Dec 9999 23:59:59 GMT');
    expect(COOKIE_EXPIRY).toMatch(/31 Dec 9999/);
  });

  it('reads back and removes what it set', () => {
    setCookie('lang', 'fil PH');
    expect(getCookie('lang')).toBe('fil PH');
    removeCookie('lang');
    expect(getCookie('lang')).toBeUndefined();
  });
});
