import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function RepayDelayRoute() {
  return <ComingSoon title="Rollover repayment" />;
}
