import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function RepaymentCodeSavedRoute() {
  return <ComingSoon title="Repayment code" />;
}
