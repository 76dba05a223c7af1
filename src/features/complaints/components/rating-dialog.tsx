import { useState } from 'react';
import { ChoiceDialog } from '../../../components/dialog/choice-dialog';
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
    <ChoiceDialog
      open={open}
      title={t.rateTitle}
      testId="rating-dialog"
      cancel={{ label: t.rateCancel, onClick: onClose, disabled: sending }}
      confirm={{ label: t.rateSend, onClick: () => void send(), busy: sending }}
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
    </ChoiceDialog>
  );
}
