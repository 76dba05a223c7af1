import styles from './check-mark.module.css';

/** The round check mark of a single-choice list: filled with a tick when chosen, an outline when not. */
export function CheckMark({ checked }: { checked: boolean }) {
  return (
    <svg
      className={`${styles.check} ${checked ? styles.checked : ''}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
    >
      {checked ? (
        <>
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path className={styles.tick} d="M7 12.5l3.2 3.2L17 9" fill="none" strokeWidth="2.4" />
        </>
      ) : (
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
    </svg>
  );
}
