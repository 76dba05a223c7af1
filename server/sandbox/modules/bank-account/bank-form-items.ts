import { CARD_TYPE } from '../../../../src/contract/bank-account';

/**
 * The demo bank-init items (SPEC.md section 3, "Bank-init item"): the form the server sends for
 * the 'Payment account information' screen. Card type 1 is a bank account, card type 2 an
 * e-wallet. `prefill` says which borrower value, if any, fills an empty item.
 */
export interface SeedOption {
  name: string;
  type: string;
}

export interface SeedItem {
  code: string;
  cate: 'text' | 'enum' | 'city-select' | 'day';
  title: string;
  subtitle: string;
  note: SeedOption[];
  inputType: string;
  cardTypeMi: number;
  channelNumber: string;
  prefill: '' | 'name' | 'mobile';
}

export const CHANNEL = { instapay: '90006', pesonet: '90007' } as const;
export const DEFAULT_CHANNEL = CHANNEL.instapay;

export const BANKS: SeedOption[] = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'Bank of the Philippine Islands (BPI)', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
  { name: 'UnionBank of the Philippines', type: 'UBP' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'RCBC', type: 'RCBC' },
  { name: 'China Banking Corporation', type: 'CBC' },
  { name: 'Philippine National Bank (PNB)', type: 'PNB' },
];

export const WALLETS: SeedOption[] = [
  { name: 'GCash', type: 'GCASH' },
  { name: 'Maya', type: 'PAYMAYA' },
];

export const CHANNELS: SeedOption[] = [
  { name: 'InstaPay (arrives in minutes)', type: CHANNEL.instapay },
  { name: 'PESONet (next banking day)', type: CHANNEL.pesonet },
];

/** City options carry the city name in both fields; the app sends the name (not an enum). */
export const CITIES: SeedOption[] = [
  'Manila',
  'Quezon City',
  'Makati',
  'Pasig',
  'Taguig',
  'Caloocan',
  'Parañaque',
  'Antipolo',
  'Cebu City',
  'Davao City',
  'Iloilo City',
  'Bacolod',
  'Cagayan de Oro',
  'Zamboanga City',
  'Baguio',
].map((name) => ({ name, type: name }));

export const BANK_FORM_ITEMS: SeedItem[] = [
  {
    code: 'channel_number',
    cate: 'enum',
    title: 'Transfer channel',
    subtitle: 'Select a transfer channel',
    note: CHANNELS,
    inputType: 'channel',
    cardTypeMi: CARD_TYPE.bank,
    channelNumber: '',
    prefill: '',
  },
  {
    code: 'bank_code',
    cate: 'enum',
    title: 'Bank',
    subtitle: 'Select your bank',
    note: BANKS,
    inputType: '',
    cardTypeMi: CARD_TYPE.bank,
    channelNumber: '',
    prefill: '',
  },
  {
    code: 'account_no',
    cate: 'text',
    title: 'Bank account number',
    subtitle: '10 to 16 digits',
    note: [],
    inputType: 'number',
    cardTypeMi: CARD_TYPE.bank,
    channelNumber: '',
    prefill: '',
  },
  {
    code: 'branch_city',
    cate: 'city-select',
    title: 'Branch city',
    subtitle: 'Select the branch city',
    note: CITIES,
    inputType: '',
    cardTypeMi: CARD_TYPE.bank,
    channelNumber: CHANNEL.pesonet,
    prefill: '',
  },
  {
    code: 'wallet_code',
    cate: 'enum',
    title: 'E-wallet',
    subtitle: 'Select your e-wallet',
    note: WALLETS,
    inputType: '',
    cardTypeMi: CARD_TYPE.wallet,
    channelNumber: '',
    prefill: '',
  },
  {
    code: 'wallet_no',
    cate: 'text',
    title: 'E-wallet mobile number',
    subtitle: '09XXXXXXXXX',
    note: [],
    inputType: 'phone',
    cardTypeMi: CARD_TYPE.wallet,
    channelNumber: '',
    prefill: 'mobile',
  },
  {
    code: 'account_name',
    cate: 'text',
    title: 'Account holder name',
    subtitle: 'Name on your account',
    note: [],
    inputType: 'name',
    cardTypeMi: 0,
    channelNumber: '',
    prefill: 'name',
  },
  {
    code: 'city',
    cate: 'city-select',
    title: 'City of residence',
    subtitle: 'Select your city',
    note: CITIES,
    inputType: '',
    cardTypeMi: 0,
    channelNumber: '',
    prefill: '',
  },
  {
    code: 'salary_day',
    cate: 'day',
    title: 'Salary day',
    subtitle: 'Select a day (1–31)',
    note: [],
    inputType: '',
    cardTypeMi: 0,
    channelNumber: '',
    prefill: '',
  },
];

/** Sandbox-only: an account number the demo bank always refuses, to show a save failure. */
export const REFUSED_ACCOUNT_NO = '0000000000';
export const REFUSED_ACCOUNT_CODE = 2001;
export const REFUSED_ACCOUNT_MESSAGE =
  'The bank could not verify this account. Please check the account number and try again.';
