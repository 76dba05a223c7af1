import { localise } from './localise';

/** Wording of the online service page and the about-us page. */
export const customerServiceStrings = localise('customerService', {
  title: 'Online service',
  intro: 'Our customer service team is here to help with your loan, repayment or account.',
  contactHeading: 'Contact us',
  telephone: 'Telephone',
  email: 'E-mail',
  callHint: (phone: string) => `Call ${phone}`,
  mailHint: (email: string) => `Write to ${email}`,
  hours: 'Monday to Saturday, 8:00 AM to 8:00 PM (Philippine time)',
  complaintHeading: 'Complaints and suggestions',
  complaintBody:
    'Tell us about a problem with an order, a collector or the app. We reply within 3 weekdays.',
  fileComplaint: 'File a complaint',
  myComplaints: 'My complaints',
  aboutLink: 'About us',
} as const);

export const aboutUsStrings = localise('aboutUs', {
  title: 'About us',
  welcomeHeading: (appName: string) => `Welcome to ${appName}`,
  welcome: (appName: string, company: string) =>
    `${appName} is the online lending app of ${company}, a lending company registered in the Philippines. We help Filipinos get small cash loans quickly, safely and without hidden charges, straight from their phone.`,
  missionHeading: 'Our mission',
  mission:
    'To give every Filipino fair, transparent and convenient access to credit, and to treat every borrower with respect from application to the last repayment.',
  advantagesHeading: 'Why borrowers choose us',
  advantages: [
    { title: 'Fast decisions', body: 'Apply in minutes and get a decision within 1 day.' },
    {
      title: 'Clear costs',
      body: 'Your amount, term, interest and every fee are shown before you confirm.',
    },
    {
      title: 'Flexible repayment',
      body: 'Pay by bank, e-wallet, over the counter or with a repayment code.',
    },
    {
      title: 'Your data protected',
      body: 'We follow the Data Privacy Act of 2012 and never sell your information.',
    },
  ],
  teamHeading: 'Our team',
  team: 'Our team of credit, technology and customer-care professionals works in Metro Manila. Our customer service agents speak English and Filipino and answer every complaint within 3 weekdays.',
  contactHeading: 'Contact',
  company: 'Company',
  address: 'Address',
  phone: 'Telephone',
  companyEmail: 'Company e-mail',
  secRegistration: 'SEC registration no.',
  certificate: 'Certificate of Authority no.',
  serviceEmailHeading: 'Customer service e-mail',
  serviceEmailBody: 'For questions about your loan, write to our customer service team:',
  serviceEmailFallback:
    "We couldn't load the latest contact details right now, so this is our usual address.",
  serviceEmailLoading: 'Loading the customer service e-mail…',
} as const);
