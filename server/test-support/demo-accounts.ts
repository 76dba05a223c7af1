/**
 * The demo borrower's accounts as the bind-card form sends them for product 1, and the fields
 * the sandbox keeps of each (the form without the product and the card type).
 */
export const DEMO_BANK_FIELDS = {
  channel_number: '90006',
  bank_code: 'BPI',
  account_no: '001234567890',
  account_name: 'Maria Santos',
  city: 'Quezon City',
  salary_day: '15',
};

export const DEMO_BANK_ACCOUNT = { product_id: '1', cardType: 1, ...DEMO_BANK_FIELDS };

export const DEMO_WALLET_FIELDS = {
  wallet_code: 'GCASH',
  wallet_no: '09171234567',
  account_name: 'Maria Santos',
  city: 'Cebu City',
  salary_day: '30',
};

export const DEMO_WALLET = { product_id: '1', cardType: 2, ...DEMO_WALLET_FIELDS };
