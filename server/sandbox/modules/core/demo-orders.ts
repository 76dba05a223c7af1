/**
 * The demo products and one order per status (DECISIONS.md section 9), shared by the order,
 * repayment and complaint modules. Money is in hundredths (centavos).
 */
/** Logos are paths on the lender's CDN (the foreign origin, server/sandbox/foreign/cdn/). */
export const DEMO_PRODUCTS = [
  { id: '1', name: 'PesoLoan Plus', logo: '/images/products/product-1.svg' },
  { id: '2', name: 'QuickCash PH', logo: '/images/products/product-2.svg' },
  { id: '3', name: 'Kaagapay Credit', logo: '/images/products/product-3.svg' },
  { id: '4', name: 'Sulong Lending', logo: '/images/products/product-4.svg' },
] as const;

export interface DemoOrder {
  orderNo: string;
  productId: string;
  status: number;
  /** Principal disbursed, hundredths. */
  amount: number;
  /** What is owed now, hundredths. */
  repayAmount: number;
  /** Rollover (extension) fee, hundredths; 0 when rollover is not offered. */
  delayAmount: number;
  isDelay: 0 | 1;
  /** Due date, YYYY-MM-DD. */
  repayDate: string;
  payCode: string;
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    orderNo: 'PL2024021',
    productId: '1',
    status: 21,
    amount: 500000,
    repayAmount: 0,
    delayAmount: 0,
    isDelay: 0,
    repayDate: '2026-12-21',
    payCode: '',
  },
  {
    orderNo: 'PL2024110',
    productId: '2',
    status: 110,
    amount: 300000,
    repayAmount: 0,
    delayAmount: 0,
    isDelay: 0,
    repayDate: '2026-12-28',
    payCode: '',
  },
  {
    orderNo: 'PL2024151',
    productId: '3',
    status: 151,
    amount: 800000,
    repayAmount: 0,
    delayAmount: 0,
    isDelay: 0,
    repayDate: '',
    payCode: '',
  },
  {
    orderNo: 'PL2024170',
    productId: '1',
    status: 170,
    amount: 700000,
    repayAmount: 765000,
    delayAmount: 0,
    isDelay: 0,
    repayDate: '2026-12-05',
    payCode: '7001248813',
  },
  {
    orderNo: 'PL2024174',
    productId: '1',
    status: 174,
    amount: 1000000,
    repayAmount: 1092500,
    delayAmount: 185000,
    isDelay: 1,
    repayDate: '2026-11-24',
    payCode: '7001249902',
  },
  {
    orderNo: 'PL2024180',
    productId: '2',
    status: 180,
    amount: 600000,
    repayAmount: 712000,
    delayAmount: 0,
    isDelay: 0,
    repayDate: '2026-11-10',
    payCode: '7001250377',
  },
  {
    orderNo: 'PL2024200',
    productId: '4',
    status: 200,
    amount: 400000,
    repayAmount: 0,
    delayAmount: 0,
    isDelay: 0,
    repayDate: '2026-10-30',
    payCode: '',
  },
];

/** The second demo borrower's only order: an instalment due, with a pay code of its own. */
export const SECOND_BORROWER_ORDERS: readonly DemoOrder[] = [
  {
    orderNo: 'JR2024174',
    productId: '3',
    status: 174,
    amount: 250000,
    repayAmount: 281000,
    delayAmount: 52000,
    isDelay: 1,
    repayDate: '2026-11-28',
    payCode: '7009901234',
  },
];
