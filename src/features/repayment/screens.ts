import { defineScreens, NO_CALL, serverRendered } from '../../config/screen-definition';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { instalmentLoader } from './api/instalment-loader';
import { rolloverLoader } from './api/rollover-loader';
import { readCodePageParams } from './rules/code-page-rules';

const at = (route: string) => `features/repayment/${route}`;

export const repaymentScreens = defineScreens({
  repay: serverRendered('/repay', at('repay-route'), instalmentLoader, {
    aliases: ['/whetherRepay'],
    audit: { bench: true },
  }),
  repayDelay: serverRendered('/repayDelay', at('repay-delay-route'), rolloverLoader),
  // The instructions show their own text: rendered from the link alone.
  providerInstructions: serverRendered(
    '/dragonpayInstructions',
    at('provider-instructions-route'),
    NO_CALL,
  ),
  rolloverInstructions: serverRendered(
    '/rolloverInstructions',
    at('rollover-instructions-route'),
    NO_CALL,
  ),
  // The QR picture is held to the image hosts of the browser's page (its CSP), which the
  // renderer does not have: a QR link is left to the browser.
  repaymentCode: serverRendered('/repaymentOfCode', at('repayment-code-route'), NO_CALL, {
    aliases: ['/carpmm'],
    audit: { query: { showType: '1', amount: '1092500', payCode: '7001249902' } },
    paint: { renders: (search) => readCodePageParams(search)?.showType !== 2 },
  }),
  // The server renders it as a device with nothing saved shows it; a device noted as holding a
  // copy renders it afresh and reads that copy.
  repaymentCodeSaved: serverRendered(
    '/repaymentOfCode2',
    at('repayment-code-saved-route'),
    NO_CALL,
    {
      paint: { staleIfStored: () => STORAGE_KEYS.repaymentInfoSaved },
    },
  ),
});
