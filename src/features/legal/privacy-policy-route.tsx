import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function PrivacyPolicyRoute() {
  return <ComingSoon title="Privacy policy" />;
}
