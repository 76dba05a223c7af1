import { useEffect, useRef } from 'react';
import type { CommitPayload } from './api/repayment-commit';
import { fetchRepaymentWay, type RepaymentWay } from './api/repayment-way';
import type { PaymentCalls } from './load-payment-calls';
import type { PaymentAttempt } from './rules/payment-attempt';

export interface CommitPayloadInput {
  orderId: string;
  way: RepaymentWay | undefined;
  withholdingAmount: string | undefined;
  couponId: string | undefined;
}

/**
 * The latest repayment way (its token and cards) for the commit bodies, and the resend body of
 * an attempt. A resend that runs before the way has loaded (recovery on arrival) asks for it
 * first. The body builder arrives with the payment calls, which every step has in hand.
 */
export function useCommitPayload(input: CommitPayloadInput) {
  const { orderId, withholdingAmount, couponId } = input;
  const wayRef = useRef(input.way);

  useEffect(() => {
    wayRef.current = input.way;
  }, [input.way]);

  /** The repayment way as loaded so far. */
  function loadedWay(): RepaymentWay | undefined {
    return wayRef.current;
  }

  /** The resend (sendMsg 1) of `attempt`: same card, same key. */
  async function resendPayload(
    calls: PaymentCalls,
    attempt: PaymentAttempt,
  ): Promise<CommitPayload> {
    const way = wayRef.current ?? (await fetchRepaymentWay(orderId));
    const { cardId, key } = attempt;
    return calls.commitPayload({
      way,
      cardId,
      sendMsg: 1,
      key,
      orderId,
      withholdingAmount,
      couponId,
    });
  }

  return { loadedWay, resendPayload };
}
