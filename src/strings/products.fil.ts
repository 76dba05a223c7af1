import type { Catalogue } from './catalogue';
import type { productsStrings } from './products';

/** Filipino wording of the joint-login failure, recommended products and product pages. */
export const productsStringsFil = {
  loginErrorTitle: 'Detalye ng order',
  failed: 'Hindi nagtagumpay',
  recommended: 'Mga inirerekomendang produkto',
  recommendListTitle: 'Iba pang loan product',
  recommendIntro: 'Iba pang lisensyadong lender na puwede mong pag-applyan ngayon.',
  productTitle: 'Aming mga loan',
  productIntro: 'Pumili ng loan para makita ang mga tuntunin nito.',
  productDetailTitle: 'Detalye ng produkto',
  missingProduct: 'Walang produktong naibigay. Bumalik at pumili ng produkto.',
  empty: 'Walang available na produkto ngayon. Pakitingnan ulit mamaya.',
  loanTerm: 'Tagal ng loan',
  requirements: 'Mga kailangan mo',
  apply: 'Mag-apply na',
  unavailable: (name: string) => `Hindi available ang ${name} sa ngayon`,
} satisfies Catalogue<typeof productsStrings>;
