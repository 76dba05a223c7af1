import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function RolloverInstructionsRoute() {
  return <ComingSoon title="How to roll over" />;
}
