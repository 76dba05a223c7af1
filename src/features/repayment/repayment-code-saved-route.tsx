import { useEffect, useState } from 'react';
import { Link } from '../../components/link/link';
import { buttonClassName } from '../../components/button/button';
import { CopyButton } from '../../components/copy-button/copy-button';
import { Card, Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { screenPath } from '../../config/screen-for-path';
import { formatMoney } from '../../lib/format/money';
import { loadModule } from '../../lib/react/loaded-component';
import { withSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { useOnClient } from '../../lib/react/use-on-client';
import { safariMayClearStorage } from '../../lib/pwa/install-how-to';
import {
  loadRepaymentInfo,
  nothingSavedHere,
  type SavedRepaymentInfo,
} from '../../lib/storage/repayment-info-store';
import { isExpired } from '../../lib/storage/saved-info-rules';
import { repaymentCodeStrings as t } from '../../strings/repayment-code';
import { KeepSlipNote, SlipCode } from './components/slip-parts';
import { savedTotal } from './rules/saved-code-rules';
import styles from './repayment-code-saved.module.css';

/**
 * Its dates (in Manila) and 'Share', the dated parts the repayment screens render (and so have
 * loaded before the pay-code card opens this page, offline too); null when their chunk cannot be
 * had: the code still shows.
 */
const datedParts = () => import('./components/dated-parts');
type DatedParts = Awaited<ReturnType<typeof datedParts>> | null;

type Loaded =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** Which borrower and order this answer is for (a new link means a new read). */
      query: string;
      info: SavedRepaymentInfo | null;
      persisted: boolean;
      expired: boolean;
      parts: DatedParts;
    };

/**
 * Repayment code v2 (/repaymentOfCode2): reads only the repayment info saved on this device, so
 * it works with no signal at the store counter. It shows the current borrower's copy for the
 * link's order (their latest when the link names none), never another borrower's, and an
 * expired copy only as expired, with the way back to the repayment screen. The server renders it
 * as a device with nothing saved sees it (src/server-render/server-loaders.ts).
 */
export default function RepaymentCodeSavedRoute() {
  const { userId = '', orderId } = useSession();
  const query = `${userId}|${orderId ?? ''}`;
  // With nothing to read, the page says so from its first render, as the server renders it
  // (a device holding a copy sets that page aside and starts here with the skeleton).
  const [loaded, setLoaded] = useState<Loaded>(() =>
    nothingSavedHere()
      ? { status: 'ready', query, info: null, persisted: true, expired: false, parts: null }
      : { status: 'loading' },
  );
  useEffect(() => {
    let live = true;
    void Promise.all([
      loadRepaymentInfo({ userId, orderId }),
      loadModule(datedParts).catch(() => null),
    ]).then(([{ value, persisted }, parts]) => {
      if (!live) return;
      const expired = value !== null && isExpired(value, Date.now());
      setLoaded({ status: 'ready', query, info: value, persisted, expired, parts });
    });
    return () => {
      live = false;
    };
  }, [userId, orderId, query]);

  // A page left open past midnight stops offering the code at that moment.
  const expiresAt =
    loaded.status === 'ready' && !loaded.expired ? loaded.info?.expiresAt : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () =>
        setLoaded((current) =>
          current.status === 'ready' ? { ...current, expired: true } : current,
        ),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt]);

  if (loaded.status === 'loading' || loaded.query !== query) {
    return (
      <Screen title={t.codeTitle}>
        <Skeleton rows={1} height={220} />
        <Skeleton rows={5} height={22} />
      </Screen>
    );
  }
  const { info, persisted, expired, parts } = loaded;
  if (!info) return <NothingSaved />;
  if (expired) return <ExpiredCode info={info} parts={parts} />;
  return <SavedCode info={info} persisted={persisted} parts={parts} />;
}

/** A saved moment in Manila time, as SPEC.md section 9 writes it (blank without the parts). */
function manilaTime(parts: DatedParts, ms: number): string {
  return parts ? parts.manilaDate(ms, true) : '';
}

function ExpiredCode({ info, parts }: { info: SavedRepaymentInfo; parts: DatedParts }) {
  const screen = info.kind === 'rollover' ? screenPath('repayDelay') : screenPath('repay');
  return (
    <Screen title={t.codeTitle}>
      <ErrorView
        heading={t.expiredHeading}
        message={t.expired(info.orderId, manilaTime(parts, info.savedAt))}
      >
        <Link
          className={buttonClassName('primary', true)}
          to={withSession(screen, { orderId: info.orderId, productId: info.productId })}
        >
          {t.backToRepayment}
        </Link>
      </ErrorView>
    </Screen>
  );
}

function SavedCode({
  info,
  persisted,
  parts,
}: {
  info: SavedRepaymentInfo;
  persisted: boolean;
  parts: DatedParts;
}) {
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
        <SlipCode code={code} testId="contract-number" />
        <div className={styles.actions}>
          <CopyButton
            text={code}
            label={t.clickToCopy}
            accessibleLabel={t.copyContractNumber(code)}
          />
          {parts && total !== null ? (
            <parts.SharePayCode
              amount={total}
              payCode={code}
              codeName={info.defDetail.title ?? ''}
              payNotice={info.defDetail.payNotice}
              expiresAt={info.expiresAt}
            />
          ) : null}
        </div>
        {total !== null ? (
          <>
            <h2 className={styles.label}>{t.totalPayment}</h2>
            <p className={styles.amount} data-testid="total-payment">
              {formatMoney(total)}
            </p>
          </>
        ) : null}
        {info.orderId ? (
          <>
            <h2 className={styles.label}>{t.forOrder}</h2>
            <p className={styles.order} data-testid="saved-order">
              {info.orderId}
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
      <KeepSlipNote role="note" />
      {parts ? (
        <div className={styles.saved}>
          <p>{t.savedAt(manilaTime(parts, info.savedAt))}</p>
          <p>{t.validUntil(manilaTime(parts, info.expiresAt - 1000))}</p>
        </div>
      ) : null}
    </Screen>
  );
}

/**
 * Nothing saved on this device. On an iPhone's Safari (not the installed app) the reason may be
 * Safari's own: it clears a site's storage after 7 days without a visit, so the page says so
 * (docs/decisions/iphone-specifics.md). Decided after hydration: the server cannot see the phone.
 */
function NothingSaved() {
  const onClient = useOnClient();
  const safariClears = onClient && safariMayClearStorage();
  return (
    <Screen title={t.codeTitle}>
      <ErrorView
        heading={t.nothingSavedHeading}
        message={safariClears ? `${t.nothingSaved} ${t.safariClearsStorage}` : t.nothingSaved}
      />
    </Screen>
  );
}
