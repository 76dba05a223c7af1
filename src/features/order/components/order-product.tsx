import { Card } from '../../../components/screen/screen';
import { orderStrings as t } from '../../../strings/order';
import styles from '../order-detail.module.css';
import { ServerImage } from '../../../components/server-image/server-image';

export function OrderProduct({
  name,
  logo,
  rows,
}: {
  name: string;
  logo: string;
  rows: ReadonlyArray<{ text: string; value: string }>;
}) {
  return (
    <Card label={t.productSection}>
      <div className={styles.product}>
        <ServerImage className={styles.logo} src={logo} alt="" width={44} height={44} />
        <h2 className={styles.productName}>{name}</h2>
      </div>
      <dl className={styles.rows}>
        {rows.map((row, index) => (
          <div className={styles.row} key={`${row.text}-${index}`}>
            <dt>{row.text}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
