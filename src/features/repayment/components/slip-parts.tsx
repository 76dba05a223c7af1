import { repaymentCodeStrings } from '../../../strings/repayment-code';
import styles from './slip-parts.module.css';

/** A code the borrower reads out or types at the counter: large, monospaced, taken whole by a tap. */
export function SlipCode({ code, testId }: { code: string; testId?: string }) {
  return (
    <p className={styles.code} data-testid={testId}>
      {code}
    </p>
  );
}

/** 'Please keep the deposit slip as proof of payment', set apart from the steps above it. */
export function KeepSlipNote({ role }: { role?: 'note' }) {
  return (
    <p className={styles.keep} role={role}>
      {repaymentCodeStrings.keepSlip}
    </p>
  );
}
