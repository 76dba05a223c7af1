import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button';

/**
 * The confirm screens' footer button: greyed and inert until the agreements allow it
 * (`canGoNext`), busy while the loan is pushed.
 */
export function NextButton({
  enabled,
  busy,
  onNext,
  children,
}: {
  enabled: boolean;
  busy: boolean;
  onNext: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      block
      busy={busy}
      disabled={!enabled}
      onClick={() => {
        if (enabled) onNext();
      }}
    >
      {children}
    </Button>
  );
}
