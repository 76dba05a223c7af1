import type * as v from 'valibot';
import type { BankItemSchema, BankOptionSchema } from '../../../contract/bank-account';
import { inputOf } from '../../../contract/first-call';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { bankFormCall } from './bank-form-call';

export type BankItem = v.InferOutput<typeof BankItemSchema>;
export type BankOption = v.InferOutput<typeof BankOptionSchema>;

/** The form items; the screen shows a failed load itself (heading, message, retry). */
export function useBindCardInit(productId: string) {
  return useApiQuery(
    bankFormCall.endpoint,
    // Asked for even without a product in the link (then it is not started early).
    inputOf(bankFormCall, { productId }),
    // Reconnecting must not reload the items and reset what the borrower has typed.
    { toast: false, revalidateOnReconnect: false },
  );
}
