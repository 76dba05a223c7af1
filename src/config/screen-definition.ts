import type { ScreenLoader, LinkValues } from '../contract/screen-loader';
import type { PageDescriptionKey } from './public-pages';

/** The screen calls no API when it opens: drawn from its link, saved data or its own text. */
export const NO_CALL = 'no call';

/**
 * Everything about one screen but its component, written beside its feature
 * (`src/features/<feature>/screens.ts`) and listed in src/app/screen-manifest.ts; what the rest of
 * the app needs is derived from it (src/app/screen-facts.ts, and the route tables
 * scripts/build/screen-tables.ts generates).
 */
export interface ScreenDefinition {
  /** As links write it; matched case-insensitively, by prefix (`/` exactly). */
  path: string;
  /** Older links that open the same screen. */
  aliases?: readonly string[];
  /** Its module under `src/`, no extension: a lazy chunk, default export the screen (shareable). */
  module: string;
  /**
   * The screen's loader, the API call it makes as it opens (its data hook builds from it; the boot
   * script, worker and server start or name it early); `NO_CALL` if none; `{ notEarly }` with the
   * reason if it is not started early.
   */
  loader: ScreenLoader | typeof NO_CALL | { notEarly: string };
  /** How its first paint arrives: prerendered by the build, rendered by the server, or the shell. */
  paint: BuildPaint | ServerPaint | { by: 'shell' };
  /** Never show the update prompt here: a reload could interrupt a payment or a confirmation. */
  noUpdatePrompt?: true;
  /** A page for visitors, where installing the app is offered. */
  offersInstall?: true;
  /** How `npm run audit` and `npm run bench` open it (scripts/lib/screen-urls.ts). */
  audit?: ScreenAudit;
}

/** What every layer may read of a screen: its paths and flags (src/config/screen-paths.ts). */
export type ScreenPlace = Pick<
  ScreenDefinition,
  'path' | 'aliases' | 'noUpdatePrompt' | 'offersInstall'
>;

/** The audit's link: a public page as is; a borrower screen with the demo session, then `query`. */
export interface ScreenAudit {
  /** Further link values the screen needs to show its content. */
  query?: Readonly<Record<string, string>>;
  /** One of the key screens `npm run bench` times against the bare React page. */
  bench?: true;
}

/** A public page the build prerenders (docs/decisions/first-paint.md). */
export interface BuildPaint {
  by: 'build';
  /** Each path (the screen's own, or an alias) and the prerendered file's name. */
  pages: readonly { path: string; file: string }[];
  /** Its meta description (src/strings/page-descriptions.ts); the title is the one the screen sets. */
  description: PageDescriptionKey;
  /** What the page is for needs JavaScript: its HTML keeps the "turn on JavaScript" note. */
  needsScript?: true;
  /** It has a variant for frames: its text alone (docs/decisions/first-paint.md). */
  framed?: true;
}

/** A borrower screen the server renders with its loader data. */
export interface ServerPaint {
  by: 'server';
  /** False for a link whose page the server cannot render as the browser will. */
  renders?: (search: string) => boolean;
  /** The loader only the server starts early, for this link (undefined: no render), or `loader`. */
  loader?: (search: string) => ScreenLoader | undefined;
  /** A stored key that makes this render stale (src/lib/rendered-page/stored-state.ts). */
  staleIfStored?: (link: LinkValues) => string;
}

/** A loader started early (not `NO_CALL`, not `{ notEarly }`). */
export const isScreenLoader = (loader: ScreenDefinition['loader']): loader is ScreenLoader =>
  typeof loader === 'object' && 'endpoint' in loader;

/** A feature's screens by name: typed as written, so the manifest knows every name. */
export const defineScreens = <T extends Record<string, ScreenDefinition>>(screens: T): T => screens;

type Flags = Pick<ScreenDefinition, 'aliases' | 'noUpdatePrompt' | 'offersInstall' | 'audit'>;

/** A borrower screen the server renders; `paint` holds what only its server render needs. */
export function serverRendered(
  path: string,
  module: string,
  loader: ScreenDefinition['loader'],
  { paint, ...flags }: Flags & { paint?: Omit<ServerPaint, 'by'> } = {},
): ScreenDefinition {
  return { path, module, loader, paint: { by: 'server', ...paint }, ...flags };
}

/** A public page the build prerenders, at its path and at any alias `pages` names. */
export function prerendered(
  path: string,
  module: string,
  loader: ScreenDefinition['loader'],
  paint: Omit<BuildPaint, 'by'>,
  flags: Flags = {},
): ScreenDefinition {
  return { path, module, loader, paint: { by: 'build', ...paint }, ...flags };
}
