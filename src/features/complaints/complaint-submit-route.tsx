import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ComplaintSubmitRoute() {
  return <ComingSoon title="Online service" />;
}
