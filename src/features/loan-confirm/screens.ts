import { defineScreens } from '../../config/screen-definition';
import { loanConfirmCall } from './api/loan-confirm-call';
import { periodLoanCall } from './api/period-loan-call';

/** A reload here could interrupt a loan confirmation: no update prompt. */
export const loanConfirmScreens = defineScreens({
  loanConfirm: {
    path: '/loanConfirm',
    module: 'features/loan-confirm/loan-confirm-route',
    firstCall: loanConfirmCall,
    paint: { by: 'server' },
    noUpdatePrompt: true,
  },
  confirmOfPeriod: {
    path: '/confirmOfPeriod',
    module: 'features/loan-confirm/confirm-of-period-route',
    firstCall: periodLoanCall,
    paint: { by: 'server' },
    noUpdatePrompt: true,
  },
});
