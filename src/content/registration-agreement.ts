import { list, paragraph, type CompanyDetails, type LegalDocument } from './legal-document';

/** The agreement a visitor accepts when registering from a promotion page. */
export function registrationAgreement(company: CompanyDetails): LegalDocument {
  const { appName, companyName, companyEmail } = company;
  return {
    title: 'Registration agreement',
    updated: 'Last updated: 1 March 2024',
    intro: [
      paragraph(
        `This agreement applies when you create a ${appName} account with ${companyName} (SEC Registration No. ${company.secRegistrationNo}, Certificate of Authority No. ${company.certificateOfAuthorityNo}). Registering does not oblige you to borrow.`,
      ),
    ],
    sections: [
      {
        heading: '1. Your account',
        blocks: [
          list(
            'You register with your own mobile number and confirm it with the SMS code we send to it.',
            'You must be over 18 years of age and live in the Philippines.',
            'Keep your verification codes secret; we never ask for them outside the app.',
          ),
        ],
      },
      {
        heading: '2. Messages we send',
        blocks: [
          paragraph(
            'We send you SMS verification codes and messages about your account. You may opt out of marketing messages at any time by replying STOP.',
          ),
        ],
      },
      {
        heading: '3. Your personal data',
        blocks: [
          paragraph(
            `We use your mobile number and the details you give us as described in the ${appName} Privacy Policy, in line with the Data Privacy Act of 2012.`,
          ),
        ],
      },
      {
        heading: '4. Loans',
        blocks: [
          paragraph(
            'Every loan is subject to its own loan terms and conditions and Disclosure Statement, shown before you accept it.',
          ),
        ],
      },
      {
        heading: '5. Contact',
        blocks: [paragraph(`Questions about your registration: ${companyEmail}.`)],
      },
    ],
  };
}
