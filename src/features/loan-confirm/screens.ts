import { defineScreens, serverRendered } from '../../config/screen-definition';
import { loanConfirmCall } from './api/loan-confirm-call';
import { periodLoanCall } from './api/period-loan-call';

/** A reload here could interrupt a loan confirmation: no update prompt. */
const confirmation = { noUpdatePrompt: true } as const;

export const loanConfirmScreens = defineScreens({
  loanConfirm: serverRendered(
    '/loanConfirm',
    'features/loan-confirm/loan-confirm-route',
    loanConfirmCall,
    confirmation,
  ),
  confirmOfPeriod: serverRendered(
    '/confirmOfPeriod',
    'features/loan-confirm/confirm-of-period-route',
    periodLoanCall,
    confirmation,
  ),
});
