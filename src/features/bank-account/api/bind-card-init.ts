import type * as v from 'valibot';
import {
  bindCardInit,
  type BankItemSchema,
  type BankOptionSchema,
} from '../../../contract/bank-account';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type BankItem = v.InferOutput<typeof BankItemSchema>;
export type BankOption = v.InferOutput<typeof BankOptionSchema>;

/** The form items; the screen shows a failed load itself (heading, message, retry). */
export function useBindCardInit(productId: string) {
  return useApiQuery(
    bindCardInit,
    { product_id: productId },
    // Reconnecting must not reload the items and reset what the borrower has typed.
    { toast: false, revalidateOnReconnect: false },
  );
}
