/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { isPageToWorkerMessage, type WorkerToPageMessage } from '../src/lib/pwa/worker-messages';
import { refuseOlderBuild, rememberActiveBuild } from './build-order';
import { registerCachingRules } from './caching-rules';
import { forgetRuntimeConfig } from './runtime-config';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** Replaced at build time; lets the page (and tests) tell one deploy's worker from the next. */
declare const __APP_VERSION__: string;
/** When this release was built (ms since 1970): orders two workers of a rolling deploy. */
declare const __BUILD_TIME__: number;

// Before the precache: an older release's worker fetched mid-rollout never installs.
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(refuseOlderBuild(__BUILD_TIME__));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerCachingRules(self.location.origin);

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(Promise.all([forgetRuntimeConfig(), rememberActiveBuild(__BUILD_TIME__)]));
});

// registerType 'prompt': a new worker waits until the borrower accepts the update banner.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (!isPageToWorkerMessage(event.data)) return;
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data.type === 'GET_VERSION') {
    const answer: WorkerToPageMessage = {
      type: 'VERSION',
      version: __APP_VERSION__,
      buildTime: __BUILD_TIME__,
    };
    event.ports[0]?.postMessage(answer);
  }
});
