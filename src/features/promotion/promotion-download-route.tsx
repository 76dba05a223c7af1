import { useLocation } from 'react-router';
import { Button } from '../../components/button/button';
import { config } from '../../config/env';
import { openServerLink } from '../../lib/links/open-server-link';
import { promotionStrings as text } from '../../strings/promotion';
import { PromotionFrame } from './components/promotion-frame';
import styles from './components/promotion.module.css';

/** After registering (or when already registered): get the app (`/promotion/download?id=&link=`). */
export default function PromotionDownloadRoute() {
  const { search } = useLocation();
  const link = new URLSearchParams(search).get('link') ?? '';
  return (
    <PromotionFrame title={text.downloadTitle}>
      <section className={styles.download} aria-labelledby="download-title">
        <img
          src="/images/promotion/promotion-download.svg"
          alt={text.downloadImageAlt}
          width={320}
          height={240}
          className={styles.downloadImage}
        />
        <h1 id="download-title" className={styles.pageTitle}>
          {text.downloadTitle}
        </h1>
        <p>{text.downloadBody(config.appName)}</p>
        <Button
          block
          onClick={() => {
            // The link comes from the server's template: it opens only through the URL guard.
            openServerLink(link);
          }}
        >
          {text.downloadButton}
        </Button>
      </section>
    </PromotionFrame>
  );
}
