import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ChoiceDialog } from '../../../components/dialog/choice-dialog';
import { Dialog } from '../../../components/dialog/dialog';
import { StarRating } from '../../../components/star-rating/star-rating';
import { errorMessage } from '../../../lib/api/api-error';
import { nativeActions } from '../../../lib/bridge/native-actions';
import { useTapGuard } from '../../../lib/react/use-tap-guard';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { orderStrings as t } from '../../../strings/order';
import { submitGoogleScore } from '../api/google-score';
import { ratingOutcome } from '../rating-rules';
import styles from '../order-detail.module.css';

export interface RatingDialogProps {
  open: boolean;
  productId: string;
  orderId: string;
  onClose: () => void;
}

/**
 * The rating pop-up: the stars picked decide what follows (a result modal below 4, the native
 * rate prompt from 4), but the server always receives 5.
 */
export function RatingDialog({ open, productId, orderId, onClose }: RatingDialogProps) {
  const [stars, setStars] = useState(0);
  const { busy, take, release } = useTapGuard();
  const [resultOpen, setResultOpen] = useState(false);

  async function submit() {
    const outcome = ratingOutcome(stars);
    if (outcome === 'pickFirst') {
      showToast(t.rating.pickFirst);
      return;
    }
    if (!take()) return;
    try {
      await submitGoogleScore(productId, orderId);
      onClose();
      if (outcome === 'resultModal') setResultOpen(true);
      else nativeActions.goToRate();
    } catch (error) {
      showToast(errorMessage(error, common.genericFailure));
    } finally {
      release();
    }
  }

  return (
    <>
      <ChoiceDialog
        open={open}
        title={t.rating.title}
        testId="rating-dialog"
        cancel={{ label: t.rating.cancel, onClick: onClose }}
        confirm={{ label: t.rating.submit, onClick: () => void submit(), busy }}
      >
        <p className={styles.dialogText}>{t.rating.body}</p>
        <StarRating value={stars} onChange={setStars} label={t.rating.stars} />
      </ChoiceDialog>
      <Dialog
        open={resultOpen}
        onClose={() => setResultOpen(false)}
        title={t.ratingResult.title}
        testId="rating-result"
        actions={<Button onClick={() => setResultOpen(false)}>{t.ratingResult.ok}</Button>}
      >
        <p className={styles.dialogText}>{t.ratingResult.body}</p>
      </Dialog>
    </>
  );
}
