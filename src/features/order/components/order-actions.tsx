import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { orderStrings as t } from '../../../strings/order';
import type { OrderAction } from '../order-rules';
import styles from '../order-detail.module.css';

export interface OrderActionsProps {
  actions: readonly OrderAction[];
  busy: boolean;
  onRepay: () => void;
  onRollover: () => void;
  onBorrowAgain: () => void;
}

/** The button area of the order detail, per status (SPEC.md section 4). */
export function OrderActions({
  actions,
  busy,
  onRepay,
  onRollover,
  onBorrowAgain,
}: OrderActionsProps) {
  const captionId = useId();
  return (
    <section className={styles.actions} aria-label={t.actions}>
      {actions.map((action) => {
        switch (action) {
          case 'repay':
            return (
              <Button key={action} block onClick={onRepay}>
                {t.repay}
              </Button>
            );
          case 'repayment':
            return (
              <Button key={action} block onClick={onRepay}>
                {t.repayment}
              </Button>
            );
          case 'rollover':
            return (
              <div key={action} className={styles.rolloverGroup}>
                <p id={captionId} className={styles.caption}>
                  {t.shortOfMoney}
                </p>
                <Button block variant="secondary" aria-describedby={captionId} onClick={onRollover}>
                  {t.rollover}
                </Button>
              </div>
            );
          case 'borrowAgain':
            return (
              <Button key={action} block busy={busy} onClick={onBorrowAgain}>
                {t.borrowAgain}
              </Button>
            );
        }
      })}
    </section>
  );
}
