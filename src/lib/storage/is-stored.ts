/**
 * True when this device keeps a value under `key` in localStorage (storage it cannot read, or
 * none at all as on the server, keeps nothing).
 */
export function isStored(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
