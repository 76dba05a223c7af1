import type { ScreenName } from '../config/paths';
import { repaymentWay } from '../contract/card-repayment';
import type { FirstCallWire } from '../contract/first-call-wire';
import { FIRST_CALLS, wireOf, type FirstCall } from '../contract/first-calls';
import { attemptStorageKey } from '../features/card-repayment/rules/payment-attempt';
import type { Session } from '../lib/session/session';
import { SERVER_RENDERED_SCREENS } from './server-rendered-screens';

/** The call the server makes for a screen it renders, and what makes its page stale on a device. */
export interface ServerCall {
  wire: FirstCallWire;
  /**
   * The storage key whose presence on the device means the screen would not show this render:
   * the paint guard hides the markup and the app renders afresh, without the server's answer
   * (src/prerender/stored-state.ts).
   */
  staleIfStored?: (session: Session) => string;
}

/**
 * Calls only the server makes early, never the boot script or the worker (they are not in
 * FIRST_CALLS): card repayment's first call mints a repay token, which the screen asks for on
 * every opening except for a loan this device has paid. The server cannot see the device's
 * attempt, so it mints as the page would, and a device that holds an attempt for the loan renders
 * the page afresh (docs/decisions/performance-server-render.md).
 */
const SERVER_ONLY_CALLS: Partial<
  Record<ScreenName, { call: FirstCall } & Omit<ServerCall, 'wire'>>
> = {
  cardRepayment: {
    call: { endpoint: repaymentWay, input: { orderId: 'orderId' }, required: ['orderId'] },
    staleIfStored: (session) => attemptStorageKey(session.orderId ?? ''),
  },
};

/** The first call of a screen the server renders, or undefined for a screen it does not. */
export function serverCall(screen: ScreenName): ServerCall | undefined {
  if (!SERVER_RENDERED_SCREENS.includes(screen)) return undefined;
  const only = SERVER_ONLY_CALLS[screen];
  if (only) return { wire: wireOf(only.call), staleIfStored: only.staleIfStored };
  const call = FIRST_CALLS[screen];
  return call && { wire: wireOf(call) };
}
