import { ErrorView, Skeleton } from '../../../components/status-view/status-view';
import { errorMessage } from '../../../lib/api/api-error';
import { common } from '../../../strings/common';
import { loanConfirmStrings as t } from '../../../strings/loan-confirm';
import { agreementPosition, showsAgreementBlock, type AgreementList } from '../confirm-rules';
import styles from '../loan-confirm.module.css';

/**
 * The agreement checkbox and the agreement titles as links. While the list loads it holds their
 * place; a failed list shows the server's message and a retry; it is hidden only when the list
 * loaded and is empty.
 */
export function AgreementBlock({
  label,
  list,
  checked,
  onToggle,
  onOpen,
  onRetry,
}: {
  label: string;
  list: AgreementList;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  onOpen: (position: number) => void;
  onRetry: () => void;
}) {
  if (!showsAgreementBlock(list)) return null;
  if (list.state === 'loading') {
    return (
      <section className={styles.agreement} aria-label={t.agreements} aria-busy="true">
        <p className={styles.agreementNote}>{t.agreementsLoading}</p>
        <Skeleton rows={2} className={styles.agreementSkeleton} />
      </section>
    );
  }
  if (list.state === 'failed') {
    return (
      <section className={styles.agreement} aria-label={t.agreements}>
        <ErrorView
          heading={t.agreementsFailed}
          message={errorMessage(list.error, common.genericFailure)}
          onRetry={onRetry}
        >
          <p className={styles.agreementNote}>{t.agreementsNeeded}</p>
        </ErrorView>
      </section>
    );
  }
  return (
    <section className={styles.agreement} aria-label={t.agreements}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        {label}
      </label>
      <ul className={styles.agreementLinks}>
        {list.agreements.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            <button
              type="button"
              className={styles.agreementLink}
              onClick={() => onOpen(agreementPosition(item, index))}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
