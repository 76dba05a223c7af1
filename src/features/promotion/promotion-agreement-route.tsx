import { Link, useLocation } from 'react-router';
import { config } from '../../config/env';
import { LegalDocumentView } from '../../content/legal-document-view';
import { registrationAgreement } from '../../content/registration-agreement';
import { promotionStrings as text } from '../../strings/promotion';
import { PromotionFrame } from './components/promotion-frame';
import styles from './components/promotion.module.css';

/** The registration agreement (`/promotion/agreement`, legacy `#/agreementTemplate`). */
export default function PromotionAgreementRoute() {
  const { search } = useLocation();
  return (
    <PromotionFrame title={text.agreementTitle}>
      <div className={styles.form}>
        <LegalDocumentView document={registrationAgreement(config)} titleLevel={1} />
      </div>
      <Link className={styles.back} to={`/promotion${search}`}>
        {text.backToRegistration}
      </Link>
    </PromotionFrame>
  );
}
