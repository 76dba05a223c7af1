import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function OrderDetailRoute() {
  return <ComingSoon title="Order Details" />;
}
