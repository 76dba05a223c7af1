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
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    const amount = parseHundredths(withholdingAmount ?? '');
    if (Number.isNaN(amount) || amount <= 0 || orderId === '') {
      setFailure(t.onlineLinkIncomplete);
      return;
    }
    try {
      const { url } = await requestOnlinePayment({ userId, orderId, amount });
      if (openServerLink(url, { replace: true }) === 'blocked') setFailure(common.linkBlocked);
    } catch (error) {
      const message = cardErrorMessage('huichao', error);
      showToast(message);
      setFailure(message);
    }
  }, [userId, orderId, withholdingAmount]);

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
          onRetry={() => {
            setFailure(null);
            void start();
          }}
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
