import { DataView } from '../../components/data-view/data-view';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/link/link';
import { Button } from '../../components/button/button';
import { Card, Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { screenPath } from '../../config/screen-for-path';
import { moduleForTap, withFeedback } from '../../lib/api/feedback';
import { warmModule } from '../../lib/react/loaded-component';
import { withSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { complaintSubmitStrings as t } from '../../strings/complaint-submit';
import { useProblemTypes } from './api/problem-types';
import { ImageUploader } from './components/image-uploader';
import { SuccessOverlay } from './components/success-overlay';
import styles from './components/complaints.module.css';
import { buildComplaintPayload, descriptionError } from './rules/complaint-payload';
import { loadDraft, saveDraft } from './rules/complaint-draft';
import { clearComplaintStorage, readComplaintOrderNo } from './rules/complaint-storage';
import { applyDescriptionInput, descriptionCounter } from './rules/description-limit';
import { parseTypeParam } from './rules/type-param';
import { useImageUploads } from './use-image-uploads';
import { problemTypes } from '../../contract/complaint-types';

/** The endpoint whose answer the server's page may hand this screen (the server makes its call). */
export const dataEndpoint = problemTypes;

/** How long the success overlay shows before the redirect (SPEC.md section 9). */
export const SUCCESS_OVERLAY_MS = 1500;

// Only Send files the complaint: its call is fetched when a finger comes to a control (warmed).
// Send waits for it; when it cannot be fetched, Send says there is no connection and the
// complaint stays as written.
const saving = () => import('./api/problem-save');

function TypeTags({
  problemType,
  problemSonType,
}: {
  problemType: number;
  problemSonType?: number;
}) {
  return (
    <DataView
      state={useProblemTypes()}
      errorHeading={null}
      skeleton={<Skeleton rows={1} height={41} />}
    >
      {(data) => {
        const type = data.problemType.find((option) => option.value === problemType);
        const sonType = data.problemSonType.find((option) => option.value === problemSonType);
        return (
          <ul className={styles.tags} aria-label={t.questionType}>
            <li className={styles.tag}>{type?.title ?? t.chooseType}</li>
            {sonType ? (
              <li className={`${styles.tag} ${styles.tagSoft}`}>{sonType.title}</li>
            ) : null}
          </ul>
        );
      }}
    </DataView>
  );
}

function ComplaintForm({
  problemType,
  problemSonType,
  orderNo,
}: {
  problemType: number;
  problemSonType?: number;
  orderNo: string;
}) {
  const navigate = useNavigate();
  const textId = useId();
  const counterId = useId();
  const [draft] = useState(() => loadDraft(orderNo));
  const [text, setText] = useState(() => draft?.text ?? '');
  const uploads = useImageUploads(draft?.images ?? []);
  const [phase, setPhase] = useState<'editing' | 'saving' | 'sent'>('editing');
  const { uploadedUrls } = uploads;
  const imagesKey = uploadedUrls.join(',');

  useEffect(() => {
    if (draft && (draft.text !== '' || draft.images.length > 0)) showToast(t.draftRestored);
  }, [draft]);

  useEffect(() => {
    warmModule(saving);
  }, []);

  // Every change is kept, so a reload or an accidental back loses nothing until it is sent.
  useEffect(() => {
    if (phase === 'sent') return;
    saveDraft({ orderNo, text, images: imagesKey === '' ? [] : imagesKey.split(',') });
  }, [orderNo, text, imagesKey, phase]);

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(() => {
      // Back to the complaint landing for the order just complained about.
      void navigate(withSession(screenPath('complaint'), { orderId: orderNo }), { replace: true });
    }, SUCCESS_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate, orderNo]);

  async function send() {
    if (phase !== 'editing') return;
    const problem = descriptionError(text);
    if (problem) {
      showToast(problem);
      return;
    }
    if (uploads.busy) {
      showToast(t.waitForUploads);
      return;
    }
    setPhase('saving');
    try {
      const { saveComplaint } = await moduleForTap(saving);
      const result = await withFeedback(
        () =>
          saveComplaint(
            buildComplaintPayload({
              problemType,
              problemSonType,
              description: text,
              imageUrls: uploadedUrls,
              orderNo,
            }),
          ),
        { loadingText: common.loading },
      );
      if (!result.success) {
        showToast(t.sendFailed);
        setPhase('editing');
        return;
      }
      clearComplaintStorage();
      setPhase('sent');
    } catch {
      setPhase('editing');
    }
  }

  return (
    <>
      <Card label={t.describeLabel}>
        <label htmlFor={textId} className={styles.label}>
          {t.describeLabel}
        </label>
        <div className={styles.textBox}>
          <textarea
            id={textId}
            className={styles.textarea}
            value={text}
            rows={6}
            placeholder={t.describePlaceholder}
            aria-describedby={counterId}
            readOnly={phase !== 'editing'}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setText((previous) => applyDescriptionInput(previous, next));
            }}
          />
          <span id={counterId} className={styles.counter} data-testid="counter">
            {descriptionCounter(text)}
          </span>
        </div>
      </Card>
      <Card label={t.images}>
        <ImageUploader
          items={uploads.items}
          onAdd={uploads.addFiles}
          onRemove={uploads.remove}
          disabled={phase !== 'editing'}
        />
      </Card>
      <p className={styles.promise}>{t.replyPromise}</p>
      <div className={styles.sendBar}>
        <Button block busy={phase !== 'editing'} onClick={() => void send()}>
          {t.send}
        </Button>
      </div>
      {phase === 'sent' ? <SuccessOverlay /> : null}
    </>
  );
}

export default function ComplaintSubmitRoute() {
  useSession();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const problemType = parseTypeParam(query.get('problemType'));
  const problemSonType = parseTypeParam(query.get('problemSonType'));
  const orderNo = query.get('orderNo')?.trim() || readComplaintOrderNo() || '';

  return (
    <Screen title={t.submitTitle}>
      {problemType === undefined || orderNo === '' ? (
        <ErrorView heading={null} message={t.missingType}>
          <Link to={withSession(screenPath('complaint'), { orderId: orderNo })}>
            {t.chooseType}
          </Link>
        </ErrorView>
      ) : (
        <>
          <Card label={t.questionType}>
            <h2 className={styles.heading}>{t.questionType}</h2>
            <TypeTags problemType={problemType} problemSonType={problemSonType} />
          </Card>
          <ComplaintForm
            key={`${orderNo}-${problemType}-${problemSonType ?? ''}`}
            problemType={problemType}
            problemSonType={problemSonType}
            orderNo={orderNo}
          />
        </>
      )}
    </Screen>
  );
}
