import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  BankItemCate,
  bindCardChange,
  bindCardInit,
  bindCardSave,
  CARD_TYPE,
} from '../../../../src/contract/bank-account';
import type { ParsedInputOf } from '../../../../src/contract/endpoint';
import { contractRoute } from '../../contract-route';
import { isSentMobile } from '../../../../src/contract/phone';
import { execute, queryAll, type SandboxDb } from '../../db';
import { ok, SandboxError } from '../../envelope';
import { requireBorrower, type Borrower, type SandboxModule } from '../../module';
import { bindAccount, boundAccounts, type CardRow } from '../core/bank-cards';
import { sandboxHook } from '../../sandbox-hook';
import {
  BANK_FORM_ITEMS,
  DEFAULT_CHANNEL,
  REFUSED_ACCOUNT_CODE,
  REFUSED_ACCOUNT_MESSAGE,
  REFUSED_ACCOUNT_NO,
} from './bank-form-items';

/** A value the borrower sent that the bank form refuses (shown as a toast by the app). */
export const INVALID_FIELD_CODE = 1001;

const OptionSchema = v.object({ name: v.string(), type: v.string() });
const NoteSchema = v.array(OptionSchema);

const ItemRow = v.object({
  code: v.string(),
  cate: BankItemCate,
  title: v.string(),
  subtitle: v.string(),
  note: v.string(),
  input_type: v.string(),
  card_type_mi: v.number(),
  channel_number: v.string(),
  prefill: v.string(),
});
type ItemRow = v.InferOutput<typeof ItemRow>;

const FieldsSchema = v.record(v.string(), v.string());

function readItems(db: SandboxDb): ItemRow[] {
  return queryAll(db, ItemRow, 'SELECT * FROM bank_form_items ORDER BY sort');
}

function optionsOf(item: ItemRow) {
  return v.parse(NoteSchema, JSON.parse(item.note));
}

function fieldsOf(row: CardRow): Record<string, string> {
  return v.parse(FieldsSchema, JSON.parse(row.fields));
}

/** The latest value the borrower saved for each item code (newest record wins). */
function savedValues(db: SandboxDb, userId: string): Record<string, string> {
  return Object.assign({}, ...boundAccounts(db, userId).map(fieldsOf));
}

function prefillOf(item: ItemRow, borrower: Borrower): string {
  if (item.prefill === 'name') return borrower.name;
  if (item.prefill === 'mobile') return borrower.mobile;
  return '';
}

/** Same visibility rule as the app (SPEC.md section 4, "Bank screen"). */
function isVisible(item: ItemRow, cardType: number, channel: string): boolean {
  if (item.card_type_mi !== 0 && item.card_type_mi !== cardType) return false;
  if (item.channel_number === '') return true;
  return cardType === CARD_TYPE.bank && item.channel_number === channel;
}

function invalid(message: string): SandboxError {
  return new SandboxError(INVALID_FIELD_CODE, message);
}

function checkValue(item: ItemRow, value: string): void {
  if (value === '') throw invalid(`${item.title} is required`);
  if (item.cate === 'enum' && !optionsOf(item).some((option) => option.type === value))
    throw invalid(`${item.title}: unknown option ${value}`);
  if (item.cate === 'city-select' && !optionsOf(item).some((option) => option.name === value))
    throw invalid(`${item.title}: unknown city ${value}`);
  if (item.cate === 'day' && !(/^\d{1,2}$/.test(value) && +value >= 1 && +value <= 31))
    throw invalid(`${item.title} must be a day from 1 to 31`);
  if (item.cate !== 'text') return;
  if (item.input_type === 'number' && !/^\d{10,16}$/.test(value))
    throw invalid(`${item.title} must be 10 to 16 digits`);
  // The shared rule's sent form (src/contract/phone.ts): the app normalises what was typed.
  if (item.input_type === 'phone' && !isSentMobile(value))
    throw invalid(`${item.title} must be 11 digits starting with 09`);
  if (item.input_type === 'name' && !/^[\p{L} .'-]{2,60}$/u.test(value))
    throw invalid(`${item.title} must be 2 to 60 letters`);
}

type BindInput = ParsedInputOf<typeof bindCardSave>;

/** The item codes naming the bank (or e-wallet) and the number, per card type. */
const BANK_ITEMS = { issuer: 'bank_code', number: 'account_no' };
const WALLET_ITEMS = { issuer: 'wallet_code', number: 'wallet_no' };

/**
 * How the borrower's list shows an account the form bound: the bank's (or e-wallet's) name from
 * its option, its code, and the number masked to its last four digits.
 */
function cardOf(items: ItemRow[], cardType: number, fields: Record<string, string>) {
  const wallet = cardType === CARD_TYPE.wallet;
  const codes = wallet ? WALLET_ITEMS : BANK_ITEMS;
  const bankCode = fields[codes.issuer] ?? '';
  const number = fields[codes.number] ?? '';
  const issuer = items.find((item) => item.code === codes.issuer);
  const option = issuer && optionsOf(issuer).find((choice) => choice.type === bankCode);
  const last = number.slice(-4);
  return {
    bankName: option?.name ?? bankCode,
    bankCode,
    cardNo: wallet ? `${number.slice(0, 4)} *** ${last}` : `**** **** **** ${last}`,
    accountKey: `${bankCode}:${number}`,
  };
}

/** Validates a save/change call's items and stores it; answers the new record's id. */
function bind(
  db: SandboxDb,
  request: FastifyRequest,
  input: BindInput,
  endpoint: 'save' | 'change',
) {
  const borrower = requireBorrower(db, request);
  const { product_id: productId, cardType, orderId } = input;
  const channel = input.channel_number ?? DEFAULT_CHANNEL;
  const fields: Record<string, string> = {};
  const items = readItems(db);
  for (const item of items) {
    if (!isVisible(item, cardType, channel)) continue;
    const value = (input[item.code] ?? '').trim();
    checkValue(item, value);
    fields[item.code] = value;
  }
  if (fields.account_no === REFUSED_ACCOUNT_NO)
    throw new SandboxError(REFUSED_ACCOUNT_CODE, REFUSED_ACCOUNT_MESSAGE);
  // One list of the borrower's cards: a bank account bound here is a card to pay with too.
  const id = bindAccount(db, {
    userId: borrower.user_id,
    cardType,
    ...cardOf(items, cardType, fields),
    endpoint,
    productId,
    orderId,
    fields,
  });
  return ok({ id });
}

/** Bank and e-wallet account binding: the form items, save, change and a sandbox-only read. */
export const bankAccountModule: SandboxModule = {
  name: 'bank-account',
  schema: `
    CREATE TABLE IF NOT EXISTS bank_form_items (
      code TEXT PRIMARY KEY,
      sort INTEGER NOT NULL,
      cate TEXT NOT NULL,
      title TEXT NOT NULL,
      subtitle TEXT NOT NULL,
      note TEXT NOT NULL,
      input_type TEXT NOT NULL,
      card_type_mi INTEGER NOT NULL,
      channel_number TEXT NOT NULL,
      prefill TEXT NOT NULL
    );`,
  seed(db) {
    BANK_FORM_ITEMS.forEach((item, index) => {
      execute(
        db,
        `INSERT INTO bank_form_items
           (code, sort, cate, title, subtitle, note, input_type, card_type_mi, channel_number, prefill)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        item.code,
        index,
        item.cate,
        item.title,
        item.subtitle,
        JSON.stringify(item.note),
        item.inputType,
        item.cardTypeMi,
        item.channelNumber,
        item.prefill,
      );
    });
  },
  routes(app, { db, provider }) {
    contractRoute(app, provider, bindCardInit, async (_input, request) => {
      const borrower = requireBorrower(db, request);
      const saved = savedValues(db, borrower.user_id);
      const items = readItems(db).map((item) => ({
        code: item.code,
        cate: item.cate,
        title: item.title,
        subtitle: item.subtitle,
        value: saved[item.code] ?? prefillOf(item, borrower),
        note: optionsOf(item),
        inputType: item.input_type,
        cardTypeMi: item.card_type_mi,
        channelNumber: item.channel_number,
      }));
      return ok({ items });
    });

    contractRoute(app, provider, bindCardSave, async (input, request) =>
      bind(db, request, input, 'save'),
    );
    contractRoute(app, provider, bindCardChange, async (input, request) =>
      bind(db, request, input, 'change'),
    );

    // Sandbox-only: what this borrower has bound here, newest first, so tests and demos can see
    // it (the same rows repayment-way lists among the cards, with the form's fields).
    sandboxHook(app, db, 'GET', '/sandbox/bound-cards', (borrower) =>
      ok(
        boundAccounts(db, borrower.user_id)
          .reverse()
          .map((row) => ({
            id: row.id,
            userId: row.user_id,
            productId: row.product_id,
            cardType: row.card_type,
            bankName: row.bank_name,
            cardNo: row.card_no,
            bankCode: row.bank_code,
            endpoint: row.endpoint,
            orderId: row.order_id,
            fields: fieldsOf(row),
            createdAt: row.created_at,
          })),
      ),
    );
  },
};
