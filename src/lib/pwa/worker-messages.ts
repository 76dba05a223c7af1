/**
 * Messages between the page and the service worker, shared by both TypeScript projects
 * (this file uses no DOM or worker types).
 */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'GET_VERSION' };
export type WorkerToPageMessage = { type: 'VERSION'; version: string; buildTime: number };

export function isVersionMessage(data: unknown): data is WorkerToPageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'VERSION' &&
    'buildTime' in data &&
    typeof data.buildTime === 'number'
  );
}

export function isPageToWorkerMessage(data: unknown): data is PageToWorkerMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  return data.type === 'SKIP_WAITING' || data.type === 'GET_VERSION';
}
