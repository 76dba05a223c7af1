import { Suspense, useState } from 'react';
import { RegulatoryDisclosure } from '../../../components/disclosure/regulatory-disclosure';
import { Card, Screen } from '../../../components/screen/screen';
import { nativeActions } from '../../../lib/bridge/native-actions';
import { loadedExport } from '../../../lib/react/loaded-component';
import type { ConfirmViewModel } from '../confirm-view-model';
import { canGoNext, type AgreementList } from '../confirm-rules';
import { useBackPressPrompt } from '../use-back-press-prompt';
import styles from '../loan-confirm.module.css';
import { AgreementBlock } from './agreement-block';
import { DetailCard, PlanCard } from './loan-sections';
import { NextButton } from './next-button';

// The pop-ups arrive in a chunk of their own, asked for while the screen renders: the screen
// paints without waiting for them, and a pop-up that opens at once shows as soon as it is here.
const dialogs = () => import('./confirm-dialogs');
const ForcedAgreementDialog = loadedExport(dialogs, 'ForcedAgreementDialog');
const PromoDialog = loadedExport(dialogs, 'PromoDialog');
const BackPressDialog = loadedExport(dialogs, 'BackPressDialog');

export interface LoanConfirmViewProps {
  model: ConfirmViewModel;
  agreements: AgreementList;
  /** The loan push is on its way: Next (and the promo button) show it. */
  busy: boolean;
  onNext: () => void;
  onOpenAgreement: (position: number) => void;
  onRetryAgreements: () => void;
}

/**
 * The one loan confirmation screen of both variants: summary, detail, plan, agreements and
 * Next, with the back-press prompt and each variant's pop-up. Next stays inert until the
 * agreements allow it (`canGoNext`); the screen never pushes anything itself.
 */
export function LoanConfirmView({
  model,
  agreements,
  busy,
  onNext,
  onOpenAgreement,
  onRetryAgreements,
}: LoanConfirmViewProps) {
  const [checked, setChecked] = useState(true);
  // A pop-up is mounted only where the answer asks for it: a visit that never shows one never
  // downloads the pop-ups' code (issue 41, item 3).
  const forcedUrl =
    (model.forcedAgreementUrl ?? '').trim() === '' ? null : model.forcedAgreementUrl;
  const [forcedOpen, setForcedOpen] = useState(forcedUrl !== null);
  const [promoOpen, setPromoOpen] = useState(model.promo !== null);
  const backPress = useBackPressPrompt(model.backPrompt.enabled);
  const canGo = canGoNext(agreements, checked);
  const { summary } = model;

  return (
    <Screen
      title={model.title}
      footer={
        <NextButton enabled={canGo} busy={busy} onNext={onNext}>
          {model.nextLabel}
        </NextButton>
      }
    >
      <Card className={styles.summary} label={summary.label}>
        {summary.heading.kind === 'lender' ? (
          <div className={styles.lender}>
            {summary.heading.logo ? (
              <img
                className={styles.logo}
                src={summary.heading.logo}
                alt=""
                width={32}
                height={32}
              />
            ) : null}
            <h2>{summary.heading.name}</h2>
          </div>
        ) : (
          <h2 className={styles.amountLabel}>{summary.heading.text}</h2>
        )}
        <p className={styles.amount}>{summary.amount}</p>
        <div className={styles.facts}>
          {summary.facts.map((fact, index) => (
            <span className={styles.fact} key={`${index}-${fact}`}>
              {fact}
            </span>
          ))}
        </div>
      </Card>
      <DetailCard title={model.detail.title} rows={model.detail.rows} />
      <PlanCard title={model.plan.title} rows={model.plan.rows} />
      <AgreementBlock
        label={model.agreeLabel}
        list={agreements}
        checked={checked}
        onToggle={setChecked}
        onOpen={onOpenAgreement}
        onRetry={onRetryAgreements}
      />
      <RegulatoryDisclosure advice />

      <Suspense fallback={null}>
        {forcedUrl === null ? null : (
          <ForcedAgreementDialog
            open={forcedOpen}
            url={forcedUrl}
            onAgree={() => setForcedOpen(false)}
            onCancel={() => nativeActions.closeWebView()}
          />
        )}
        {model.promo === null ? null : (
          <PromoDialog
            open={promoOpen}
            image={model.promo.image}
            message={model.promo.message}
            buttonText={model.nextLabel}
            busy={busy}
            onClose={() => setPromoOpen(false)}
            onAction={() => {
              // The promo button is Next: with the agreements not yet allowing it, it only closes.
              if (canGo) onNext();
              else setPromoOpen(false);
            }}
          />
        )}
        {model.backPrompt.enabled ? (
          <BackPressDialog
            open={backPress.open}
            title={model.backPrompt.title}
            content={model.backPrompt.content}
            onStay={backPress.stay}
            onLeave={backPress.leave}
          />
        ) : null}
      </Suspense>
    </Screen>
  );
}
