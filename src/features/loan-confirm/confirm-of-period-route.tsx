import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import { fetchPeriodAgreementUrl } from './api/contract-jump';
import { usePeriodAgreements } from './api/period-agreements';
import { usePeriodLoan, type PeriodLoan } from './api/period-loan';
import { pushPeriodLoan } from './api/period-push';
import { ConfirmRoute, type ConfirmCalls } from './confirm-screen';
import { mapPeriodLoan } from './map-period-loan';
import { periodLoanLoader } from './api/period-loan-loader';

const calls: ConfirmCalls<PeriodLoan> = {
  title: t.periodTitle,
  useLoan: usePeriodLoan,
  toModel: mapPeriodLoan,
  useAgreements: usePeriodAgreements,
  push: pushPeriodLoan,
  agreementUrl: fetchPeriodAgreementUrl,
};

/** The older loan confirmation (V32) on the '00' form-style calls. */
export default function ConfirmOfPeriodRoute() {
  return <ConfirmRoute calls={calls} />;
}

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = periodLoanLoader.endpoint;
