import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';

export interface ChoiceDialogProps {
  open: boolean;
  title: ReactNode;
  testId: string;
  children: ReactNode;
  /** The secondary button, on the left. */
  cancel: { label: string; onClick: () => void; disabled?: boolean };
  /** The primary button, on the right; busy while its request runs. */
  confirm: { label: string; onClick: () => void; busy?: boolean };
}

/** A pop-up that asks for one of two answers: no outside-tap or Escape close, two buttons. */
export function ChoiceDialog({
  open,
  title,
  testId,
  children,
  cancel,
  confirm,
}: ChoiceDialogProps) {
  return (
    <Dialog
      open={open}
      // Not dismissible: neither Escape nor a tap outside closes it, so onClose is never called.
      onClose={cancel.onClick}
      dismissible={false}
      title={title}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" disabled={cancel.disabled} onClick={cancel.onClick}>
            {cancel.label}
          </Button>
          <Button busy={confirm.busy} onClick={confirm.onClick}>
            {confirm.label}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
