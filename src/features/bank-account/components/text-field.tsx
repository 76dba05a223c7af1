import type { BankItem } from '../api/bind-card-init';
import { PHONE_INPUT_TYPE } from '../bank-form-rules';
import { isDigitOnly, NAME_MAX_LENGTH, sanitizeInput } from '../field-input';
import { FieldError } from './field-error';
import styles from './field.module.css';

export interface TextFieldProps {
  item: BankItem;
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A text item: digit-only unless it is the holder's name (SPEC.md section 5). */
export function TextField({ item, id, value, error, onChange }: TextFieldProps) {
  const digits = isDigitOnly(item);
  const phone = item.inputType === PHONE_INPUT_TYPE;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {item.title}
      </label>
      <input
        id={id}
        className={styles.input}
        type={phone ? 'tel' : 'text'}
        inputMode={phone ? 'tel' : digits ? 'numeric' : 'text'}
        autoComplete={phone ? 'tel' : item.inputType === 'name' ? 'name' : 'off'}
        autoCapitalize={digits ? 'off' : 'words'}
        spellCheck={false}
        // No maxLength on digit inputs: it would cut a pasted '+63 917-…' before the sanitising.
        maxLength={digits ? undefined : NAME_MAX_LENGTH}
        placeholder={item.subtitle}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(sanitizeInput(item, event.target.value))}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
