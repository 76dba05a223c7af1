import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function OnlinePaymentRoute() {
  return <ComingSoon title="Online payment" />;
}
