import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { ChoiceDialog } from '../../../components/dialog/choice-dialog';
import { smsVerificationStrings as t } from '../../../strings/sms-verification';
import { resendLabel } from '../rules/card-repayment-rules';
import styles from './sms-dialog.module.css';

export interface SmsDialogProps {
  open: boolean;
  cardLabel: string;
  code: string;
  onCodeChange: (code: string) => void;
  remaining: number;
  onResend: () => void;
  resending: boolean;
  onConfirm: () => void;
  confirming: boolean;
  onCancel: () => void;
}

/** SMS verification: the code, resend with its 60 s countdown, Cancel and Confirm. */
export function SmsDialog(props: SmsDialogProps) {
  const inputId = useId();
  return (
    <ChoiceDialog
      open={props.open}
      title={t.verifyTitle}
      testId="sms-dialog"
      cancel={{ label: t.cancel, onClick: props.onCancel, disabled: props.confirming }}
      confirm={{ label: t.confirm, onClick: props.onConfirm, busy: props.confirming }}
    >
      <p className={styles.hint}>{t.verifyHint(props.cardLabel)}</p>
      <label className={styles.label} htmlFor={inputId}>
        {t.codeLabel}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={props.code}
          onChange={(event) => props.onCodeChange(event.target.value.replace(/\s/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') props.onConfirm();
          }}
        />
        <Button
          variant="ghost"
          className={styles.resend}
          busy={props.resending}
          disabled={props.remaining > 0}
          onClick={props.onResend}
        >
          <span aria-live="polite">{resendLabel(props.remaining)}</span>
        </Button>
      </div>
    </ChoiceDialog>
  );
}
