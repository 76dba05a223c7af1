import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function CustomerServiceRoute() {
  return <ComingSoon title="Online service" />;
}
