import { defineScreens, NO_CALL } from '../../config/screen-definition';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { instalmentCall } from './api/instalment-call';
import { rolloverCall } from './api/rollover-call';
import { readCodePageParams } from './rules/code-page-rules';

export const repaymentScreens = defineScreens({
  repay: {
    path: '/repay',
    aliases: ['/whetherRepay'],
    module: 'features/repayment/repay-route',
    firstCall: instalmentCall,
    paint: { by: 'server' },
  },
  repayDelay: {
    path: '/repayDelay',
    module: 'features/repayment/repay-delay-route',
    firstCall: rolloverCall,
    paint: { by: 'server' },
  },
  // The instructions show their own text: rendered from the link alone.
  providerInstructions: {
    path: '/dragonpayInstructions',
    module: 'features/repayment/provider-instructions-route',
    firstCall: NO_CALL,
    paint: { by: 'server' },
  },
  rolloverInstructions: {
    path: '/rolloverInstructions',
    module: 'features/repayment/rollover-instructions-route',
    firstCall: NO_CALL,
    paint: { by: 'server' },
  },
  repaymentCode: {
    path: '/repaymentOfCode',
    aliases: ['/carpmm'],
    module: 'features/repayment/repayment-code-route',
    firstCall: NO_CALL,
    // The QR picture is held to the image hosts of the browser's page (its CSP), which the
    // renderer does not have: a QR link is left to the browser.
    paint: { by: 'server', renders: (search) => readCodePageParams(search)?.showType !== 2 },
  },
  repaymentCodeSaved: {
    path: '/repaymentOfCode2',
    module: 'features/repayment/repayment-code-saved-route',
    firstCall: NO_CALL,
    // The server renders it as a device with nothing saved shows it; a device noted as holding a
    // copy renders it afresh and reads that copy.
    paint: { by: 'server', staleIfStored: () => STORAGE_KEYS.repaymentInfoSaved },
  },
});
