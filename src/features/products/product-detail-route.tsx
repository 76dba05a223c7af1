import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ProductDetailRoute() {
  return <ComingSoon title="Product details" />;
}
