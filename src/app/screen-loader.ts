import type { ComponentType } from 'react';
import type { Endpoint } from '../contract/endpoint';
import { screenNames, type ScreenName } from '../config/screen-for-path';
import { screenLoaders } from './screen-loaders';

/**
 * A screen's module: the screen, and the endpoint whose answer a page may hand it before its
 * first render (its first call's, or the call only the server makes early), which goes to SWR
 * under the screen's key (src/lib/api/first-answer.ts).
 */
export interface ScreenModule {
  default: ComponentType;
  firstEndpoint?: Endpoint;
}

/** Loads a screen's module (its own chunk); screens sharing a module share the loader. */
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * The loader of a screen's module, from the generated list beside the paths' table
 * (./screen-loaders.ts): the app's alone, as only it may import the features' screens.
 */
export function screenLoader(screen: ScreenName): ScreenLoader {
  return screenLoaders[screenNames.indexOf(screen)];
}
