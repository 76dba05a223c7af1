import { loanConfirmStrings as t } from '../../../strings/loan-confirm';
import type { Agreement } from '../api/contract-list';
import { agreementPosition } from '../confirm-rules';
import styles from '../loan-confirm.module.css';

/** The agreement checkbox and the agreement titles as links; nothing when there are none. */
export function AgreementBlock({
  label,
  agreements,
  checked,
  onToggle,
  onOpen,
}: {
  label: string;
  agreements: readonly Agreement[];
  checked: boolean;
  onToggle: (checked: boolean) => void;
  onOpen: (position: number) => void;
}) {
  if (agreements.length === 0) return null;
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
        {agreements.map((item, index) => (
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
