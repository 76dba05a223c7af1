import { defineScreens, NO_CALL, serverRendered } from '../../config/screen-definition';
import { repaymentWayLoader } from './api/repayment-way-loader';
import { attemptStorageKey } from './rules/payment-attempt';

export const cardRepaymentScreens = defineScreens({
  // The server cannot see the device's attempt, so it mints as the page would, and a device that
  // holds an attempt for the loan renders the page afresh. A reload here could interrupt a card
  // repayment or its SMS verification: no update prompt.
  cardRepayment: serverRendered(
    '/repayment',
    'features/card-repayment/card-repayment-route',
    {
      notEarly:
        'its first call mints a repay token, which the screen skips for a loan this device has paid: only the page itself (or the server, for a page the device then renders afresh) may make it',
    },
    {
      aliases: ['/chooseRepayment'],
      noUpdatePrompt: true,
      audit: { bench: true },
      paint: {
        loader: () => repaymentWayLoader,
        staleIfStored: (link) => attemptStorageKey(link.orderId ?? ''),
      },
    },
  ),
  // Its "opening" note shows while the app asks for the gateway's page.
  onlinePayment: serverRendered(
    '/onlinePayment',
    'features/card-repayment/online-payment-route',
    NO_CALL,
    { noUpdatePrompt: true },
  ),
});
