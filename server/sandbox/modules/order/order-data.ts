/**
 * Demo data of the order, loan-confirm and product screens. Money is in hundredths (centavos).
 * The shared `orders` table (core module) holds one order per status; the extras below add what
 * each order detail state needs, and a few extra order ids that reuse a seeded order.
 */
export interface OrderExtra {
  orderNo: string;
  /** Another order whose row this id reuses (for demo ids that are not in `orders`). */
  baseOrderNo?: string;
  statusOverride?: number;
  h5Url?: string;
  isScore?: 0 | 1;
  playeduL?: string;
  reyMsg?: string;
  cardNeedPop?: 0 | 1;
  cardPopTitle?: string;
  cardPopMsg?: string;
  /** The shown-market flag: 1 lets the 'Click to view more products' link show. */
  inside?: 0 | 1;
}

export const ORDER_EXTRAS: readonly OrderExtra[] = [
  // Status 21 stays on the page even with a redirect link.
  { orderNo: 'PL2024021', playeduL: '/productDetail?productId=2' },
  {
    orderNo: 'PL2024110',
    cardNeedPop: 1,
    cardPopTitle: 'Update your bank card',
    cardPopMsg:
      'We could not send the money to your bank card ending 4821. Please bind another card so we can disburse your loan.',
  },
  {
    orderNo: 'PL2024151',
    reyMsg:
      'Your last disbursement did not go through. You can withdraw your approved loan again now.',
  },
  { orderNo: 'PL2024170', h5Url: '/repaymentOfCode?showType=1&amount=765000&payCode=7001248813' },
  { orderNo: 'PL2024200', isScore: 1, inside: 1 },
  // Any other status with a playeduL replaces the page with that link.
  { orderNo: 'PL2024111', baseOrderNo: 'PL2024110', playeduL: '/productDetail?productId=2' },
  // A status without its own banner uses the 200 image.
  { orderNo: 'PL2024160', baseOrderNo: 'PL2024110', statusOverride: 160 },
];

export const SERVICE_TELEPHONE = '+63 2 8123 4567';

/** V3 and V32 confirmation offers, per product. */
export interface LoanOffer {
  productId: string;
  amount: number;
  periods: number;
  /** Days in one period; the loan term shown is periods × termUnit days. */
  termUnit: number;
  pRateDsc: string;
  /** Service fee and interest, hundredths. */
  serviceFee: number;
  interest: number;
  sendSms: 0 | 1;
  isPopType: 0 | 1;
  popTitle: string;
  popContent: string;
  /** A page on the foreign origin (the answer carries its absolute URL); '' for none. */
  popAgreementUrl: string;
  /** V32: 1 shows the rupee sign. */
  currencyFlag: 0 | 1;
  buttonText: string;
  promoShow: 0 | 1;
  promoMessage: string;
  /** Push fails with this message (sandbox-only demo of a business error). */
  pushError: string;
}

const POP_TITLE = 'Are you sure you want to leave?';
const POP_CONTENT =
  'Your loan is approved and reserved for you. If you leave now, you may need to apply again.';

/** What an offer shows when it names nothing else: no pop-up, no promotion, no push error. */
const PLAIN_OFFER = {
  sendSms: 0,
  isPopType: 0,
  popTitle: '',
  popContent: '',
  popAgreementUrl: '',
  currencyFlag: 0,
  buttonText: 'Submit',
  promoShow: 0,
  promoMessage: '',
  pushError: '',
} as const;

type OfferTerms = Pick<
  LoanOffer,
  'productId' | 'amount' | 'periods' | 'termUnit' | 'pRateDsc' | 'serviceFee' | 'interest'
>;

/** An offer with these terms, showing what `shown` names and the plain offer's rest. */
function loanOffer(terms: OfferTerms, shown: Partial<Omit<LoanOffer, keyof OfferTerms>> = {}) {
  return { ...terms, ...PLAIN_OFFER, ...shown };
}

export const LOAN_OFFERS: readonly LoanOffer[] = [
  loanOffer(
    {
      productId: '1',
      amount: 1000000,
      periods: 4,
      termUnit: 30,
      pRateDsc: '0.05%/day',
      serviceFee: 80000,
      interest: 60000,
    },
    {
      isPopType: 1,
      popTitle: POP_TITLE,
      popContent: POP_CONTENT,
      buttonText: 'Get my loan',
      promoShow: 1,
      promoMessage: 'First loan bonus: your service fee is 20% off if you confirm today.',
    },
  ),
  loanOffer(
    {
      productId: '2',
      amount: 500000,
      periods: 1,
      termUnit: 91,
      pRateDsc: '0.06%/day',
      serviceFee: 40000,
      interest: 27300,
    },
    {
      popAgreementUrl: '/agreements/loan-agreement?productId=2',
      currencyFlag: 1,
      buttonText: 'Confirm loan',
    },
  ),
  loanOffer({
    productId: '3',
    amount: 1500000,
    periods: 6,
    termUnit: 30,
    pRateDsc: '0.04%/day',
    serviceFee: 120000,
    interest: 108000,
  }),
  loanOffer(
    {
      productId: '4',
      amount: 300000,
      periods: 1,
      termUnit: 120,
      pRateDsc: '0.05%/day',
      serviceFee: 24000,
      interest: 18000,
    },
    { pushError: 'This loan offer has expired. Please apply again from the home page.' },
  ),
];

/** Agreements per product (scene 3); product 3 has none, so its agreement block is hidden. */
export const AGREEMENTS: ReadonlyArray<{
  productId: string;
  position: number;
  title: string;
  slug: string;
}> = [
  { productId: '1', position: 1, title: 'Loan Agreement', slug: 'loan-agreement' },
  { productId: '1', position: 2, title: 'Disclosure Statement', slug: 'disclosure-statement' },
  { productId: '2', position: 1, title: 'Loan Agreement', slug: 'loan-agreement' },
  { productId: '2', position: 2, title: 'Disclosure Statement', slug: 'disclosure-statement' },
  { productId: '4', position: 1, title: 'Loan Agreement', slug: 'loan-agreement' },
];

/** Other lenders' products (joint-login failure, recommend list, order recProducts). */
export interface RecommendedProduct {
  id: string;
  logo: string;
  name: string;
  buttonText: string;
  enabled: 0 | 1;
  range: string;
  rangeDesc: string;
  rate: string;
  rateDesc: string;
  tags: string[];
  /**
   * What the click-through (define) answers: http links open in the page, others go native.
   * `{foreign}` is the partner's site (the foreign origin's /partners/ pages); `{FOREIGN}` the
   * same with an upper-case scheme.
   */
  link: string;
}

export const RECOMMENDED_PRODUCTS: readonly RecommendedProduct[] = [
  {
    id: 'r1',
    logo: '/images/products/partner-bayanihan.svg',
    name: 'Bayanihan Cash',
    buttonText: 'Apply now',
    enabled: 1,
    range: '₱2,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    rate: '0.05%',
    rateDesc: 'Daily interest',
    tags: ['Fast approval', 'No collateral'],
    link: '{foreign}/partners/r1',
  },
  {
    id: 'r2',
    logo: '/images/products/partner-tala.svg',
    name: 'Tindahan Credit',
    buttonText: 'Apply now',
    enabled: 1,
    range: '₱1,000 - ₱15,000',
    rangeDesc: 'Loan amount',
    rate: '0.06%',
    rateDesc: 'Daily interest',
    tags: ['First loan bonus'],
    link: 'pesoloan://productDetail?productId=r2',
  },
  {
    id: 'r3',
    logo: '/images/products/partner-agapay.svg',
    name: 'Agapay Loans',
    buttonText: 'Apply now',
    enabled: 1,
    range: '₱3,000 - ₱30,000',
    rangeDesc: 'Loan amount',
    rate: '0.04%',
    rateDesc: 'Daily interest',
    tags: ['Low interest', 'Up to 180 days'],
    link: '{FOREIGN}/partners/r3',
  },
  {
    id: 'r4',
    logo: '/images/products/partner-tala.svg',
    name: 'Sari-Sari Lend',
    buttonText: 'Sold out',
    enabled: 0,
    range: '₱1,000 - ₱10,000',
    rangeDesc: 'Loan amount',
    rate: '0.07%',
    rateDesc: 'Daily interest',
    tags: ['Weekend payout'],
    link: '/productDetail?productId=4',
  },
];

/** The lender's own products (product page and detail), keyed by the core products' ids. */
export const PRODUCT_INFO: Record<
  string,
  { range: string; rate: string; termDesc: string; tags: string[]; description: string }
> = {
  '1': {
    range: '₱3,000 - ₱25,000',
    rate: '0.05%',
    termDesc: '120 days, 4 payments',
    tags: ['Instalments', 'Repeat-borrower limit increase'],
    description: 'Our flagship loan, paid back in four monthly instalments.',
  },
  '2': {
    range: '₱2,000 - ₱10,000',
    rate: '0.06%',
    termDesc: '91 days, 1 payment',
    tags: ['Fast approval'],
    description: 'A short loan for emergencies, decided within a day.',
  },
  '3': {
    range: '₱5,000 - ₱30,000',
    rate: '0.04%',
    termDesc: '180 days, 6 payments',
    tags: ['Low interest'],
    description: 'A longer loan with the lowest daily rate for good payers.',
  },
  '4': {
    range: '₱1,000 - ₱8,000',
    rate: '0.05%',
    termDesc: '120 days, 1 payment',
    tags: ['For first-time borrowers'],
    description: 'A starter loan to build your credit record with us.',
  },
};

export const PRODUCT_REQUIREMENTS = [
  'Filipino citizen over 18 with a permanent Philippine address',
  'One valid government ID',
  'An active mobile number and bank or e-wallet account',
];
