import { SCREEN_NAMES, screenPath } from '../../src/app/screen-facts';
import type { ScreenName } from '../../src/app/screen-manifest';
import { DEMO_SESSION } from '../../server/sandbox/modules/core/demo-borrower';
import { publicScreens, screenQueries } from '../../lighthouse.config.js';

export interface ScreenTarget {
  screen: ScreenName;
  path: string;
  kind: 'public' | 'borrower';
  url: string;
}

const queries: Record<string, Record<string, string> | undefined> = screenQueries;

/** Every screen of the route table (so a screen added later is covered without editing this). */
export function screenTargets(base: string, only?: string[]): ScreenTarget[] {
  return SCREEN_NAMES.filter((screen) => !only || only.includes(screen)).map((screen) => {
    const kind = publicScreens.includes(screen) ? 'public' : 'borrower';
    const query = new URLSearchParams(
      kind === 'borrower' ? { ...DEMO_SESSION, ...screenQueries.default } : {},
    );
    for (const [key, value] of Object.entries(queries[screen] ?? {})) query.set(key, value);
    const text = query.toString();
    return {
      screen,
      path: screenPath(screen),
      kind,
      url: `${base}${screenPath(screen)}${text ? `?${text}` : ''}`,
    };
  });
}
