import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import type { SavePayload } from '../bank-form-rules';

export const BIND_CARD_SAVE_PATH = '/v3/bind-card/save';
/** Used instead of save when the borrower came from the order detail (SPEC.md section 7). */
export const BIND_CARD_CHANGE_PATH = '/v3/bind-card/change';

/** The save answer's data is not used; any shape is accepted. */
const SaveResultSchema = v.unknown();

export function saveBindCard(payload: SavePayload, fromLoanDetail: boolean): Promise<unknown> {
  return request({
    path: fromLoanDetail ? BIND_CARD_CHANGE_PATH : BIND_CARD_SAVE_PATH,
    body: payload,
    schema: SaveResultSchema,
  });
}
