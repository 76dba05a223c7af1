import { useEffect, useRef } from 'react';
import type { CommitPayload } from './api/repayment-commit';
import { fetchRepaymentWay, type RepaymentWay } from './api/repayment-way';
import { commitPayload } from './rules/commit-payload';

export interface CommitPayloadInput {
  orderId: string;
  way: RepaymentWay | undefined;
  withholdingAmount: string | undefined;
  couponId: string | undefined;
}

/**
 * Builds commit bodies from the latest repayment way (its token and cards). A resend that runs
 * before the way has loaded (recovery on arrival) asks for it first.
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

  function payloadFrom(way: RepaymentWay, cardId: string, sendMsg: 0 | 1, key: string) {
    return commitPayload({ way, cardId, sendMsg, key, orderId, withholdingAmount, couponId });
  }

  async function payloadFor(cardId: string, sendMsg: 0 | 1, key: string): Promise<CommitPayload> {
    return payloadFrom(wayRef.current ?? (await fetchRepaymentWay(orderId)), cardId, sendMsg, key);
  }

  return { loadedWay, payloadFrom, payloadFor };
}
