import { defineScreens, NO_CALL } from '../../config/screen-definition';
import { repaymentWayCall } from './api/repayment-way-call';
import { attemptStorageKey } from './rules/payment-attempt';

/** A reload here could interrupt a card repayment or its SMS verification: no update prompt. */
export const cardRepaymentScreens = defineScreens({
  cardRepayment: {
    path: '/repayment',
    aliases: ['/chooseRepayment'],
    module: 'features/card-repayment/card-repayment-route',
    firstCall: {
      notEarly:
        'its first call mints a repay token, which the screen skips for a loan this device has paid: only the page itself (or the server, for a page the device then renders afresh) may make it',
    },
    // The server cannot see the device's attempt, so it mints as the page would, and a device
    // that holds an attempt for the loan renders the page afresh.
    paint: {
      by: 'server',
      call: () => repaymentWayCall,
      staleIfStored: (link) => attemptStorageKey(link.orderId ?? ''),
    },
    noUpdatePrompt: true,
  },
  // Its "opening" note shows while the app asks for the gateway's page.
  onlinePayment: {
    path: '/onlinePayment',
    module: 'features/card-repayment/online-payment-route',
    firstCall: NO_CALL,
    paint: { by: 'server' },
    noUpdatePrompt: true,
  },
});
