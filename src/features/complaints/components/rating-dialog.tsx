import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { StarRating } from '../../../components/star-rating/star-rating';
import { errorMessage } from '../../../lib/api/api-error';
import { withFeedback } from '../../../lib/api/feedback';
import { useTapGuard } from '../../../lib/react/use-tap-guard';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { complaintDetailStrings as t } from '../../../strings/complaint-detail';
import { saveScore } from '../api/save-score';
import styles from './complaints.module.css';

/** 'Please rate this service': 5 stars, Cancel and Send; no outside-tap close. */
export function RatingDialog({
  open,
  problemId,
  onClose,
  onRated,
}: {
  open: boolean;
  problemId: number;
  onClose: () => void;
  onRated: () => void;
}) {
  const [stars, setStars] = useState(0);
  const { busy: sending, take, release } = useTapGuard();
  const [failure, setFailure] = useState('');

  async function send() {
    if (stars === 0) {
      showToast(t.ratePick);
      setFailure(t.ratePick);
      return;
    }
    if (!take()) return;
    setFailure('');
    try {
      await withFeedback(() => saveScore(problemId, stars));
      showToast(t.rateSuccess);
      setStars(0);
      onRated();
    } catch (error) {
      // The toast sits under the modal's backdrop, so the message is repeated inside the modal.
      setFailure(errorMessage(error, common.genericFailure));
    } finally {
      release();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={false}
      title={t.rateTitle}
      testId="rating-dialog"
      actions={
        <>
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            {t.rateCancel}
          </Button>
          <Button busy={sending} onClick={() => void send()}>
            {t.rateSend}
          </Button>
        </>
      }
    >
      <StarRating
        value={stars}
        label={t.rateLabel}
        onChange={(value) => {
          setStars(value);
          setFailure('');
        }}
      />
      <p className={styles.dialogError} role="alert">
        {failure}
      </p>
    </Dialog>
  );
}
