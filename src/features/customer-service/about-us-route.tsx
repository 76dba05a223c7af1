import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function AboutUsRoute() {
  return <ComingSoon title="About us" />;
}
