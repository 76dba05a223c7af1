import { Card, Screen } from '../../components/screen/screen';
import { RegulatoryDisclosure } from '../../components/disclosure/regulatory-disclosure';
import { config } from '../../config/env';
import { LegalDocumentView } from '../../content/legal-document-view';
import { privacyPolicy } from '../../content/privacy-policy';
import { useFramed } from '../../lib/rendered-page/framed-context';
import { legalStrings } from '../../strings/legal';
import styles from './legal.module.css';

export default function PrivacyPolicyRoute() {
  if (useFramed()) {
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
