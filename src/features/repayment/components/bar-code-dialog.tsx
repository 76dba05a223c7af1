import { Dialog } from '../../../components/dialog/dialog';
import { repaymentSheetStrings as t } from '../../../strings/repayment-sheet';
import { BarCode } from './bar-code';
import styles from './bar-code-dialog.module.css';

/** The bar-code modal titled 'barCode' with 'scanToPay', the bar code and the code as text. */
export function BarCodeDialog({
  open,
  onClose,
  payCode,
}: {
  open: boolean;
  onClose: () => void;
  payCode: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={t.barCode} showClose testId="bar-code-dialog">
      <p className={styles.scan}>{t.scanToPay}</p>
      <BarCode value={payCode} label={t.barCodeLabel(payCode)} />
      <p className={styles.code}>{payCode}</p>
    </Dialog>
  );
}
