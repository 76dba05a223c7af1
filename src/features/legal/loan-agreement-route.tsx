import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function LoanAgreementRoute() {
  return <ComingSoon title="Loan agreement" />;
}
