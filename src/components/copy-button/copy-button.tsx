import { Suspense, useState } from 'react';
import { loadedComponent, loadModule, useArrivedModule } from '../../lib/react/loaded-component';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { Button, type ButtonVariant } from '../button/button';

// Only a tap copies: the copy code arrives beside the screen, asked for on its first render, so
// the copy runs within the tap (the Clipboard API and execCommand want one). The fallback box is
// for the rare phone where nothing can copy: its code (and the dialog's) is fetched only then.
const clipboardModule = () => import('../../lib/bridge/clipboard');
const fallbackModule = () => import('./copy-fallback');
const CopyFallback = loadedComponent(fallbackModule);

type Clipboard = Awaited<ReturnType<typeof clipboardModule>>;

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
  const clipboard = useArrivedModule(clipboardModule);

  function copy({ copyText }: Clipboard) {
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
  }

  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-label={accessibleLabel}
        onClick={(event) => {
          event.stopPropagation();
          // Normally here already, so the copy runs within the tap (the Clipboard API and
          // execCommand want one); else it runs once the code arrives, or says there is no
          // connection when it cannot (a chunk failure, never an API error: no request layer).
          if (clipboard) copy(clipboard);
          else loadModule(clipboardModule).then(copy, () => showToast(common.networkError));
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
