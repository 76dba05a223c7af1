import type { bankAccount } from './bank-account';
import type { Catalogue } from './catalogue';

/** Filipino wording of the 'Payment account information' screen. */
export const bankAccountFil = {
  title: 'Ang iyong payment account',
  next: 'Susunod',
  cardTypeTabs: 'Uri ng account',
  cardTypeName: (cardType: number): string =>
    cardType === 1 ? 'Bank account' : cardType === 2 ? 'E-wallet' : `Uri ng account ${cardType}`,
  intro: 'Dito ipapadala ang iyong loan. Pakisiguro na tama ang mga detalye.',
  choose: 'Pumili',
  requiredText: (title: string) => `Kailangan ang ${title}`,
  requiredChoice: (title: string) => `Pakipili: ${title}`,
  mobileWalletInvalid: 'Maglagay ng 11-digit na mobile number na nagsisimula sa 09',
  dayOption: (day: string) => `Ika-${day} ng buwan`,
  saved: 'Na-save ang account',
  noItems: 'Walang kailangang detalye ng account sa ngayon.',
  loadFailed: 'Hindi ma-load ang account form.',
  payingTitle: 'Magdagdag ng card na pambayad',
  payingIntro:
    'Idagdag ang bank card o account na ipambabayad mo sa loan na ito. Pagka-save, babalik ka sa iyong pagbabayad at napili na ang card na ito.',
  payingSaved: 'Naidagdag ang card',
} satisfies Catalogue<typeof bankAccount>;
