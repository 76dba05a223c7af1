import { localise } from './localise';

/** Wording of the 'Payment account information' screen (SPEC.md section 2, "Bank account screen"). */
export const bankAccount = localise('bankAccount', {
  title: 'Payment account information',
  next: 'Next',
  cardTypeTabs: 'Account type',
  cardTypeName: (cardType: number): string =>
    cardType === 1 ? 'Bank account' : cardType === 2 ? 'E-wallet' : `Account type ${cardType}`,
  intro: 'Your loan will be sent to this account. Please check that the details are correct.',
  choose: 'Choose',
  requiredText: (title: string) => `${title} is required`,
  requiredChoice: (title: string) => `Please choose: ${title}`,
  mobileWalletInvalid: 'Enter an 11-digit mobile number starting with 09',
  dayOption: (day: string) => `Day ${day}`,
  saved: 'Account saved',
  noItems: 'No account details are needed right now.',
  loadFailed: 'We could not load the account form.',
  // Opened from the card repayment page ('Bind a new card', from=payway): a card to pay with
  payingTitle: 'Add a card to pay with',
  payingIntro:
    'Add the bank card or account you will pay this loan with. After you save it, you go back to your payment with this card chosen.',
  payingSaved: 'Card added',
} as const);
