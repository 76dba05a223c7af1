import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function LoanConfirmRoute() {
  return <ComingSoon title="Loan confirmation" />;
}
