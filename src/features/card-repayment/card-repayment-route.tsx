import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function CardRepaymentRoute() {
  return <ComingSoon title="Repayment method" />;
}
