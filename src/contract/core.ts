import type { ScreenLoader } from './screen-loader';
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { Optional, Required, WholeNumber } from './input';

/** The call-centre contact group every help screen asks for (SPEC.md section 7). */
export const CALL_CENTER_OVERALL = 30;

/** Customer-service contact: POST /v3/personal-center/contact-kf-info (JSON, code 0). */
export const contactInfo = defineEndpoint({
  path: '/v3/personal-center/contact-kf-info',
  method: 'POST',
  input: v.object({ overall: WholeNumber(CALL_CENTER_OVERALL, CALL_CENTER_OVERALL) }),
  output: v.object({ email: v.string(), smWa: v.string() }),
});

/** An analytics event (SPEC.md section 7): POST /service/event/save (JSON, code 0). */
export const saveEvent = defineEndpoint({
  path: '/service/event/save',
  method: 'POST',
  input: v.object({
    productId: Required,
    moduleId: WholeNumber(),
    positionId: WholeNumber(),
    userId: Optional,
  }),
  output: v.unknown(),
});

/**
 * The contact call as a screen's loader (customer service, the developer preview's
 * connection check): always the call-centre group, whatever the link.
 */
export const contactInfoLoader: ScreenLoader<typeof contactInfo> = {
  endpoint: contactInfo,
  input: { overall: CALL_CENTER_OVERALL },
  required: [],
};
