import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';

/** Text the server may send as a string, a number or null; kept as a trimmed string. */
const Text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value).trim()),
);

const Cate = v.picklist(['text', 'enum', 'city-select', 'day']);

export const BankOptionSchema = v.object({ name: Text, type: Text });

/** One bank-init item (SPEC.md section 3); `note` holds the options of pickers. */
export const BankItemSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  cate: Cate,
  title: Text,
  subtitle: Text,
  value: Text,
  note: v.nullish(v.array(BankOptionSchema), []),
  inputType: Text,
  cardTypeMi: v.pipe(
    v.nullish(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d*$/))]), 0),
    v.transform(Number),
  ),
  channelNumber: Text,
});
export type BankItem = v.InferOutput<typeof BankItemSchema>;
export type BankOption = v.InferOutput<typeof BankOptionSchema>;

export const BindCardInitSchema = v.object({ items: v.array(BankItemSchema) });

export const bindCardInitKey = (productId: string) => ['bind-card-init', productId] as const;

export function fetchBindCardInit(productId: string): Promise<BankItem[]> {
  return request({
    path: '/v3/bind-card/init',
    body: { product_id: productId },
    schema: BindCardInitSchema,
  }).then((data) => data.items);
}

/** The form items; not revalidated on focus, so returning to the tab never resets typed input. */
export function useBindCardInit(productId: string) {
  return useSWR(bindCardInitKey(productId), ([, id]) => fetchBindCardInit(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
