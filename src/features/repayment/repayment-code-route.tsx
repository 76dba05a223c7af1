import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function RepaymentCodeRoute() {
  return <ComingSoon title="Repayment code" />;
}
