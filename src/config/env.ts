import { readConfig, type AppConfig } from './read-config';

export type { AppConfig };

/** The app's configuration, read from VITE_* variables and checked once, at start-up. */
export const config: AppConfig = readConfig(import.meta.env);
