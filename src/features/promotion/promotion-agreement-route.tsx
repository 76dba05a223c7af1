import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function PromotionAgreementRoute() {
  return <ComingSoon title="Agreement" />;
}
