import type { Catalogue } from './catalogue';
import type { smsVerificationStrings } from './sms-verification';

/** Filipino wording of the card repayment's SMS verification dialog. */
export const smsVerificationStringsFil = {
  verifyTitle: 'SMS verification',
  verifyHint: (card: string) =>
    `Ilagay ang 6-digit code na ipinadala ng iyong bangko sa SMS para sa ${card}.`,
  codeLabel: 'Verification code',
  confirm: 'I-confirm',
  cancel: 'I-cancel',
} satisfies Catalogue<typeof smsVerificationStrings>;
