import { list, paragraph, type CompanyDetails, type LegalDocument } from './legal-document';

/** The privacy policy (SPEC.md section 1): every topic the spec lists, company values filled in. */
export function privacyPolicy(company: CompanyDetails): LegalDocument {
  const { appName, companyName, companyEmail, companyPhone, companyAddress } = company;
  return {
    title: 'Privacy Policy',
    updated: 'Last updated: 1 March 2024',
    intro: [
      paragraph(
        `${companyName} ("we", "us" or "our") is a lending company registered with the Securities and Exchange Commission under SEC Registration No. ${company.secRegistrationNo} and authorised to operate as a lending company under Certificate of Authority No. ${company.certificateOfAuthorityNo}. We operate the ${appName} app and website.`,
      ),
      paragraph(
        `This policy explains what personal data we collect when you use ${appName}, why we collect it, who we share it with and the choices you have. We process personal data in line with the Data Privacy Act of 2012 (Republic Act No. 10173) and its implementing rules. By using ${appName} you confirm that you have read this policy.`,
      ),
    ],
    sections: [
      {
        heading: '1. What we collect and why',
        blocks: [
          paragraph('We collect only what we need to assess, grant, service and collect a loan:'),
          list(
            'Identity and contact details: full name, date of birth, gender, address, mobile number, e-mail address and government-issued ID with a photo of you holding it.',
            'Financial details: employment and income, bank or e-wallet account used to receive and repay the loan, and your repayment history with us.',
            'Application details: the amount and term you ask for, the answers you give in the application and the documents you upload.',
            'Usage details: pages you open in the app, the time of your visits and error reports that help us fix problems.',
          ),
          paragraph('We use this information to:'),
          list(
            'verify your identity and prevent fraud and money laundering;',
            'assess your application and your ability to repay;',
            'send the loan to your account and remind you of due dates;',
            'answer your questions and complaints;',
            'meet our legal and regulatory duties, including reports to the Securities and Exchange Commission and the Credit Information Corporation;',
            'improve our services, with your consent where the law requires it.',
          ),
        ],
      },
      {
        heading: '2. Disclosure of your information',
        blocks: [
          paragraph(
            'We do not sell your personal data. We share it only when needed for the purposes above, and only with:',
          ),
          list(
            'banks, e-wallets and payment partners that send your loan and receive your repayments;',
            'identity-verification, credit-scoring and fraud-prevention service providers bound by written data-sharing or outsourcing agreements;',
            'the Credit Information Corporation and accredited credit bureaus, as required by Republic Act No. 9510;',
            'collection agencies we engage, who must follow the fair debt collection rules of the Securities and Exchange Commission;',
            'government agencies, courts and regulators when the law requires us to.',
          ),
          paragraph(
            'We never contact the people in your phone contacts about your loan, and we never publish your personal data.',
          ),
        ],
      },
      {
        heading: '3. Cookies',
        blocks: [
          paragraph(
            'Our pages use cookies and similar local storage to keep you signed in, remember your settings and keep the pages secure. We do not use cookies to show you third-party advertising.',
          ),
          paragraph(
            'You can delete or block cookies in your browser settings. If you do, some parts of the app, such as staying signed in, may stop working.',
          ),
        ],
      },
      {
        heading: '4. Device information',
        blocks: [
          paragraph(
            'With your permission, the app reads the following information from your device. You can refuse or withdraw each permission in your phone settings at any time.',
          ),
          list(
            'Camera: to take a photo of your ID and a selfie for identity verification, and to attach pictures to a complaint.',
            'Location (GPS): to confirm that you are in the Philippines when you apply and to prevent fraud.',
            'Advertising ID: to measure which of our campaigns brought you to us; it is never used to identify you to other advertisers.',
            'Network information: your IP address, network type and carrier, to keep your account secure and to detect suspicious sign-ins.',
            'Device details: model, operating system version and a device identifier, to keep the app working on your phone and to prevent fraud.',
          ),
        ],
      },
      {
        heading: '5. Minors',
        blocks: [
          paragraph(
            `${appName} is for adults only. We do not lend to, and do not knowingly collect personal data from, anyone under 18 years of age. If we learn that we have collected data from a minor, we delete it. If you believe a minor has given us personal data, please contact us at ${companyEmail}.`,
          ),
        ],
      },
      {
        heading: '6. Password and account security',
        blocks: [
          paragraph(
            'We protect your data with encryption in transit, access controls and regular security reviews. Only staff who need your data for their work can see it.',
          ),
          paragraph(
            'Keep your password and one-time verification codes secret. We will never ask for your password or a verification code by phone, SMS, e-mail or social media. If you think someone knows your password, change it at once and tell us.',
          ),
        ],
      },
      {
        heading: '7. Changes to this policy',
        blocks: [
          paragraph(
            'We may update this policy when our services or the law change. We will show the date of the latest version at the top of this page and tell you about important changes in the app before they take effect.',
          ),
        ],
      },
      {
        heading: '8. Your rights and opting out',
        blocks: [
          paragraph(
            'Under the Data Privacy Act you have the right to be informed, to access your data, to object, to have inaccurate data corrected, to have your data erased or blocked, to data portability and to claim damages.',
          ),
          paragraph(
            `You may opt out of marketing messages at any time by replying STOP to our SMS, by using the unsubscribe link in our e-mails or by writing to ${companyEmail}. Opting out of marketing does not stop messages we must send about an existing loan. We keep the data the law requires us to keep for the period it requires, even after you close your account.`,
          ),
        ],
      },
      {
        heading: '9. Grievance officer',
        blocks: [
          paragraph(
            'Our Data Protection Officer acts as grievance officer for any question or complaint about how we handle your personal data. We answer within 15 days.',
          ),
          list(
            `Company: ${companyName}`,
            `E-mail: ${companyEmail}`,
            `Phone: ${companyPhone}`,
            `Address: ${companyAddress}`,
          ),
          paragraph(
            'If you are not satisfied with our answer, you may file a complaint with the National Privacy Commission (privacy.gov.ph).',
          ),
        ],
      },
    ],
  };
}
