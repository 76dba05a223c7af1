import type { ScreenName } from '../config/paths';
import { repaymentWay } from '../contract/card-repayment';
import type { FirstCallWire } from '../contract/first-call-wire';
import {
  FIRST_CALLS,
  SCREENS_WITHOUT_CALLS,
  wireOf,
  type FirstCall,
} from '../contract/first-calls';
import { attemptStorageKey } from '../features/card-repayment/rules/payment-attempt';
import { readCodePageParams } from '../features/repayment/rules/code-page-rules';
import type { Session } from '../lib/session/session';
import { SERVER_RENDERED_SCREENS } from './server-rendered-screens';

/** How the server renders a screen: its first call, if any, and what makes its page stale. */
export interface ServerCall {
  /** None for a screen that calls nothing when it opens (rendered from the link alone). */
  wire?: FirstCallWire;
  /**
   * The storage key whose presence on the device means the screen would not show this render:
   * the paint guard hides the markup and the app renders afresh, without the server's answer
   * (src/prerender/stored-state.ts).
   */
  staleIfStored?: (session: Session) => string;
  /** False for a link whose page the server cannot render as the browser will (`search`). */
  renders?: (search: string) => boolean;
}

interface ServerOnly extends Omit<ServerCall, 'wire'> {
  call?: FirstCall;
}

/**
 * What only the server does early, never the boot script or the worker (none is in FIRST_CALLS):
 * - card repayment's first call mints a repay token, which the screen asks for on every opening
 *   except for a loan this device has paid. The server cannot see the device's attempt, so it
 *   mints as the page would, and a device that holds an attempt for the loan renders the page
 *   afresh (docs/decisions/performance-server-render.md);
 * - the pay code's QR picture is held to the image hosts of the browser's page (its CSP), which
 *   the renderer does not have: a QR link is left to the browser.
 */
const SERVER_ONLY: Partial<Record<ScreenName, ServerOnly>> = {
  cardRepayment: {
    call: { endpoint: repaymentWay, input: { orderId: 'orderId' }, required: ['orderId'] },
    staleIfStored: (session) => attemptStorageKey(session.orderId ?? ''),
  },
  repaymentCode: { renders: (search) => readCodePageParams(search)?.showType !== 2 },
};

/** How the server renders a screen, or undefined for a screen it does not render. */
export function serverCall(screen: ScreenName): ServerCall | undefined {
  if (!SERVER_RENDERED_SCREENS.includes(screen)) return undefined;
  const { call, ...only } = SERVER_ONLY[screen] ?? {};
  const first = call ?? FIRST_CALLS[screen];
  if (first) return { wire: wireOf(first), ...only };
  return SCREENS_WITHOUT_CALLS.includes(screen) ? only : undefined;
}
