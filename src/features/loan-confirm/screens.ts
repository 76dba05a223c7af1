import { defineScreens, serverRendered } from '../../config/screen-definition';
import { loanConfirmLoader } from './api/loan-confirm-loader';
import { periodLoanLoader } from './api/period-loan-loader';

/** A reload here could interrupt a loan confirmation: no update prompt. */
const confirmation = { noUpdatePrompt: true } as const;

export const loanConfirmScreens = defineScreens({
  loanConfirm: serverRendered(
    '/loanConfirm',
    'features/loan-confirm/loan-confirm-route',
    loanConfirmLoader,
    confirmation,
  ),
  confirmOfPeriod: serverRendered(
    '/confirmOfPeriod',
    'features/loan-confirm/confirm-of-period-route',
    periodLoanLoader,
    confirmation,
  ),
});
