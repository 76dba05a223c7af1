import { minifySync, type Plugin } from 'vite';
import {
  RECOVERY_DELAY_MS,
  watchAssetFailures,
  type UpdatingTexts,
} from '../../src/boot/asset-failure.ts';
import { STORAGE_KEYS } from '../../src/lib/storage/storage-keys.ts';
import { appUpdatingStrings } from '../../src/strings/app-updating.ts';
import { appUpdatingStringsFil } from '../../src/strings/app-updating.fil.ts';

const TEXTS: UpdatingTexts = { en: { ...appUpdatingStrings }, fil: { ...appUpdatingStringsFil } };

/** The inline script's text: the watcher's own source, called with its texts, keys and delay. */
export function assetFailureScript(): string {
  const call = `(${watchAssetFailures.toString()})(${JSON.stringify(TEXTS)}, ${JSON.stringify(STORAGE_KEYS.preloadReloadGuard)}, ${String(RECOVERY_DELAY_MS)});`;
  return minifySync('asset-failure.js', call, { compress: true, mangle: true }).code.trim();
}

/**
 * Puts the asset-failure watcher (src/boot/asset-failure.ts) first in every page's <head> as the
 * page's only inline script: it must run when every file of the page failed, so it cannot be a
 * file. The server allows exactly this script in its CSP by its hash, read from the built page
 * (server/pages/inline-script-hashes.ts); every page the server or the worker sends starts from
 * this shell, so all carry it (docs/decisions/ops-rolling-deploys.md).
 */
export function assetFailureWatcher(): Plugin {
  return {
    name: 'borrower:asset-failure-watcher',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: assetFailureScript(), injectTo: 'head-prepend' }],
    },
  };
}
