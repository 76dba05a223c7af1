import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function RecommendListRoute() {
  return <ComingSoon title="Recommended products" />;
}
