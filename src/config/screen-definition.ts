import type { FirstCall, LinkValues } from '../contract/first-call';
import type { PageDescriptionKey } from './public-pages';

/** The screen calls no API when it opens: drawn from its link, saved data or its own text. */
export const NO_CALL = 'no call';

/**
 * Everything about one screen that is not its component, written once beside its feature
 * (`src/features/<feature>/screens.ts`) and listed in the one manifest (src/app/screen-manifest.ts).
 * What the entry, the boot script, the worker, the build and the server need is derived from it
 * (src/app/screen-facts.ts; the entry's light table at build time, scripts/build/screen-table-plugin.ts).
 */
export interface ScreenDefinition {
  /** As links write it; matched case-insensitively, by prefix (`/` exactly). */
  path: string;
  /** Older links that open the same screen. */
  aliases?: readonly string[];
  /**
   * The screen's module under `src/`, without its extension: its own chunk, loaded lazily. Its
   * default export is the screen; several screens may share one (the corporate site's sections).
   */
  module: string;
  /**
   * What the screen asks the API for first, the same object its data hook builds its call from:
   * the boot script starts it while the screen's code downloads, the worker and the server name
   * it in the page. `NO_CALL` for a screen that calls nothing as it opens (the sweeps check it);
   * `{ notEarly }` with the reason when its call is not one to start before the app runs.
   */
  firstCall: FirstCall | typeof NO_CALL | { notEarly: string };
  /** How its first paint arrives: prerendered by the build, rendered by the server, or the shell. */
  paint: BuildPaint | ServerPaint | { by: 'shell' };
  /** Never show the update prompt here: a reload could interrupt a payment or a confirmation. */
  noUpdatePrompt?: true;
  /** A page for visitors, where installing the app is offered. */
  offersInstall?: true;
  /** How `npm run audit` and `npm run bench` open it (scripts/lib/screen-urls.ts). */
  audit?: ScreenAudit;
}

/**
 * The link the audit opens: a public page (`paint.by: 'build'`) as it is, a borrower screen with
 * the demo borrower's session, order and product, and then `query`.
 */
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

/** A borrower screen the server renders with its first call's answer. */
export interface ServerPaint {
  by: 'server';
  /** False for a link whose page the server cannot render as the browser will. */
  renders?: (search: string) => boolean;
  /**
   * The call only the server makes early, for this link (undefined: the link cannot make it, so
   * no render); else the screen's `firstCall`.
   */
  call?: (search: string) => FirstCall | undefined;
  /**
   * The storage key whose presence on the device means the screen would not show this render:
   * the markup is set aside and the app renders afresh (src/lib/rendered-page/stored-state.ts).
   */
  staleIfStored?: (link: LinkValues) => string;
}

/** A call started early (not `NO_CALL`, not `{ notEarly }`). */
export const isFirstCall = (call: ScreenDefinition['firstCall']): call is FirstCall =>
  typeof call === 'object' && 'endpoint' in call;

/** A feature's screens by name: typed as written, so the manifest knows every name. */
export const defineScreens = <T extends Record<string, ScreenDefinition>>(screens: T): T => screens;

type Flags = Pick<ScreenDefinition, 'aliases' | 'noUpdatePrompt' | 'offersInstall' | 'audit'>;

/**
 * A borrower screen the server renders with its first call's answer; `paint` holds what only its
 * server render needs (a call of its own, links it cannot render, what makes its page stale).
 */
export function serverRendered(
  path: string,
  module: string,
  firstCall: ScreenDefinition['firstCall'],
  { paint, ...flags }: Flags & { paint?: Omit<ServerPaint, 'by'> } = {},
): ScreenDefinition {
  return { path, module, firstCall, paint: { by: 'server', ...paint }, ...flags };
}

/** A public page the build prerenders, at its path and at any alias `pages` names. */
export function prerendered(
  path: string,
  module: string,
  firstCall: ScreenDefinition['firstCall'],
  paint: Omit<BuildPaint, 'by'>,
  flags: Flags = {},
): ScreenDefinition {
  return { path, module, firstCall, paint: { by: 'build', ...paint }, ...flags };
}
