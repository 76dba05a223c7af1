import { useState } from 'react';
import { bankAccount } from '../../../strings/bank-account';
import type { BankItem } from '../api/bind-card-init';
import { optionsOf } from '../bank-form-rules';
import { ChoiceSheet } from './choice-sheet';
import { FieldError } from './field-error';
import styles from './field.module.css';

export interface PickerFieldProps {
  item: BankItem;
  id: string;
  /** The chosen option's name ('' for none). */
  value: string;
  error?: string;
  onChange: (name: string) => void;
}

/** An enum, city-select or day item: a button showing the choice, opening a choice sheet. */
export function PickerField({ item, id, value, error, onChange }: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const isDay = item.cate === 'day';
  const shown = value === '' ? item.subtitle : isDay ? bankAccount.dayOption(value) : value;
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {item.title}
      </span>
      {/* ARIA 1.2 no longer lists aria-invalid for buttons, but screen readers still announce it
          and axe accepts it; the message itself is linked by aria-describedby. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
      <button
        id={id}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen(true)}
      >
        <span id={valueId} className={value === '' ? styles.placeholder : undefined}>
          {shown || bankAccount.choose}
        </span>
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <FieldError id={errorId} message={error} />
      <ChoiceSheet
        open={open}
        title={item.title}
        options={optionsOf(item)}
        value={value}
        layout={isDay ? 'grid' : 'list'}
        onCancel={() => setOpen(false)}
        onConfirm={(name) => {
          setOpen(false);
          onChange(name);
        }}
      />
    </div>
  );
}
