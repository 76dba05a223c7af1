import { ChoiceDialog } from '../../../components/dialog/choice-dialog';
import { loanConfirmStrings as t } from '../../../strings/loan-confirm';
import styles from '../loan-confirm.module.css';

/** 'Point out': the server's title and content, 'Agree' stays and 'Cancel' leaves. */
export function BackPressDialog({
  open,
  title,
  content,
  onStay,
  onLeave,
}: {
  open: boolean;
  title: string;
  content: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ChoiceDialog
      open={open}
      title={t.pointOut}
      testId="back-press-dialog"
      cancel={{ label: t.cancel, onClick: onLeave }}
      confirm={{ label: t.agreeButton, onClick: onStay }}
    >
      {title ? <p className={styles.dialogLead}>{title}</p> : null}
      {content ? <p className={styles.dialogText}>{content}</p> : null}
    </ChoiceDialog>
  );
}
