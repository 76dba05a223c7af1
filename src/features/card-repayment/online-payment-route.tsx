import { useCallback, useEffect, useRef, useState } from 'react';
import { Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { parseHundredths } from '../../lib/format/money';
import { openServerLink } from '../../lib/links/open-server-link';
import { useSession } from '../../lib/session/use-session';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { onlinePaymentStrings as t } from '../../strings/online-payment';
import { requestOnlinePayment } from './api/repayment-huichao';
import { cardErrorMessage } from './rules/card-repayment-rules';
import styles from './online-payment.module.css';

/**
 * The alternative online payment (/onlinePayment, legacy #/alipayrepayment): asks repayment-huichao
 * for the payment page and leaves for its url through the URL guard.
 */
export default function OnlinePaymentRoute() {
  const { userId = '', orderId = '', withholdingAmount } = useSession();
  const amount = parseHundredths(withholdingAmount ?? '');
  // A link without the order or a positive amount can open nothing: it says so from the first
  // render (the server's too), and asks for nothing.
  const complete = !Number.isNaN(amount) && amount > 0 && orderId !== '';
  const [failure, setFailure] = useState<string | null>(complete ? null : t.onlineLinkIncomplete);
  const started = useRef(false);

  const start = useCallback(async () => {
    if (!complete) return;
    try {
      const { url } = await requestOnlinePayment({ userId, orderId, amount });
      if (openServerLink(url, { replace: true }) === 'blocked') setFailure(common.linkBlocked);
    } catch (error) {
      const message = cardErrorMessage('huichao', error);
      showToast(message);
      setFailure(message);
    }
  }, [complete, userId, orderId, amount]);

  useEffect(() => {
    // One request per visit, even if the effect runs twice.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  return (
    <Screen title={t.onlineTitle}>
      {failure ? (
        <ErrorView
          heading={t.onlineFailed}
          message={failure}
          onRetry={
            complete
              ? () => {
                  setFailure(null);
                  void start();
                }
              : undefined
          }
        />
      ) : (
        <>
          <p role="status">{t.onlineOpening}</p>
          <Skeleton rows={3} className={styles.opening} />
        </>
      )}
    </Screen>
  );
}
