import * as v from 'valibot';
import { request } from '../../../lib/api/client';

/** Records an analytics event on the server (SPEC.md section 7, /service/event/save). */
export function saveEvent(
  productId: string,
  moduleId: number,
  positionId: number,
): Promise<unknown> {
  return request({
    path: '/service/event/save',
    body: { productId, moduleId, positionId },
    schema: v.unknown(),
  });
}
