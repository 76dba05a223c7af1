import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function CorporateSiteRoute() {
  return <ComingSoon title="Home" />;
}
