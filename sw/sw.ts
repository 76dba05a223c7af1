/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { isPageToWorkerMessage, type WorkerToPageMessage } from '../src/lib/pwa/worker-messages';
import { registerCachingRules } from './caching-rules';
import { forgetRuntimeConfig } from './runtime-config';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** Replaced at build time; lets the page (and tests) tell one deploy's worker from the next. */
declare const __APP_VERSION__: string;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerCachingRules(self.location.origin);

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(forgetRuntimeConfig());
});

// registerType 'prompt': a new worker waits until the borrower accepts the update banner.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (!isPageToWorkerMessage(event.data)) return;
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data.type === 'GET_VERSION') {
    const answer: WorkerToPageMessage = { type: 'VERSION', version: __APP_VERSION__ };
    event.ports[0]?.postMessage(answer);
  }
});
