import { Link } from '../../components/link/link';
import { DataView } from '../../components/data-view/data-view';
import { Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { formatMoney } from '../../lib/format/money';
import { withSession } from '../../lib/session/session';
import { orderStrings as t } from '../../strings/order';
import { useOrderList, type OrderSummary } from './api/order-list';
import styles from './order-list.module.css';
import { ProductLogo } from '../../components/server-image/product-logo';
import { orderListLoader } from './api/order-list-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = orderListLoader.endpoint;

/** The borrower's loans: amount, status and due date; each opens its order detail. */
export default function OrderListRoute() {
  const swr = useOrderList();
  return (
    <Screen title={t.listTitle}>
      <DataView
        state={swr}
        skeleton={<Skeleton rows={5} height={72} />}
        empty={{
          when: ({ list }) => list.length === 0,
          show: <p className={styles.empty}>{t.list.empty}</p>,
        }}
      >
        {({ list: orders }) => (
          <ul className={styles.list}>
            {orders.map((order) => (
              <li key={order.orderId}>
                <OrderItem order={order} />
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </Screen>
  );
}

function OrderItem({ order }: { order: OrderSummary }) {
  return (
    <Link
      className={styles.item}
      to={withSession('/loanDetail', { orderId: order.orderId, productId: order.productId })}
    >
      <ProductLogo
        className={styles.logo}
        src={order.productLogo}
        name={order.productName}
        size={40}
      />
      <span className={styles.name}>{order.productName}</span>
      <span className={styles.status}>{order.statusText}</span>
      <span className={styles.meta}>
        <span className={styles.metaValue}>
          {t.list.amount} <span className={styles.amount}>{formatMoney(order.amount)}</span>
        </span>
        {order.repayDate ? (
          <span className={styles.metaValue}>
            {t.list.due} {order.repayDate}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
