import { BottomSheet } from '../../../components/bottom-sheet/bottom-sheet';
import { complaintStrings as t } from '../../../strings/complaints';
import type { ComplaintOrder } from '../api/problem-init-order';
import styles from './complaints.module.css';

/** The 'All' overlay: every order of the borrower, one tap chooses it. */
export function OrderPicker({
  open,
  orders,
  selectedNo,
  onChoose,
  onClose,
}: {
  open: boolean;
  orders: readonly ComplaintOrder[];
  selectedNo: string | undefined;
  onChoose: (order: ComplaintOrder) => void;
  onClose: () => void;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} title={t.chooseOrderTitle} showClose>
      <ul className={styles.pickList}>
        {orders.map((order) => {
          const current = order.orderNo === selectedNo;
          return (
            <li key={order.orderNo}>
              <button
                type="button"
                className={`${styles.pickItem} ${current ? styles.pickCurrent : ''}`}
                aria-current={current || undefined}
                onClick={() => onChoose(order)}
              >
                {order.productLogo ? (
                  <img
                    className={styles.logo}
                    src={order.productLogo}
                    alt=""
                    width={40}
                    height={40}
                  />
                ) : (
                  <span className={styles.logo} aria-hidden="true" />
                )}
                <span className={styles.pickText}>
                  <span className={styles.productName}>{order.productName}</span>
                  <span className={styles.muted}>{order.orderNo}</span>
                  <span className={styles.pickStatus}>{order.status}</span>
                </span>
                {current ? <span className="visually-hidden">{t.chosen}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
