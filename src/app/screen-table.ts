/*
 * The types of `virtual:screen-table` (tsconfig's `paths` point there), the entry's route table
 * that the build derives from the manifest (scripts/build/screen-table-plugin.ts): per screen its
 * paths, its module's loader and the flags the app reads, as plain data and `import()`s, so no
 * schema, call or string catalogue enters the entry.
 */
import type { ComponentType } from 'react';
import type { Endpoint } from '../contract/endpoint';
import type { ScreenName } from './screen-manifest';

export type { ScreenName };

/**
 * A screen's module: the screen, and the endpoint whose answer a page may hand it before its
 * first render (its first call's, or the call only the server makes early), which the entry
 * puts in SWR's cache under the screen's key (src/lib/api/first-answer.ts).
 */
export interface ScreenModule {
  default: ComponentType;
  firstEndpoint?: Endpoint;
}

export interface ScreenEntry {
  path: string;
  aliases: readonly string[];
  /** The screen's module (its own chunk); screens sharing a module share the loader. */
  load: () => Promise<ScreenModule>;
  noUpdatePrompt?: true;
  offersInstall?: true;
}

export declare const screenTable: Readonly<Record<ScreenName, ScreenEntry>>;
