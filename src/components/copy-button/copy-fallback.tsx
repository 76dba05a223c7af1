import { common } from '../../strings/common';
import { Dialog } from '../dialog/dialog';
import styles from './copy-fallback.module.css';

/**
 * When nothing could copy: the text, selected, in a box the borrower can long-press (several
 * lines, a message to share, in a text area).
 */
export default function CopyFallback({
  open,
  onClose,
  text,
}: {
  open: boolean;
  onClose: () => void;
  text: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={common.copyFallbackTitle}
      showClose
      testId="copy-fallback"
    >
      <p className={styles.hint}>{common.copyFallbackHint}</p>
      {text.includes('\n') ? (
        <textarea
          className={`${styles.box} ${styles.message}`}
          readOnly
          rows={8}
          value={text}
          aria-label={common.copyFallbackTitle}
          ref={(area) => area?.select()}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <input
          className={styles.box}
          readOnly
          value={text}
          aria-label={common.copyFallbackTitle}
          ref={(input) => input?.select()}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Dialog>
  );
}
