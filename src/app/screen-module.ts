import type { ComponentType } from 'react';
import type { Endpoint } from '../contract/endpoint';
import { screenNames, type ScreenName } from '../config/screen-for-path';
import { SCREEN_MODULES } from './screen-modules';

/**
 * A screen's module: the screen, and the endpoint whose loader data a page may hand it before its
 * first render (its loader's, or the one only the server loads early), which goes to SWR under the
 * screen's key (src/lib/api/loader-data.ts).
 */
export interface ScreenModule {
  default: ComponentType;
  dataEndpoint?: Endpoint;
}

/** Imports a screen's module (its own chunk); screens sharing a module share the import. */
export type ScreenImport = () => Promise<ScreenModule>;

/**
 * The import of a screen's module, from the generated list beside the paths' table
 * (./screen-modules.ts): the app's alone, as only it may import the features' screens.
 */
export function screenImport(screen: ScreenName): ScreenImport {
  return SCREEN_MODULES[screenNames.indexOf(screen)];
}
