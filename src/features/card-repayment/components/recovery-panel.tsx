import { Button } from '../../../components/button/button';
import { cardRepaymentStrings as t } from '../../../strings/card-repayment';
import type { PaymentMode } from '../payment-mode';
import styles from './recovery-panel.module.css';

type RecoveryMode = Exclude<PaymentMode, { kind: 'ready' } | { kind: 'submitted' }>;

function messageOf(mode: RecoveryMode): string {
  if (mode.kind === 'checking') return t.checkingLastPayment;
  if (mode.kind === 'waiting') return t.stillProcessing;
  if (mode.kind === 'elsewhere') return t.inProgressElsewhere;
  return mode.message;
}

/**
 * In place of Pay while a lost answer is recovered or another tab pays: what is happening, in
 * plain words, and (when there is nothing running) a way to check again. Never a Pay button.
 */
export function RecoveryPanel({
  mode,
  onCheckAgain,
}: {
  mode: RecoveryMode;
  onCheckAgain: () => void;
}) {
  const checking = mode.kind === 'checking';
  return (
    <div className={styles.panel} data-testid="payment-recovery">
      <p className={styles.message} role="status">
        {checking ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {messageOf(mode)}
      </p>
      {checking ? null : (
        <Button block variant="secondary" onClick={onCheckAgain}>
          {t.checkAgain}
        </Button>
      )}
    </div>
  );
}
