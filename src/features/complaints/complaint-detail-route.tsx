import { DataView } from '../../components/data-view/data-view';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Card, Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { RATING_DELAY_MS } from '../../config/spec-timings';
import { useSession } from '../../lib/session/use-session';
import { complaintDetailStrings as t } from '../../strings/complaint-detail';
import { useProblemDetail, type ProblemDetail } from './api/problem-detail';
import { ImageViewer, Thumbnails } from './components/image-viewer';
import { RatingDialog } from './components/rating-dialog';
import styles from './components/complaints.module.css';
import { descriptionCounter } from './rules/description-limit';
import { parseTypeParam } from './rules/type-param';
import { problemDetail } from '../../contract/complaints';

/** The endpoint whose answer the server's page may hand this screen (the server makes its call). */
export const dataEndpoint = problemDetail;

function hasReply(detail: ProblemDetail): boolean {
  return detail.disposeDetail.trim() !== '' || detail.disposeImages.length > 0;
}

function Detail({ detail, onRated }: { detail: ProblemDetail; onRated: () => void }) {
  const contentId = useId();
  const [viewing, setViewing] = useState<{ src: string; alt: string }>();
  const [rating, setRating] = useState(false);
  const scheduled = useRef(false);

  useEffect(() => {
    if (detail.isNeedScore === 0 || scheduled.current) return;
    scheduled.current = true;
    const timer = setTimeout(() => setRating(true), RATING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      scheduled.current = false;
    };
  }, [detail.isNeedScore]);

  return (
    <>
      <Card label={t.questionType}>
        <h2 className={styles.heading}>{t.questionType}</h2>
        <ul className={styles.tags}>
          <li className={styles.tag}>{detail.type}</li>
          {detail.sonType ? (
            <li className={`${styles.tag} ${styles.tagSoft}`}>{detail.sonType}</li>
          ) : null}
        </ul>
      </Card>
      <Card label={t.content}>
        <label htmlFor={contentId} className={styles.label}>
          {t.content}
        </label>
        <div className={styles.textBox}>
          <textarea
            id={contentId}
            className={styles.textarea}
            value={detail.content}
            rows={5}
            readOnly
          />
          <span className={styles.counter}>{descriptionCounter(detail.content)}</span>
        </div>
        {detail.images.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{t.yourImages}</h3>
            <Thumbnails
              images={detail.images}
              alt={t.imageAlt}
              enlargeLabel={t.enlarge}
              onOpen={setViewing}
            />
          </>
        ) : null}
      </Card>
      {hasReply(detail) ? (
        <Card label={t.processResult}>
          <h2 className={styles.heading}>{t.processResult}</h2>
          <p className={styles.agent}>{t.agentLabel}</p>
          {detail.disposeDetail ? <p className={styles.reply}>{detail.disposeDetail}</p> : null}
          {detail.disposeImages.length > 0 ? (
            <>
              <h3 className="visually-hidden">{t.replyImages}</h3>
              <Thumbnails
                images={detail.disposeImages}
                alt={t.replyImageAlt}
                enlargeLabel={t.enlarge}
                onOpen={setViewing}
              />
            </>
          ) : null}
        </Card>
      ) : (
        <p className={styles.promise} data-testid="reply-promise">
          {t.awaitingReply}
        </p>
      )}
      <ImageViewer image={viewing} onClose={() => setViewing(undefined)} />
      <RatingDialog
        open={rating}
        problemId={detail.problemId}
        onClose={() => setRating(false)}
        onRated={() => {
          setRating(false);
          onRated();
        }}
      />
    </>
  );
}

export default function ComplaintDetailRoute() {
  useSession();
  const { search } = useLocation();
  const problemId = parseTypeParam(new URLSearchParams(search).get('problemId'));
  const swr = useProblemDetail(problemId);

  return (
    <Screen title={t.detailTitle}>
      {problemId === undefined ? (
        <ErrorView heading={null} message={t.missingProblemId} />
      ) : (
        <DataView
          state={swr}
          skeleton={
            <Card>
              <Skeleton rows={5} />
            </Card>
          }
        >
          {(detail) => <Detail detail={detail} onRated={() => void swr.mutate()} />}
        </DataView>
      )}
    </Screen>
  );
}
