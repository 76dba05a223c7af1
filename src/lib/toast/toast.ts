/**
 * The toast store (SPEC.md section 9): one message at a time, 2 s by default; a custom duration
 * is honoured above 300 ms, and a given duration of 300 ms or less shows for 3 s.
 */
export const DEFAULT_TOAST_MS = 2000;
export const MIN_CUSTOM_TOAST_MS = 300;
export const SHORT_DURATION_TOAST_MS = 3000;

export interface ToastState {
  id: number;
  message: string;
  kind: 'message' | 'loading';
}

type Listener = (toast: ToastState | null) => void;

let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
/** How long the current message toast shows, counted from when it is on screen. */
let showingFor: number | undefined;
const listeners = new Set<Listener>();

export function resolveToastDuration(duration?: number): number {
  if (duration === undefined || !Number.isFinite(duration)) return DEFAULT_TOAST_MS;
  return duration <= MIN_CUSTOM_TOAST_MS ? SHORT_DURATION_TOAST_MS : duration;
}

function publish(toast: ToastState | null): void {
  current = toast;
  listeners.forEach((listener) => listener(current));
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastState | null {
  return current;
}

export function hideToast(id?: number): void {
  if (id !== undefined && current?.id !== id) return;
  clearTimeout(timer);
  publish(null);
}

export function showToast(message: string, duration?: number): void {
  if (message.trim() === '') return;
  clearTimeout(timer);
  const toast: ToastState = { id: nextId++, message, kind: 'message' };
  showingFor = resolveToastDuration(duration);
  publish(toast);
  timer = setTimeout(() => hideToast(toast.id), showingFor);
}

/**
 * The toaster has put toast `id` on screen: its time counts from now. A busy phone can paint a
 * toast a moment after it was asked for; the borrower still gets the full 2 s to read it.
 */
export function toastShown(id: number): void {
  if (current?.id !== id || current.kind !== 'message' || showingFor === undefined) return;
  clearTimeout(timer);
  timer = setTimeout(() => hideToast(id), showingFor);
}

/** A loading toast that stays until the returned function is called. */
export function showLoading(text: string): () => void {
  clearTimeout(timer);
  const toast: ToastState = { id: nextId++, message: text, kind: 'loading' };
  publish(toast);
  return () => hideToast(toast.id);
}
