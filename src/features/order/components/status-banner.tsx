import { orderStrings as t } from '../../../strings/order';
import { bannerImage } from '../order-rules';
import styles from '../order-detail.module.css';

export function StatusBanner({
  status,
  title,
  description,
}: {
  status: number;
  title: string;
  description: string;
}) {
  return (
    <section className={styles.banner} aria-label={t.statusBanner} data-status={status}>
      <img className={styles.bannerImage} src={bannerImage(status)} alt="" width={96} height={77} />
      <div className={styles.bannerText}>
        <h2 className={styles.status}>{title}</h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
    </section>
  );
}
