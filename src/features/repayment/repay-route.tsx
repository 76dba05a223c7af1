import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function RepayRoute() {
  return <ComingSoon title="Repayment" />;
}
