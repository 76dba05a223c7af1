import { localise } from './localise';

/** Joint-login failure, recommended products and product pages (SPEC.md section 2). */
export const productsStrings = localise('products', {
  loginErrorTitle: 'Order Details',
  failed: 'Failed',
  recommended: 'Recommended products',
  recommendListTitle: 'More loan products',
  recommendIntro: 'Other licensed lenders you can apply to right now.',
  productTitle: 'Our loans',
  productIntro: 'Choose a loan to see its terms.',
  productDetailTitle: 'Product details',
  missingProduct: 'No product was given. Please go back and choose a product.',
  empty: 'No products are available right now. Please check back later.',
  loanTerm: 'Loan term',
  requirements: 'What you need',
  apply: 'Apply now',
  unavailable: (name: string) => `${name} is not available right now`,
} as const);
