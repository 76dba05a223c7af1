import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
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
    <Dialog
      open={open}
      onClose={onStay}
      dismissible={false}
      title={t.pointOut}
      testId="back-press-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onLeave}>
            {t.cancel}
          </Button>
          <Button onClick={onStay}>{t.agreeButton}</Button>
        </>
      }
    >
      {title ? <p className={styles.dialogLead}>{title}</p> : null}
      {content ? <p className={styles.dialogText}>{content}</p> : null}
    </Dialog>
  );
}
