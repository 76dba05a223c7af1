import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ComplaintListRoute() {
  return <ComingSoon title="My complaints" />;
}
