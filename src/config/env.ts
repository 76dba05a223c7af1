import type { AppConfig } from './read-config';

export type { AppConfig };

/**
 * Checked by `readConfig` at build time (vite.config.ts) and inlined as a plain object: the
 * checker and its schema library stay out of the entry (docs/decisions/first-paint.md).
 */
declare const __APP_CONFIG__: AppConfig;

/** The app's configuration: the VITE_* variables of the build, with safe demo defaults. */
export const config: AppConfig = __APP_CONFIG__;
