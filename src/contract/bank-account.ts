import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { Optional, Required, WholeNumber } from './input';
import { NumberLike, Text } from './primitives';

/** The account kinds the bank form offers (SPEC.md section 4, "Bank screen"). */
export const CARD_TYPE = { bank: 1, wallet: 2 } as const;

/** The form shows text as the server sent it, without stray spaces. */
const TrimmedText = v.pipe(Text, v.trim());

/** How an item is entered: typed text, a list, a city list or a day of the month. */
export const BankItemCate = v.picklist(['text', 'enum', 'city-select', 'day']);

export const BankOptionSchema = v.object({ name: TrimmedText, type: TrimmedText });

/** One bank-init item (SPEC.md section 3); `note` holds the options of pickers. */
export const BankItemSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  cate: BankItemCate,
  title: TrimmedText,
  subtitle: TrimmedText,
  value: TrimmedText,
  note: v.nullish(v.array(BankOptionSchema), []),
  inputType: TrimmedText,
  // 0 (or nothing, or '') means "every card type".
  cardTypeMi: v.nullish(
    v.union([
      NumberLike,
      v.pipe(
        v.literal(''),
        v.transform(() => 0),
      ),
    ]),
    0,
  ),
  channelNumber: TrimmedText,
});

/** The form items: POST /v3/bind-card/init (JSON, code 0). */
export const bindCardInit = defineEndpoint({
  path: '/v3/bind-card/init',
  method: 'POST',
  input: v.object({ product_id: Required }),
  output: v.object({ items: v.array(BankItemSchema) }),
});

/** Longest value of one form item (an address is the longest the form asks for). */
const MAX_FIELD_VALUE = 256;

/** A value of one form item, as typed or picked; the item's own rule is the server's business. */
const FieldValue = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  v.maxLength(MAX_FIELD_VALUE, `must be at most ${MAX_FIELD_VALUE} characters`),
);

/**
 * What save and change send: cardType, product_id and one entry per visible item code (SPEC.md
 * section 3). The item codes come from init, so they are open here; a bad value of an item is
 * a business answer with the item's message, checked by the sandbox's handler.
 */
const BindInput = v.objectWithRest(
  {
    product_id: Required,
    cardType: WholeNumber(CARD_TYPE.bank, CARD_TYPE.wallet),
    /** The chosen bank channel; the sandbox assumes InstaPay when it is left out. */
    channel_number: v.optional(FieldValue),
    /** Recorded with the account when sent; the app sends none (bank-account-endpoints.md). */
    orderId: Optional,
  },
  FieldValue,
);

/** Binds the account: POST /v3/bind-card/save (JSON, code 0); the answer's data is not used. */
export const bindCardSave = defineEndpoint({
  path: '/v3/bind-card/save',
  method: 'POST',
  input: BindInput,
  output: v.unknown(),
});

/** Used instead of save when the borrower came from the order detail (SPEC.md section 7). */
export const bindCardChange = defineEndpoint({
  path: '/v3/bind-card/change',
  method: 'POST',
  input: BindInput,
  output: v.unknown(),
});
