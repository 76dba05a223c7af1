/** Whether a new version of the app is waiting, and how to switch to it. */
export interface UpdateState {
  waiting: boolean;
  accept: () => void;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: UpdateState = { waiting: false, accept: () => undefined };

export function getUpdateState(): UpdateState {
  return state;
}

export function setUpdateState(next: UpdateState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
