import { Screen } from '../../components/screen/screen';
import { useSession } from '../../lib/session/use-session';
import { repaymentInstructionStrings as t } from '../../strings/repayment-instructions';
import { InstructionSteps } from './components/instruction-steps';
import { KeepSlipNote } from './components/slip-parts';
import styles from './instructions.module.css';

/** How to pay through the provider (/dragonpayInstructions): two e-wallets and a store cashier. */
export default function ProviderInstructionsRoute() {
  useSession();
  return (
    <Screen title={t.providerTitle}>
      <p className={styles.intro}>{t.providerIntro}</p>
      <InstructionSteps
        heading={t.ewalletHeading}
        texts={t.ewalletSteps}
        images={['step-pay-bills', 'step-payment-solutions', 'step-provider', 'step-reference']}
      />
      <InstructionSteps
        heading={t.storeHeading}
        texts={t.storeSteps}
        images={['step-cashier', 'step-reference']}
      />
      <KeepSlipNote />
    </Screen>
  );
}
