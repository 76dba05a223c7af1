import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ConfirmOfPeriodRoute() {
  return <ComingSoon title="Loan confirmation" />;
}
