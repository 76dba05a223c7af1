import type { ScreenName } from '../config/paths';
import { repaymentWay } from '../contract/card-repayment';
import { problemTypes } from '../contract/complaint-types';
import { problemDetail } from '../contract/complaints';
import type { FirstCallWire } from '../contract/first-call-wire';
import {
  FIRST_CALLS,
  SCREENS_WITHOUT_CALLS,
  wireOf,
  type FirstCall,
} from '../contract/first-calls';
import { attemptStorageKey } from '../features/card-repayment/for-server-render';
import { DRAFT_KEY, parseTypeParam } from '../features/complaints/for-server-render';
import { readCodePageParams } from '../features/repayment/for-server-render';
import type { Session } from '../lib/session/session';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { SERVER_RENDERED_SCREENS } from './server-rendered-screens';

/** How the server renders a screen: its first call, if any, and what makes its page stale. */
export interface ServerCall {
  /** None for a screen that calls nothing when it opens (rendered from the link alone). */
  wire?: FirstCallWire;
  /**
   * The storage key whose presence on the device means the screen would not show this render:
   * the paint guard hides the markup and the app renders afresh, without the server's answer
   * (src/lib/rendered-page/stored-state.ts).
   */
  staleIfStored?: (session: Session) => string;
}

interface ServerOnly extends Omit<ServerCall, 'wire'> {
  /** False for a link whose page the server cannot render as the browser will. */
  renders?: (search: string) => boolean;
  /** The call for this link, or undefined when the link cannot make it (then no render). */
  call?: (search: string) => FirstCall | undefined;
}

/**
 * What only the server does early, never the boot script or the worker (none is in FIRST_CALLS):
 * - card repayment's first call mints a repay token, which the screen asks for on every opening
 *   except for a loan this device has paid. The server cannot see the device's attempt, so it
 *   mints as the page would, and a device that holds an attempt for the loan renders the page
 *   afresh (docs/decisions/performance-server-render.md);
 * - the complaint detail's call takes the link's `problemId`, which is not a session value: the
 *   server writes it into the call the page carries as a number the call always sends, so the
 *   browser rebuilds the same request from it;
 * - the complaint form asks for the question types only for a link naming the type and the order
 *   (else it reads the order number saved on the device, or shows what is missing); a device
 *   holding an unsent draft shows that draft, so its page renders afresh;
 * - the pay code's QR picture is held to the image hosts of the browser's page (its CSP), which
 *   the renderer does not have: a QR link is left to the browser;
 * - the saved pay code shows only what the device holds, which the server cannot see: it renders
 *   the page as a device with nothing saved shows it, and a device noted as holding a copy
 *   renders it afresh and reads that copy.
 */
const SERVER_ONLY: Partial<Record<ScreenName, ServerOnly>> = {
  cardRepayment: {
    call: () => ({ endpoint: repaymentWay, input: { orderId: 'orderId' }, required: ['orderId'] }),
    staleIfStored: (session) => attemptStorageKey(session.orderId ?? ''),
  },
  complaintDetail: {
    call: (search) => {
      const problemId = parseTypeParam(new URLSearchParams(search).get('problemId'));
      return problemId === undefined
        ? undefined
        : { endpoint: problemDetail, input: { problemId }, required: [] };
    },
  },
  complaintSubmit: {
    call: (search) => {
      const query = new URLSearchParams(search);
      const complete =
        parseTypeParam(query.get('problemType')) !== undefined && query.get('orderNo')?.trim();
      return complete ? { endpoint: problemTypes, input: {}, required: [] } : undefined;
    },
    staleIfStored: () => DRAFT_KEY,
  },
  repaymentCode: { renders: (search) => readCodePageParams(search)?.showType !== 2 },
  repaymentCodeSaved: { staleIfStored: () => STORAGE_KEYS.repaymentInfoSaved },
};

/**
 * How the server renders a screen for a link (`search`), or undefined for a screen it does not
 * render, or a link it cannot render as the browser will.
 */
export function serverCall(screen: ScreenName, search: string): ServerCall | undefined {
  if (!SERVER_RENDERED_SCREENS.includes(screen)) return undefined;
  const { call, renders, ...only } = SERVER_ONLY[screen] ?? {};
  if (renders?.(search) === false) return undefined;
  if (call) {
    const first = call(search);
    return first && { wire: wireOf(first), ...only };
  }
  const first = FIRST_CALLS[screen];
  if (first) return { wire: wireOf(first), ...only };
  return SCREENS_WITHOUT_CALLS.includes(screen) ? only : undefined;
}
