import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function PromotionRoute() {
  return <ComingSoon title="Register" />;
}
