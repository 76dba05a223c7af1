import type { AppConfig } from './read-config';

export type { AppConfig };

/**
 * Checked by `readConfig` when the app is built (vite.config.ts: a bad VITE_* value fails the
 * build) and inlined as a plain object, so the checker and its schema library stay out of the
 * entry every page loads (docs/decisions/first-paint.md).
 */
declare const __APP_CONFIG__: AppConfig;

/** The app's configuration: the VITE_* variables of the build, with safe demo defaults. */
export const config: AppConfig = __APP_CONFIG__;
