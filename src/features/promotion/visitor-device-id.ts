import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

const STORAGE_KEY = STORAGE_KEYS.promotionDeviceId;
let memory: string | undefined;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return `web-${crypto.randomUUID()}`;
  }
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A visitor has no app session, so the registration's deviceId is a random id kept in this
 * browser (localStorage, or memory where storage is blocked).
 */
export function visitorDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const id = newId();
    window.localStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    memory ??= newId();
    return memory;
  }
}
