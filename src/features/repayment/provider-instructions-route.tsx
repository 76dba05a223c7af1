import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function ProviderInstructionsRoute() {
  return <ComingSoon title="How to pay" />;
}
