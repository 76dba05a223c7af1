/**
 * The refused-link notice (one at a time): what the borrower sees when the link policy refuses a
 * server link, so a tap never ends in a silent dead button. `copyUrl` is offered only for an
 * https link refused because its host is not listed (the borrower may open it elsewhere).
 */
export interface RefusedLinkNotice {
  id: number;
  copyUrl?: string;
}

type Listener = () => void;

let current: RefusedLinkNotice | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(notice: RefusedLinkNotice | null): void {
  current = notice;
  listeners.forEach((listener) => listener());
}

export function subscribeRefusedLink(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentRefusedLink(): RefusedLinkNotice | null {
  return current;
}

export function showRefusedLink(copyUrl?: string): void {
  publish(copyUrl ? { id: nextId++, copyUrl } : { id: nextId++ });
}

export function dismissRefusedLink(): void {
  publish(null);
}
