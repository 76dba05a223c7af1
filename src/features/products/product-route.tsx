import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ProductRoute() {
  return <ComingSoon title="Products" />;
}
