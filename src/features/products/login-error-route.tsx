import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function LoginErrorRoute() {
  return <ComingSoon title="Order Details" />;
}
