import { paths, type ScreenName } from '../../src/config/paths';
import { DEMO_SESSION } from '../../server/modules/core/demo-borrower';
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
  return (Object.keys(paths) as ScreenName[])
    .filter((screen) => !only || only.includes(screen))
    .map((screen) => {
      const kind = publicScreens.includes(screen) ? 'public' : 'borrower';
      const query = new URLSearchParams(
        kind === 'borrower' ? { ...DEMO_SESSION, ...screenQueries.default } : {},
      );
      for (const [key, value] of Object.entries(queries[screen] ?? {})) query.set(key, value);
      const text = query.toString();
      return {
        screen,
        path: paths[screen].path,
        kind,
        url: `${base}${paths[screen].path}${text ? `?${text}` : ''}`,
      };
    });
}
