import { Card, Screen } from '../../components/screen/screen';
import { RegulatoryDisclosure } from '../../components/disclosure/regulatory-disclosure';
import { config } from '../../config/env';
import { LegalDocumentView } from '../../content/legal-document-view';
import { privacyPolicy } from '../../content/privacy-policy';
import { legalStrings } from '../../strings/legal';

export default function PrivacyPolicyRoute() {
  return (
    <Screen title={legalStrings.privacyPolicyTitle}>
      <Card>
        <LegalDocumentView document={privacyPolicy(config)} titleLevel={null} />
      </Card>
      <RegulatoryDisclosure />
    </Screen>
  );
}
