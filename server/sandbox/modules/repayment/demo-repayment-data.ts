/**
 * Demo data of the repayment sandbox: payment channels, the pay notices shown on the saved code
 * page (the demo borrower's bank cards are in server/sandbox/modules/core/bank-cards.ts). Logos are original illustrations on the lender's CDN
 * (paths on the foreign origin, server/sandbox/foreign/cdn/; the API answers them as absolute URLs).
 */
export const DEMO_CHANNELS = [
  { channelNumber: '90006', name: 'GCash', logo: '/images/repayment/logo-gcash.svg' },
  { channelNumber: '90007', name: 'Maya', logo: '/images/repayment/logo-maya.svg' },
  { channelNumber: '90011', name: '7-Eleven', logo: '/images/repayment/logo-seven-eleven.svg' },
  { channelNumber: '90012', name: 'Cebuana Lhuillier', logo: '/images/repayment/logo-cebuana.svg' },
  { channelNumber: '90020', name: 'Bank transfer', logo: '/images/repayment/logo-bank.svg' },
] as const;

export const PROVIDER_LOGO = '/images/repayment/logo-dragonpay.svg';
export const PROVIDER_TITLE = 'Dragonpay reference number';

export const DEMO_PAY_NOTICES: ReadonlyArray<{
  group: string;
  name: string;
  steps: readonly string[];
}> = [
  {
    group: 'E-wallet',
    name: 'GCash',
    steps: [
      'Open GCash and tap Pay Bills.',
      'Choose Payment Solutions, then Dragonpay.',
      'Enter your reference number and the exact amount.',
      'Confirm and keep the receipt.',
    ],
  },
  {
    group: 'E-wallet',
    name: 'Maya',
    steps: [
      'Open Maya and tap Bills.',
      'Choose Payment Solutions, then Dragonpay.',
      'Enter your reference number and the exact amount.',
      'Confirm and keep the receipt.',
    ],
  },
  {
    group: 'Over the counter',
    name: '7-Eleven (CLiQQ kiosk or cashier)',
    steps: [
      'Tell the cashier you are paying Dragonpay.',
      'Give your reference number and the exact amount.',
      'Pay in cash and keep the deposit slip.',
    ],
  },
  {
    group: 'Over the counter',
    name: 'Cebuana Lhuillier',
    steps: [
      'Fill in a bills payment form for Dragonpay.',
      'Write your reference number and the exact amount.',
      'Pay at the counter and keep the deposit slip.',
    ],
  },
];
