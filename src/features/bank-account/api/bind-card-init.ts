import type * as v from 'valibot';
import type { BankItemSchema, BankOptionSchema } from '../../../contract/bank-account';
import { loaderInput } from '../../../contract/screen-loader';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { bankFormLoader } from './bank-form-loader';

export type BankItem = v.InferOutput<typeof BankItemSchema>;
export type BankOption = v.InferOutput<typeof BankOptionSchema>;

/** The form items; the screen shows a failed load itself (heading, message, retry). */
export function useBindCardInit(productId: string) {
  return useApiQuery(
    bankFormLoader.endpoint,
    // Asked for even without a product in the link (then it is not started early).
    loaderInput(bankFormLoader, { productId }),
    // Reconnecting must not reload the items and reset what the borrower has typed.
    { toast: false, revalidateOnReconnect: false },
  );
}
