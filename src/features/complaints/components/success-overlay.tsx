import { complaintSubmitStrings as t } from '../../../strings/complaint-submit';
import styles from './complaints.module.css';

/** Shown for 1.5 s after a complaint is filed, before the redirect. */
export function SuccessOverlay() {
  return (
    <div className={styles.overlay} role="alert" data-testid="success-overlay">
      <div className={styles.overlayPanel}>
        <img src="/images/complaints/success.svg" alt="" width={72} height={72} />
        <p className={styles.overlayTitle}>{t.successTitle}</p>
        <p>{t.replyPromise}</p>
      </div>
    </div>
  );
}
