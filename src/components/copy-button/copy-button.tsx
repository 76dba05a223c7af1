import { Suspense, useEffect, useState } from 'react';
import { copyText } from '../../lib/bridge/clipboard';
import { loadedComponent, loadModule } from '../../lib/react/loaded-component';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { Button, type ButtonVariant } from '../button/button';

// The fallback box is for the rare phone where nothing can copy: its code (and the dialog's)
// loads after the screen has painted, and shows at once when needed.
const fallbackModule = () => import('./copy-fallback');
const CopyFallback = loadedComponent(fallbackModule);

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
  const [fallbackUsed, setFallbackUsed] = useState(false);
  useEffect(() => {
    loadModule(fallbackModule).catch(() => undefined);
  }, []);
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
              setFallbackUsed(true);
              setFallbackOpen(true);
            }
          });
        }}
      >
        {label}
      </Button>
      {fallbackUsed ? (
        <Suspense fallback={null}>
          <CopyFallback open={fallbackOpen} onClose={() => setFallbackOpen(false)} text={text} />
        </Suspense>
      ) : null}
    </>
  );
}
