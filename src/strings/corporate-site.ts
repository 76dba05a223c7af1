import { localise } from './localise';

/** Wording of the public corporate site (SPEC.md section 2, 'Public corporate site'). */
export const corporateStrings = localise('corporateSite', {
  siteNavLabel: 'Site sections',
  nav: {
    home: 'Home',
    lenderInfo: 'Lender Info',
    policy: 'Privacy Policy',
    loanTerms: 'Loan terms and conditions',
    contact: 'Contact us',
  },
  home: {
    heading: 'Quick cash loans, straight to your account',
    lead: (appName: string) =>
      `${appName} lends to Filipinos from 91 to 365 days, with clear costs and no hidden fees.`,
    steps: [
      {
        title: 'Apply in minutes',
        text: 'All you need is your phone, a valid ID and an account to receive the money.',
        image: '/images/corporate/home-apply.svg',
        alt: 'A phone showing a short loan application form with a green Submit button.',
      },
      {
        title: 'A decision within 1 day',
        text: 'We tell you the result within a day. Once you accept, the money is credited within 1 to 3 calendar days.',
        image: '/images/corporate/home-decision.svg',
        alt: 'A calendar with a check mark next to a peso coin arriving in a wallet.',
      },
      {
        title: 'Registered and regulated',
        text: 'We are a lending company registered with the Securities and Exchange Commission. Your data is protected under the Data Privacy Act.',
        image: '/images/corporate/home-secure.svg',
        alt: 'A shield with a check mark in front of a certificate with a seal.',
      },
    ],
  },
  lenderInfo: {
    heading: 'Lender Info',
    intro: 'The company that grants and services your loan:',
    imageAlt: 'An office building with a certificate of registration beside it.',
    corporateName: 'Corporate name',
    secNo: 'SEC Registration No.',
    coaNo: 'Certificate of Authority No.',
    address: 'Address',
    email: 'E-mail',
    phone: 'Phone',
  },
  policy: {
    heading: 'Privacy Policy',
    intro: 'How we collect, use and protect your personal data.',
    frameTitle: 'Privacy Policy (full text)',
    fallback: 'Open the Privacy Policy in a full page',
  },
  loanTerms: {
    heading: 'Loan terms and conditions',
  },
  contact: {
    heading: 'Contact us',
    intro: 'Send us a message and our team will get back to you.',
    fullName: 'Full name',
    phone: 'Phone number',
    message: 'Message',
    send: 'Send',
    incomplete: 'Please provide complete information!',
    sentTitle: 'Message sent',
    sentImageAlt: 'Thank you! We received your message. Tap to close.',
  },
} as const);
