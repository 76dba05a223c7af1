import { BottomSheet } from '../../../components/bottom-sheet/bottom-sheet';
import type { ComplaintOrder } from '../api/problem-init-order';
import shared from './complaints.module.css';
import styles from './order-picker.module.css';

/**
 * The 'All' overlay: every order of the borrower, one tap chooses it. The start screen hands it
 * its wording: importing the screen's catalogue would make this chunk import from the screen's,
 * and the route table in every page's first script would then reach the screen through a facade.
 */
export default function OrderPicker({
  title,
  chosenLabel,
  open,
  orders,
  selectedNo,
  onChoose,
  onClose,
}: {
  title: string;
  chosenLabel: string;
  open: boolean;
  orders: readonly ComplaintOrder[];
  selectedNo: string | undefined;
  onChoose: (order: ComplaintOrder) => void;
  onClose: () => void;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} title={title} showClose>
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
                  <span className={shared.muted}>{order.orderNo}</span>
                  <span className={styles.pickStatus}>{order.status}</span>
                </span>
                {current ? <span className="visually-hidden">{chosenLabel}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
