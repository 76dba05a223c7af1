import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import { fetchContractUrl } from './api/contract-jump';
import { useContractList } from './api/contract-list';
import { useLoanConfirm, type LoanConfirm } from './api/loan-confirm-detail';
import { pushLoan } from './api/loan-push';
import { ConfirmRoute, type ConfirmCalls } from './confirm-screen';
import { mapLoanConfirm } from './map-loan-confirm';
import { loanConfirmLoader } from './api/loan-confirm-loader';

const calls: ConfirmCalls<LoanConfirm> = {
  title: t.title,
  useLoan: useLoanConfirm,
  toModel: mapLoanConfirm,
  useAgreements: useContractList,
  push: pushLoan,
  agreementUrl: fetchContractUrl,
};

/** Loan confirmation V3 on the new-style calls. */
export default function LoanConfirmRoute() {
  return <ConfirmRoute calls={calls} />;
}

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = loanConfirmLoader.endpoint;
