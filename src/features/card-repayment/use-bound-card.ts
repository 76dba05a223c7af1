import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { RepaymentWay } from './api/repayment-way';
import { boundCardId, cardBindingOf } from './rules/card-binding';

/**
 * Back on the page from binding a card (docs/decisions/bank-card-for-paying.md): a list kept
 * from the visit before is asked for afresh (it cannot hold the new card), and the card that was
 * not listed before is chosen, once.
 */
export function useBoundCard(
  way: { data: RepaymentWay | undefined; mutate: () => Promise<unknown> },
  choose: (cardId: string) => void,
): void {
  const { state } = useLocation();
  const [binding] = useState(() => cardBindingOf(state));
  const [kept] = useState(() => binding !== undefined && way.data !== undefined);
  const chosen = useRef(false);
  const { data, mutate } = way;

  useEffect(() => {
    if (kept) void mutate();
  }, [kept, mutate]);

  useEffect(() => {
    if (!binding || chosen.current || !data) return;
    const bound = boundCardId(data.bankCards, binding);
    if (bound === undefined) return;
    chosen.current = true;
    choose(bound);
  }, [binding, data, choose]);
}
