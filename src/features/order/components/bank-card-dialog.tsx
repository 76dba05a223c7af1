import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { orderStrings as t } from '../../../strings/order';
import styles from '../order-detail.module.css';

/** The bank-card update dialog (cardNeedPop = 1): its close icon sets the flag to 0. */
export function BankCardDialog({
  open,
  title,
  message,
  onClose,
  onBind,
}: {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
  onBind: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={false}
      showClose
      title={title}
      testId="bank-card-dialog"
      actions={<Button onClick={onBind}>{t.bankCard.bind}</Button>}
    >
      <p className={styles.dialogText}>{message}</p>
    </Dialog>
  );
}
