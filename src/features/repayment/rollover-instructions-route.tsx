import { Screen } from '../../components/screen/screen';
import { useSession } from '../../lib/session/use-session';
import { repaymentInstructionStrings as t } from '../../strings/repayment-instructions';
import { InstructionSteps } from './components/instruction-steps';
import styles from './instructions.module.css';

/** How a rollover works (/rolloverInstructions). */
export default function RolloverInstructionsRoute() {
  useSession();
  return (
    <Screen title={t.rolloverInstructionsTitle}>
      <p className={styles.intro}>{t.rolloverIntro}</p>
      <InstructionSteps
        heading={t.rolloverStepsHeading}
        texts={t.rolloverSteps}
        images={[
          'step-rollover-open',
          'step-rollover-plan',
          'step-pay-bills',
          'step-rollover-done',
        ]}
      />
    </Screen>
  );
}
