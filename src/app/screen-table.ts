/*
 * The types of `virtual:screen-table` (tsconfig's `paths` point there), the entry's route table
 * that the build derives from the manifest (scripts/build/screen-table-plugin.ts): per screen its
 * paths, its module's loader and the flags the app reads, as plain data and `import()`s, so no
 * schema, call or string catalogue enters the entry.
 */
import type { ComponentModule } from '../lib/react/loaded-component';
import type { ScreenName } from './screen-manifest';

export type { ScreenName };

export interface ScreenEntry {
  path: string;
  aliases: readonly string[];
  /** The screen's module (its own chunk); screens sharing a module share the loader. */
  load: ComponentModule;
  noUpdatePrompt: boolean;
  offersInstall: boolean;
}

export declare const screenTable: Readonly<Record<ScreenName, ScreenEntry>>;
