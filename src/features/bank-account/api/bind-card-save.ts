import { bindCardChange, bindCardSave } from '../../../contract/bank-account';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { SavePayload } from '../bank-form-rules';

/** Saves the account; change instead of save when the borrower came from the order detail. */
export function saveBindCard(payload: SavePayload, fromLoanDetail: boolean): Promise<unknown> {
  return callEndpoint(fromLoanDetail ? bindCardChange : bindCardSave, payload);
}
