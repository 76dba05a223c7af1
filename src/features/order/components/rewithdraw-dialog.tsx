import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { orderStrings as t } from '../../../strings/order';
import styles from '../order-detail.module.css';

/** The re-withdraw pop-up: 'Cancel' goes home, 'Withdraw Now' goes to the confirm link. */
export function RewithdrawDialog({
  open,
  message,
  onCancel,
  onWithdraw,
}: {
  open: boolean;
  message: string;
  onCancel: () => void;
  onWithdraw: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={false}
      title={t.rewithdraw.title}
      testId="rewithdraw-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t.rewithdraw.cancel}
          </Button>
          <Button onClick={onWithdraw}>{t.rewithdraw.withdraw}</Button>
        </>
      }
    >
      <p className={styles.dialogText}>{message}</p>
    </Dialog>
  );
}
