import { localise } from './localise';

/** Who the lender is (SEC MC 19 s.2019), shown under the public pages and the loan screens. */
export const disclosureStrings = localise('disclosure', {
  label: 'Lender registration',
  registered: (company: string) =>
    `${company} is a lending company registered with the Securities and Exchange Commission.`,
  secNo: (no: string) => `SEC Registration No. ${no}`,
  coaNo: (no: string) => `Certificate of Authority No. ${no}`,
  readDisclosure:
    'Before you proceed, please read the Disclosure Statement, which shows the full cost of your loan.',
} as const);
