import { ChoiceDialog } from '../../../components/dialog/choice-dialog';
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
    <ChoiceDialog
      open={open}
      title={t.rewithdraw.title}
      testId="rewithdraw-dialog"
      cancel={{ label: t.rewithdraw.cancel, onClick: onCancel }}
      confirm={{ label: t.rewithdraw.withdraw, onClick: onWithdraw }}
    >
      <p className={styles.dialogText}>{message}</p>
    </ChoiceDialog>
  );
}
