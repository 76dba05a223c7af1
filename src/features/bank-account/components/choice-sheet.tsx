import { useId, useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet/bottom-sheet';
import { Button } from '../../../components/button/button';
import { common } from '../../../strings/common';
import type { BankOption } from '../api/bind-card-init';
import styles from './choice-sheet.module.css';

export interface ChoiceSheetProps {
  open: boolean;
  title: string;
  options: readonly BankOption[];
  /** The option name chosen now ('' for none). */
  value: string;
  /** Days sit in a compact calendar-like grid; everything else is a list. */
  layout: 'list' | 'grid';
  onConfirm: (name: string) => void;
  onCancel: () => void;
}

/**
 * A single-choice picker on the shared bottom sheet: native radios in a fieldset, so screen
 * readers announce one group; nothing changes until Confirm, Cancel leaves the value as it was.
 */
export function ChoiceSheet({ open, title, onCancel, ...body }: ChoiceSheetProps) {
  return (
    <BottomSheet open={open} onClose={onCancel} title={title}>
      <ChoiceBody title={title} onCancel={onCancel} {...body} />
    </BottomSheet>
  );
}

/** Mounted each time the sheet opens, so the pending pick starts from the current value. */
function ChoiceBody({
  title,
  options,
  value,
  layout,
  onConfirm,
  onCancel,
}: Omit<ChoiceSheetProps, 'open'>) {
  const [pending, setPending] = useState(value);
  const name = useId();
  return (
    <>
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{title}</legend>
        <div className={layout === 'grid' ? styles.grid : styles.list}>
          {options.map((option) => (
            <label key={`${option.type}|${option.name}`} className={styles.option}>
              <input
                className={styles.radio}
                type="radio"
                name={name}
                value={option.name}
                checked={pending === option.name}
                onChange={() => setPending(option.name)}
              />
              <span className={styles.name}>{option.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {common.cancel}
        </Button>
        <Button onClick={() => (pending === '' ? onCancel() : onConfirm(pending))}>
          {common.confirm}
        </Button>
      </div>
    </>
  );
}
