import type { Catalogue } from './catalogue';
import type { disclosureStrings } from './disclosure';

/** Filipino wording of the lender's registration notice. */
export const disclosureStringsFil = {
  label: 'Rehistro ng lender',
  registered: (company: string) =>
    `Ang ${company} ay lending company na rehistrado sa Securities and Exchange Commission.`,
  secNo: (no: string) => `SEC Registration No. ${no}`,
  coaNo: (no: string) => `Certificate of Authority No. ${no}`,
  readDisclosure:
    'Bago ka magpatuloy, basahin ang Disclosure Statement, na nagpapakita ng buong gastos ng iyong loan.',
} satisfies Catalogue<typeof disclosureStrings>;
