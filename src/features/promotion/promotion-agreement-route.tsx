import { useLocation } from 'react-router';
import { Link } from '../../components/link/link';
import { config } from '../../config/env';
import { LegalDocumentView } from '../../content/legal-document-view';
import { registrationAgreement } from '../../content/registration-agreement';
import { useOnClient } from '../../lib/react/use-on-client';
import { promotionStrings as text } from '../../strings/promotion';
import { PromotionFrame } from './components/promotion-frame';
import styles from './components/promotion.module.css';

/** The registration agreement (`/promotion/agreement`, legacy `#/agreementTemplate`). */
export default function PromotionAgreementRoute() {
  const { search } = useLocation();
  // The page is prerendered without a query: the link takes the ad's query once hydrated, so
  // the hydrated markup matches the HTML first.
  const onClient = useOnClient();
  return (
    <PromotionFrame title={text.agreementTitle}>
      <div className={styles.form}>
        <LegalDocumentView document={registrationAgreement(config)} titleLevel={1} />
      </div>
      <Link className={styles.back} to={`/promotion${onClient ? search : ''}`}>
        {text.backToRegistration}
      </Link>
    </PromotionFrame>
  );
}
