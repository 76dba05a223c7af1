import { useId } from 'react';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
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
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      dismissible={false}
      title={t.verifyTitle}
      testId="sms-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={props.onCancel} disabled={props.confirming}>
            {t.cancel}
          </Button>
          <Button busy={props.confirming} onClick={props.onConfirm}>
            {t.confirm}
          </Button>
        </>
      }
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
    </Dialog>
  );
}
