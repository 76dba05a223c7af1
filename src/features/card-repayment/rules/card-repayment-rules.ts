import { isApiError } from '../../../lib/api/api-error';
import { parseHundredths } from '../../../lib/format/money';
import { common } from '../../../strings/common';
import { cardRepaymentStrings as t } from '../../../strings/card-repayment';

export const MIN_CODE_LENGTH = 6;
/** What the borrower is told a card payment can take to reflect on the loan. */
export const REFLECT_MINUTES = 15;

export const CODES = {
  noPendingPayment: '800004',
  repeated: '800005',
  wrongCode: '800006',
} as const;

/** The verification code must be at least 6 characters. */
export function codeError(code: string): string | null {
  return code.trim().length >= MIN_CODE_LENGTH ? null : t.enterCorrectCode;
}

export function resendLabel(remaining: number): string {
  return remaining > 0 ? t.countdown(remaining) : t.getCode;
}

export type CardCall = 'way' | 'commit' | 'confirm' | 'huichao';

const FALLBACK: Record<CardCall, string> = {
  way: t.cardListFailed,
  commit: t.processingFailed,
  confirm: t.processingFailed,
  huichao: t.processingFailed,
};

/**
 * SPEC.md section 8 for the card calls: a network failure says 'error'; 800006 and 800005 have
 * their own wording; otherwise the server's message, or the call's fallback when it sent none.
 */
export function cardErrorMessage(call: CardCall, error: unknown): string {
  if (!isApiError(error)) return t.networkError;
  if (error.kind === 'network' || error.kind === 'timeout') return t.networkError;
  if (error.code === CODES.repeated) return t.repeated;
  if (call === 'confirm' && error.code === CODES.wrongCode) return t.codeError;
  const message = error.message.trim();
  // The request layer fills an empty server message with the generic text: treat that as none.
  if (message === '' || message === common.genericFailure) return FALLBACK[call];
  return message;
}

/** The amount owed: the server's figure when it sends one, else the link's withholdingAmount. */
export function amountToPay(
  serverAmount: number | undefined,
  withholding: string | undefined,
): number | null {
  if (serverAmount !== undefined && Number.isInteger(serverAmount) && serverAmount > 0)
    return serverAmount;
  const fromLink = parseHundredths(withholding ?? '');
  return Number.isNaN(fromLink) || fromLink <= 0 ? null : fromLink;
}

/** alipay flag: online payment is offered when it is 1 (or true). */
export function offersOnlinePayment(flag: number | string | boolean | null | undefined): boolean {
  return flag === true || Number(flag) === 1;
}
