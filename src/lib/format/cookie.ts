/** The cookie helper (SPEC.md section 9): cookies it sets expire on 31 Dec 9999. */
export const COOKIE_EXPIRY = 'Fri, 31 Dec 9999 23:59:59 GMT';

export function setCookie(name: string, value: string): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${COOKIE_EXPIRY}; path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | undefined {
  const key = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(key));
  return found === undefined ? undefined : decodeURIComponent(found.slice(key.length));
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
