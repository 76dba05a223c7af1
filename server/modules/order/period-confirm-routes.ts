import type { FastifyInstance } from 'fastify';
import { okLegacy, SandboxError } from '../../lib/envelope';
import { foreignUrl } from '../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../lib/module';
import { readParams, required, requiredInt } from '../../lib/params';
import {
  agreementsOf,
  agreementUrl,
  checkChannel,
  checkScene,
  offerDetails,
  recordPush,
  repayPlan,
} from './loan-confirm-routes';
import { loadOffer } from './order-queries';

/** The promotional pop-up's top image, on the lender's CDN (the foreign origin). */
const PROMO_IMAGE = '/images/products/promo-gift.svg';

/** Failure code of the old variant (anything but '00'). */
export const LEGACY_FAILURE = '01';

/**
 * The older loan confirmation (V32) on the obfuscated `/gopia/goya/*` paths: form bodies and
 * the '00' success code. The field names are ours (the real ones are not shown).
 */
export function registerPeriodConfirmRoutes(
  app: FastifyInstance,
  { db, foreignOrigin }: SandboxContext,
): void {
  app.post('/gopia/goya/satire', async (request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const offer = loadOffer(db, required(readParams(request), 'productId'), LEGACY_FAILURE);
    const sign = offer.currencyFlag === 1 ? '₹' : '₱';
    const plans = repayPlan(offer);
    return okLegacy({
      loanAmount: offer.amount,
      firstRepayDate: plans[0]?.pay_time ?? '',
      periods: offer.periods,
      termUnit: offer.termUnit,
      detailed: offerDetails(offer, sign),
      plan: plans.map((plan, index) => ({
        period: `${index + 1}/${plans.length}`,
        date: plan.pay_time,
        amount: plan.amount,
      })),
      buttonText: offer.buttonText,
      currencyFlag: offer.currencyFlag,
      isPopType: offer.isPopType,
      popTitle: offer.popTitle,
      popContent: offer.popContent,
      promoShow: offer.promoShow,
      promoImage: foreignUrl(foreignOrigin, PROMO_IMAGE),
      promoMessage: offer.promoMessage,
    });
  });

  app.get('/gopia/goya/cultures', async (request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const params = readParams(request);
    checkScene(params);
    return okLegacy(
      agreementsOf(db, required(params, 'productId')).map(({ position, title }) => ({
        position,
        title,
      })),
    );
  });

  app.get('/gopia/goya/misunderstood', async (request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const params = readParams(request);
    checkScene(params);
    checkChannel(params);
    const position = requiredInt(params, 'position', 1);
    return okLegacy({
      contract_url: agreementUrl(
        db,
        foreignOrigin,
        required(params, 'productId'),
        position,
        LEGACY_FAILURE,
      ),
    });
  });

  app.post('/gopia/goya/depush', async (request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const params = readParams(request);
    checkChannel(params);
    const offer = loadOffer(db, required(params, 'productId'), LEGACY_FAILURE);
    const amount = requiredInt(params, 'amount', 1);
    if (offer.pushError) throw new SandboxError(LEGACY_FAILURE, offer.pushError);
    return okLegacy({ lendDetailsUrl: await recordPush(db, 'v32', offer, amount, LEGACY_FAILURE) });
  });
}
