import { localise } from './localise';

/** Wording of the card repayment's SMS verification dialog. */
export const smsVerificationStrings = localise('smsVerification', {
  verifyTitle: 'SMS verification',
  verifyHint: (card: string) => `Enter the 6-digit code your bank sent by SMS for ${card}.`,
  codeLabel: 'Verification code',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const);
