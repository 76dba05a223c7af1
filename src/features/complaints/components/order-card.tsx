import type { ComplaintOrder } from '../api/problem-init-order';
import styles from './complaints.module.css';

/** The selected order: product logo, name, status and the server's title/value rows. */
export function OrderCard({ order }: { order: ComplaintOrder }) {
  return (
    <div className={styles.order} data-testid="selected-order">
      <div className={styles.orderHead}>
        {order.productLogo ? (
          <img className={styles.logo} src={order.productLogo} alt="" width={40} height={40} />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <p className={styles.productName}>{order.productName}</p>
        <span className={styles.status}>{order.status}</span>
      </div>
      {order.list.length > 0 ? (
        <dl className={styles.rows}>
          {order.list.map((row) => (
            <div key={`${row.title}-${row.value}`} className={styles.row}>
              <dt>{row.title}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
