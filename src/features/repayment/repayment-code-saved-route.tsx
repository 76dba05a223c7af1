import { useEffect, useState } from 'react';
import { CopyButton } from '../../components/copy-button/copy-button';
import { Card, Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { formatDate } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import { useSession } from '../../lib/session/use-session';
import { loadRepaymentInfo, type SavedRepaymentInfo } from '../../lib/storage/repayment-info-store';
import { repaymentStrings as t } from '../../strings/repayment';
import { savedTotal } from './rules/amount-rules';
import styles from './repayment-code-saved.module.css';

type Loaded =
  { status: 'loading' } | { status: 'ready'; info: SavedRepaymentInfo | null; persisted: boolean };

/**
 * Repayment code v2 (/repaymentOfCode2): reads only the repayment info saved on this device, so
 * it works with no signal at the store counter.
 */
export default function RepaymentCodeSavedRoute() {
  useSession();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadRepaymentInfo().then(({ value, persisted }) => {
      if (live) setLoaded({ status: 'ready', info: value, persisted });
    });
    return () => {
      live = false;
    };
  }, []);

  if (loaded.status === 'loading') {
    return (
      <Screen title={t.codeTitle}>
        <Skeleton rows={1} height={220} />
        <Skeleton rows={5} height={22} />
      </Screen>
    );
  }
  const { info, persisted } = loaded;
  if (!info) {
    return (
      <Screen title={t.codeTitle}>
        <ErrorView heading={t.nothingSavedHeading} message={t.nothingSaved} />
      </Screen>
    );
  }
  const total = savedTotal(info);
  const code = info.defDetail.payCode;
  return (
    <Screen title={t.codeTitle}>
      {persisted ? null : (
        <p className={styles.warning} role="status">
          {t.notSaved}
        </p>
      )}
      <Card className={styles.summary}>
        <img className={styles.logo} src={info.defDetail.logo} alt="" width={56} height={56} />
        {info.defDetail.title ? <p className={styles.provider}>{info.defDetail.title}</p> : null}
        <h2 className={styles.label}>{t.contractNumber}</h2>
        <p className={styles.code} data-testid="contract-number">
          {code}
        </p>
        <CopyButton
          text={code}
          label={t.clickToCopy}
          accessibleLabel={t.copyContractNumber(code)}
        />
        {total !== null ? (
          <>
            <h2 className={styles.label}>{t.totalPayment}</h2>
            <p className={styles.amount} data-testid="total-payment">
              {formatMoney(total)}
            </p>
          </>
        ) : null}
      </Card>
      <Card>
        <h2 className={styles.section}>{t.howToPay}</h2>
        {Object.entries(info.defDetail.payNotice).map(([group, entries]) => (
          <section key={group} className={styles.group} aria-label={group}>
            <h3 className={styles.groupTitle}>{group}</h3>
            {entries.map((entry) => (
              <div key={entry.name} className={styles.entry}>
                <h4 className={styles.entryName}>{entry.name}</h4>
                <ol className={styles.steps}>
                  {entry.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </Card>
      <p className={styles.keep} role="note">
        {t.keepSlip}
      </p>
      <p className={styles.saved}>{t.savedAt(formatDate(info.savedAt, true))}</p>
    </Screen>
  );
}
