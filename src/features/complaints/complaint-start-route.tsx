import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ComplaintStartRoute() {
  return <ComingSoon title="Online service" />;
}
