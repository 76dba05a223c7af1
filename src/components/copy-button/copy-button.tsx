import { useState } from 'react';
import { copyText } from '../../lib/bridge/clipboard';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { Button, type ButtonVariant } from '../button/button';
import { Dialog } from '../dialog/dialog';
import styles from './copy-button.module.css';

export interface CopyButtonProps {
  text: string;
  label: string;
  /** What the copied value is, for screen readers ("Copy pay code"). */
  accessibleLabel?: string;
  variant?: ButtonVariant;
  className?: string;
  onCopied?: () => void;
}

/**
 * Copies with every fallback (native, Clipboard API, execCommand) and toasts 'copy success'.
 * When nothing can copy, it shows the text selected in a box the borrower can long-press.
 */
export function CopyButton({
  text,
  label,
  accessibleLabel,
  variant = 'secondary',
  className,
  onCopied,
}: CopyButtonProps) {
  const [fallbackOpen, setFallbackOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-label={accessibleLabel}
        onClick={(event) => {
          event.stopPropagation();
          // copyText never rejects: a copy that fails resolves false and opens the fallback box.
          void copyText(text).then((copied) => {
            if (copied) {
              showToast(common.copySuccess);
              onCopied?.();
            } else {
              setFallbackOpen(true);
            }
          });
        }}
      >
        {label}
      </Button>
      <Dialog
        open={fallbackOpen}
        onClose={() => setFallbackOpen(false)}
        title={common.copyFallbackTitle}
        showClose
        testId="copy-fallback"
      >
        <p className={styles.hint}>{common.copyFallbackHint}</p>
        <input
          className={styles.box}
          readOnly
          value={text}
          aria-label={common.copyFallbackTitle}
          ref={(input) => input?.select()}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Dialog>
    </>
  );
}
