import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function OrderListRoute() {
  return <ComingSoon title="My loans" />;
}
