import { useLocation } from 'react-router';
import { CopyButton } from '../../components/copy-button/copy-button';
import { Card, Screen } from '../../components/screen/screen';
import { ErrorView } from '../../components/status-view/status-view';
import { formatMoney } from '../../lib/format/money';
import { guardImageUrl } from '../../lib/links/url-guard';
import { useSession } from '../../lib/session/use-session';
import { repaymentCodeStrings as t } from '../../strings/repayment-code';
import { ChannelGuide } from './components/channel-guide';
import { SlipCode } from './components/slip-parts';
import { readCodePageParams } from './rules/code-page-rules';
import styles from './repayment-code.module.css';

/** Repayment by code (/repaymentOfCode, /carpmm): type 1 amount and code, type 2 QR code. */
export default function RepaymentCodeRoute() {
  useSession();
  const { search } = useLocation();
  const params = readCodePageParams(search);
  // The QR image must come from this origin or an IMAGE_HOSTS host (the CSP's img-src list).
  const qr = params?.qrCode ? guardImageUrl(params.qrCode) : null;

  if (!params || (params.showType === 2 && qr?.kind !== 'image')) {
    return (
      <Screen title={t.codeTitle}>
        <ErrorView heading={null} message={t.codeLinkIncomplete} />
      </Screen>
    );
  }

  const copy = (
    <CopyButton
      text={params.payCode}
      label={t.copyButton}
      accessibleLabel={t.copyRepaymentCode(params.payCode)}
    />
  );

  if (params.showType === 2 && qr?.kind === 'image') {
    return (
      <Screen title={t.codeTitle}>
        <Card className={styles.center}>
          <h2 className={styles.heading}>{t.qrTitle}</h2>
          <img
            className={styles.qr}
            src={qr.url}
            alt={t.qrAlt(params.payCode)}
            width={240}
            height={240}
          />
          <SlipCode code={params.payCode} />
          {copy}
        </Card>
        <Card>
          <ol className={styles.tips}>
            {t.qrTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </Card>
      </Screen>
    );
  }

  return (
    <Screen title={t.codeTitle}>
      <Card className={styles.center}>
        <h2 className={styles.label}>{t.repaymentAmount}</h2>
        <p className={styles.amount} data-testid="code-amount">
          {formatMoney(params.amount ?? 0)}
        </p>
        <h2 className={styles.label}>{t.repaymentCode}</h2>
        <SlipCode code={params.payCode} testId="repayment-code" />
        {copy}
      </Card>
      <ChannelGuide />
    </Screen>
  );
}
