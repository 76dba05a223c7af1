import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { errorMessage } from '../../lib/api/api-error';
import { common } from '../../strings/common';
import { promotionStrings as text } from '../../strings/promotion';
import { useChannelTemplate } from './api/channel-template';
import { pageFields, trackVisit } from './api/tracking';
import { PromotionFrame } from './components/promotion-frame';
import { clientTypeOf, RegistrationForm } from './components/registration-form';
import styles from './components/promotion.module.css';
import { readPromotionParams } from './promotion-params';

/** Promotion registration landing page (`/promotion?app_from=&user_from=&utm_tag=&id=…`). */
export default function PromotionRoute() {
  const { search } = useLocation();
  const params = readPromotionParams(search);
  const { data: template, error, mutate, isLoading } = useChannelTemplate(params.id);
  const tracked = useRef(false);

  useEffect(() => {
    if (!template || tracked.current) return;
    tracked.current = true;
    void trackVisit(pageFields(params, template.id, clientTypeOf())).catch(() => undefined);
  }, [template, params]);

  return (
    <PromotionFrame title={template?.template.title || text.pageTitle}>
      <section className={styles.banner} aria-labelledby="promotion-headline">
        <img
          src="/images/promotion/promotion-banner.svg"
          alt={text.bannerAlt}
          width={640}
          height={320}
          className={styles.bannerImage}
          // The landing's largest paint: the prerendered page preloads it (prerendered-html.ts).
          fetchPriority="high"
        />
        <div className={styles.bannerText}>
          <h1 id="promotion-headline" className={styles.headline}>
            {template?.template.title || text.defaultHeadline}
          </h1>
          {isLoading ? (
            <Skeleton rows={2} className={styles.subtitleSkeleton} />
          ) : (
            <p className={styles.subtitle}>{template?.template.subtitle || text.defaultSubtitle}</p>
          )}
        </div>
      </section>
      {error ? (
        <ErrorView
          message={errorMessage(error, common.genericFailure)}
          onRetry={() => void mutate()}
        />
      ) : (
        <RegistrationForm template={template} params={params} search={search} />
      )}
    </PromotionFrame>
  );
}
