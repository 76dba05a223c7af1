import { normaliseMobile } from '../../contract/phone';
import type { BankItem, BankOption } from './api/bind-card-init';

/** SPEC.md section 9: default card type 1 (bank account), default channel number 90006. */
export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL_NUMBER = '90006';
/** The card type whose items may carry a channel restriction (SPEC.md section 4). */
export const CHANNEL_CARD_TYPE = 1;
/** The item whose options' types are channel numbers: choosing one sets the channel. */
export const CHANNEL_INPUT_TYPE = 'channel';
/** A text item holding a mobile number (an e-wallet's), in any form src/contract/phone.ts accepts. */
export const PHONE_INPUT_TYPE = 'phone';

/** What the form holds per item code: the text typed, or the picked option's name. */
export type FormValues = Record<string, string>;

export type SavePayload = Record<string, string | number> & {
  cardType: number;
  product_id: string;
};

export function isPicker(item: BankItem): boolean {
  return item.cate !== 'text';
}

export function isChannelPicker(item: BankItem): boolean {
  return item.cate === 'enum' && item.inputType === CHANNEL_INPUT_TYPE;
}

/**
 * SPEC.md section 4, "Bank screen": an item restricted to a card type (cardTypeMi not 0) shows
 * only for that card type; an item with a channel number shows only for card type 1 and only
 * while that channel is the chosen one.
 */
export function isItemVisible(item: BankItem, cardType: number, channelNumber: string): boolean {
  if (item.cardTypeMi !== 0 && item.cardTypeMi !== cardType) return false;
  if (item.channelNumber === '') return true;
  return cardType === CHANNEL_CARD_TYPE && item.channelNumber === channelNumber;
}

export function visibleItems(
  items: readonly BankItem[],
  cardType: number,
  channelNumber: string,
): BankItem[] {
  return items.filter((item) => isItemVisible(item, cardType, channelNumber));
}

/** The card-type tabs: card type 1 always, plus every type an item is restricted to. */
export function cardTypesOf(items: readonly BankItem[]): number[] {
  const types = new Set([DEFAULT_CARD_TYPE]);
  for (const item of items) if (item.cardTypeMi > 0) types.add(item.cardTypeMi);
  return [...types].sort((a, b) => a - b);
}

/** The card type to open on: the address's `cardType` when it is one of the tabs, else 1. */
export function initialCardType(items: readonly BankItem[], requested: string | null): number {
  const wanted = Number(requested);
  return cardTypesOf(items).includes(wanted) ? wanted : DEFAULT_CARD_TYPE;
}

/** Day items list 1 to 31 when the server sends no options of its own. */
export const MONTH_DAYS: BankOption[] = Array.from({ length: 31 }, (_, index) => ({
  name: String(index + 1),
  type: String(index + 1),
}));

export function optionsOf(item: BankItem): BankOption[] {
  if (item.cate === 'day' && item.note.length === 0) return MONTH_DAYS;
  return item.note;
}

/** The option a server value names, by type first (what a save sends back), then by name. */
function optionForValue(item: BankItem, value: string): BankOption | undefined {
  const options = optionsOf(item);
  return (
    options.find((option) => option.type === value) ??
    options.find((option) => option.name === value)
  );
}

/** SPEC.md section 3: for enum items the chosen option's name is mapped back to its type. */
export function enumTypeForName(item: BankItem, name: string): string {
  return item.note.find((option) => option.name === name)?.type ?? name;
}

/** The channel in force when the form opens: the channel item's value, else 90006. */
export function initialChannelNumber(items: readonly BankItem[]): string {
  const picker = items.find(isChannelPicker);
  if (!picker || picker.value === '') return DEFAULT_CHANNEL_NUMBER;
  return optionForValue(picker, picker.value)?.type ?? DEFAULT_CHANNEL_NUMBER;
}

/**
 * The values the form starts with, from the server's `value`s. Pickers show the option's name;
 * the channel item starts on the channel in force.
 */
export function initialValues(items: readonly BankItem[]): FormValues {
  const channel = initialChannelNumber(items);
  const values: FormValues = {};
  for (const item of items) {
    if (isChannelPicker(item)) {
      values[item.code] = item.note.find((option) => option.type === channel)?.name ?? '';
    } else if (isPicker(item) && item.value !== '') {
      values[item.code] = optionForValue(item, item.value)?.name ?? item.value;
    } else {
      values[item.code] = item.value;
    }
  }
  return values;
}

/** SPEC.md section 4: choosing a channel sets the channel number; other picks leave it. */
export function channelAfterChoice(item: BankItem, name: string, current: string): string {
  if (!isChannelPicker(item)) return current;
  return item.note.find((option) => option.name === name)?.type ?? current;
}

/**
 * The value one item sends: enum names mapped back to types, mobile numbers in the one form the
 * contract takes (`09XXXXXXXXX`), text trimmed, the rest as shown.
 */
export function valueToSend(item: BankItem, value: string): string {
  if (item.cate === 'enum') return enumTypeForName(item, value);
  if (item.cate === 'text' && item.inputType === PHONE_INPUT_TYPE)
    return normaliseMobile(value) ?? value.trim();
  return value.trim();
}

/**
 * SPEC.md section 3: one entry per (visible) item code holding its value, plus cardType and
 * product_id. Hidden items (another card type, another channel) are not sent.
 */
export function buildSavePayload(
  items: readonly BankItem[],
  values: FormValues,
  cardType: number,
  channelNumber: string,
  productId: string,
): SavePayload {
  const payload: SavePayload = { cardType, product_id: productId };
  for (const item of visibleItems(items, cardType, channelNumber)) {
    payload[item.code] = valueToSend(item, values[item.code] ?? '');
  }
  // cardType and product_id always win over an item that happens to share their code.
  payload.cardType = cardType;
  payload.product_id = productId;
  return payload;
}
