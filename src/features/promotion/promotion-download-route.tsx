import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function PromotionDownloadRoute() {
  return <ComingSoon title="Download the app" />;
}
