import { Card, Screen } from '../../components/screen/screen';
import { RegulatoryDisclosure } from '../../components/disclosure/regulatory-disclosure';
import { config } from '../../config/env';
import { LegalDocumentView } from '../../content/legal-document-view';
import { loanTerms } from '../../content/loan-terms';
import { legalStrings } from '../../strings/legal';

export default function LoanAgreementRoute() {
  return (
    <Screen title={legalStrings.loanAgreementTitle}>
      <Card>
        <LegalDocumentView document={loanTerms(config)} titleLevel={2} />
      </Card>
      <RegulatoryDisclosure />
    </Screen>
  );
}
