import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ComplaintDetailRoute() {
  return <ComingSoon title="Complaint details" />;
}
