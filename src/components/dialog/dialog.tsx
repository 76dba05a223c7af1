import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useOnClient } from '../../lib/react/use-on-client';
import { OPEN_AT_LOAD } from '../../lib/rendered-page/page-attributes';
import { common } from '../../strings/common';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the borrower dismisses the dialog (Escape, outside tap, close icon). */
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Action buttons, laid out side by side at the bottom. */
  actions?: ReactNode;
  /** False for pop-ups the spec says cannot be closed by tapping outside (or Escape). */
  dismissible?: boolean;
  /** Show a close icon in the corner. */
  showClose?: boolean;
  variant?: 'center' | 'sheet';
  className?: string;
  testId?: string;
}

/** A modal on the platform's `<dialog>`: focus trap, Escape and the top layer come for free. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  dismissible = true,
  showClose = false,
  variant = 'center',
  className,
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Rendered open by the server (and still hydrating): the paint guard has opened it already
  // (src/paint-guard/open-dialogs.ts); the effect below then finds it open.
  const onClient = useOnClient();
  const openAtLoad = open && !onClient;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const classes = [styles.dialog, variant === 'sheet' ? styles.sheet : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    // The backdrop tap (onClick) is the pointer twin of Escape, which keyboards get natively
    // through the cancel event; the dialog itself is not a control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={title ? titleId : undefined}
      data-testid={testId}
      {...(openAtLoad ? { [OPEN_AT_LOAD]: '' } : {})}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the <dialog> element itself, outside the panel.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {showClose ? (
            <button
              type="button"
              className={styles.close}
              aria-label={common.close}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
