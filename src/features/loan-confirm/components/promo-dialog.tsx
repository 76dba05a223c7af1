import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { loanConfirmStrings as t } from '../../../strings/loan-confirm';
import styles from '../loan-confirm.module.css';

/** The V32 promotional pop-up: close icon, top image, the server's message and button. */
export function PromoDialog({
  open,
  image,
  message,
  buttonText,
  busy,
  onClose,
  onAction,
}: {
  open: boolean;
  image: string;
  message: string;
  buttonText: string;
  busy: boolean;
  onClose: () => void;
  onAction: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      showClose
      title={t.promoTitle}
      testId="promo-dialog"
      actions={
        <Button block busy={busy} onClick={onAction}>
          {buttonText}
        </Button>
      }
    >
      {image ? (
        <img className={styles.promoImage} src={image} alt="" width={240} height={120} />
      ) : null}
      <p className={styles.dialogText}>{message}</p>
    </Dialog>
  );
}
