import { SCREEN_NAMES, screenPath } from '../../src/app/screen-facts';
import { SCREENS, type ScreenName } from '../../src/app/screen-manifest';
import { DEMO_SESSION } from '../../server/sandbox/modules/core/demo-borrower';

export interface ScreenTarget {
  screen: ScreenName;
  path: string;
  kind: 'public' | 'borrower';
  url: string;
}

/** The demo borrower's loan and product, which every borrower screen's link names. */
const DEMO_LINK = { orderId: 'PL2024174', productId: '1' };

/** The key screens `npm run bench` times: those whose definition says `audit: { bench: true }`. */
export const BENCH_SCREENS = SCREEN_NAMES.filter((screen) => SCREENS[screen].audit?.bench);

/**
 * Every screen of the route table (so a screen added later is covered without editing this): a
 * public page (one the build prerenders) as it is, a borrower screen with the demo session, and
 * the query its definition's `audit` names.
 */
export function screenTargets(base: string, only?: string[]): ScreenTarget[] {
  return SCREEN_NAMES.filter((screen) => !only || only.includes(screen)).map((screen) => {
    const { paint, audit } = SCREENS[screen];
    const kind = paint.by === 'build' ? 'public' : 'borrower';
    const query = new URLSearchParams(kind === 'borrower' ? { ...DEMO_SESSION, ...DEMO_LINK } : {});
    for (const [key, value] of Object.entries(audit?.query ?? {})) query.set(key, value);
    const text = query.toString();
    return {
      screen,
      path: screenPath(screen),
      kind,
      url: `${base}${screenPath(screen)}${text ? `?${text}` : ''}`,
    };
  });
}
