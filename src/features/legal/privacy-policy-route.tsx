import { Card, Screen } from '../../components/screen/screen';
import { RegulatoryDisclosure } from '../../components/disclosure/regulatory-disclosure';
import { config } from '../../config/env';
import { LegalDocumentView } from '../../content/legal-document-view';
import { privacyPolicy } from '../../content/privacy-policy';
import { legalStrings } from '../../strings/legal';
import styles from './legal.module.css';

function isFramed(): boolean {
  // Prerendered at build time as the page on its own (a framed request gets the plain shell).
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export default function PrivacyPolicyRoute() {
  if (isFramed()) {
    // Embedded by the corporate site's Privacy Policy section, which already has the title bar,
    // the page's main landmark and the lender disclosure: show the text alone.
    return (
      <div className={styles.embedded}>
        <LegalDocumentView document={privacyPolicy(config)} titleLevel={1} />
      </div>
    );
  }
  return (
    <Screen title={legalStrings.privacyPolicyTitle}>
      <Card>
        <LegalDocumentView document={privacyPolicy(config)} titleLevel={null} />
      </Card>
      <RegulatoryDisclosure />
    </Screen>
  );
}
