import type { FastifyInstance } from 'fastify';
import {
  periodAgreementLink,
  periodAgreements,
  periodLoan,
  periodPush,
} from '../../../../src/contract/loan-confirm';
import { contractRoute } from '../../contract-route';
import { okLegacy, SandboxError } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../module';
import {
  agreementsOf,
  agreementUrl,
  offerDetails,
  recordPush,
  repayPlan,
} from './loan-confirm-routes';
import { loadOffer } from './order-queries';
import { answerLanguage } from '../../answer-language';
import { DETAIL_LABELS } from '../core/order-texts';

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
  { db, provider, foreignOrigin }: SandboxContext,
): void {
  contractRoute(app, provider, periodLoan, async ({ productId }, request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const offer = loadOffer(db, productId, LEGACY_FAILURE);
    const sign = offer.currencyFlag === 1 ? '₹' : '₱';
    const plans = repayPlan(offer);
    return okLegacy({
      loanAmount: offer.amount,
      firstRepayDate: plans[0]?.pay_time ?? '',
      periods: offer.periods,
      termUnit: offer.termUnit,
      detailed: offerDetails(offer, DETAIL_LABELS[answerLanguage(request)], sign),
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

  // Scene 3 and the fixed channel are checked by the contract's input schemas.
  contractRoute(app, provider, periodAgreements, async ({ productId }, request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    return okLegacy(
      agreementsOf(db, productId).map(({ position, title }) => ({ position, title })),
    );
  });

  contractRoute(app, provider, periodAgreementLink, async ({ productId, position }, request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    return okLegacy({
      contract_url: agreementUrl(db, foreignOrigin, productId, position, LEGACY_FAILURE),
    });
  });

  // The old variant checks only the amount against the offer, not periods and termUnit.
  contractRoute(app, provider, periodPush, async ({ productId, amount }, request) => {
    const borrower = requireBorrower(db, request, LEGACY_FAILURE);
    const offer = loadOffer(db, productId, LEGACY_FAILURE);
    if (offer.pushError) throw new SandboxError(LEGACY_FAILURE, offer.pushError);
    const lendDetailsUrl = await recordPush(db, {
      userId: borrower.user_id,
      variant: 'v32',
      offer,
      amount,
      failureCode: LEGACY_FAILURE,
    });
    return okLegacy({ lendDetailsUrl });
  });
}
