import { Button } from '../../../components/button/button';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { useArrivedModule } from '../../../lib/react/loaded-component';
import { repaymentStrings as t } from '../../../strings/repayment';
import type { DefDetail } from '../api/repayment-types';
import styles from './pay-code-card.module.css';
import { datedParts } from './repay-summary';

export interface PayCodeCardProps {
  /** The provider's logo and title, and how to pay at each counter (for 'Share'). */
  defDetail: DefDetail;
  payCode: string;
  /** Hundredths: what 'Share' says is to pay. */
  amount: number;
  /** Saves the repayment info and opens the saved code page. */
  onOpen: () => void;
  onShowBarCode: () => void;
  busy?: boolean;
}

/**
 * Logo, title, pay code, 'copy' and 'Share'; tapping the card opens the saved repayment code
 * page. 'Share' comes with the dated parts, in the browser, into the place kept for it.
 */
export function PayCodeCard({
  defDetail: { logo, title, payNotice },
  payCode,
  amount,
  onOpen,
  onShowBarCode,
  busy,
}: PayCodeCardProps) {
  const parts = useArrivedModule(datedParts);
  return (
    <section className={styles.card} aria-label={title}>
      <button
        type="button"
        className={styles.open}
        onClick={onOpen}
        aria-busy={busy || undefined}
        aria-label={t.payCodeOpen(title, payCode)}
      >
        <img className={styles.logo} src={logo} alt="" width={44} height={44} />
        <span className={styles.text}>
          <span className={styles.title}>{title}</span>
          <span className={styles.code} data-testid="pay-code">
            {payCode}
          </span>
          <span className={styles.hint}>{t.payCodeHint}</span>
        </span>
        <svg className={styles.arrow} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div className={styles.actions}>
        <CopyButton text={payCode} label={t.copy} accessibleLabel={t.copyPayCode(payCode)} />
        <Button variant="ghost" onClick={onShowBarCode}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M3 5v14M6 5v14M9 5v14M13 5v14M15 5v14M18 5v14M21 5v14"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          {t.showBarCode}
        </Button>
        {parts ? (
          <parts.SharePayCode
            amount={amount}
            payCode={payCode}
            codeName={title}
            payNotice={payNotice}
          />
        ) : null}
      </div>
    </section>
  );
}
