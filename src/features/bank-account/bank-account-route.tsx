import { ComingSoon } from '../../components/coming-soon/coming-soon';

export default function BankAccountRoute() {
  return <ComingSoon title="Payment account information" />;
}
