import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  BankItemCate,
  bindCardChange,
  bindCardInit,
  bindCardSave,
  CARD_TYPE,
} from '../../../src/contract/bank-account';
import type { ParsedInputOf } from '../../../src/contract/endpoint';
import { contractRoute } from '../../lib/contract-route';
import { isSentMobile } from '../../../src/contract/phone';
import { execute, queryAll, type SandboxDb } from '../../lib/db';
import { ok, SandboxError } from '../../lib/envelope';
import { requireBorrower, type Borrower, type SandboxModule } from '../../lib/module';
import { sandboxHook } from '../../lib/sandbox-hook';
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

const BoundRow = v.object({
  id: v.number(),
  user_id: v.string(),
  product_id: v.string(),
  card_type: v.number(),
  endpoint: v.string(),
  order_id: v.string(),
  fields: v.string(),
  created_at: v.string(),
});

const FieldsSchema = v.record(v.string(), v.string());

function readItems(db: SandboxDb): ItemRow[] {
  return queryAll(db, ItemRow, 'SELECT * FROM bank_form_items ORDER BY sort');
}

function optionsOf(item: ItemRow) {
  return v.parse(NoteSchema, JSON.parse(item.note));
}

/** The latest value the borrower saved for each item code (newest record wins). */
function savedValues(db: SandboxDb, userId: string): Record<string, string> {
  const rows = queryAll(
    db,
    BoundRow,
    'SELECT * FROM bound_cards WHERE user_id = ? ORDER BY id',
    userId,
  );
  return Object.assign({}, ...rows.map((row) => v.parse(FieldsSchema, JSON.parse(row.fields))));
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
  for (const item of readItems(db)) {
    if (!isVisible(item, cardType, channel)) continue;
    const value = (input[item.code] ?? '').trim();
    checkValue(item, value);
    fields[item.code] = value;
  }
  if (fields.account_no === REFUSED_ACCOUNT_NO)
    throw new SandboxError(REFUSED_ACCOUNT_CODE, REFUSED_ACCOUNT_MESSAGE);
  const { lastInsertRowid } = execute(
    db,
    `INSERT INTO bound_cards (user_id, product_id, card_type, endpoint, order_id, fields)
     VALUES (?, ?, ?, ?, ?, ?)`,
    borrower.user_id,
    productId,
    cardType,
    endpoint,
    orderId,
    JSON.stringify(fields),
  );
  return ok({ id: lastInsertRowid });
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
    );
    CREATE TABLE IF NOT EXISTS bound_cards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL REFERENCES borrowers(user_id),
      product_id TEXT NOT NULL,
      card_type INTEGER NOT NULL,
      endpoint TEXT NOT NULL,
      order_id TEXT NOT NULL,
      fields TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
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

    // Sandbox-only: what this borrower has bound, newest first, so tests and demos can see it.
    sandboxHook(app, db, 'GET', '/sandbox/bound-cards', (borrower) => {
      const rows = queryAll(
        db,
        BoundRow,
        'SELECT * FROM bound_cards WHERE user_id = ? ORDER BY id DESC',
        borrower.user_id,
      );
      return ok(
        rows.map((row) => ({
          id: row.id,
          userId: row.user_id,
          productId: row.product_id,
          cardType: row.card_type,
          endpoint: row.endpoint,
          orderId: row.order_id,
          fields: v.parse(FieldsSchema, JSON.parse(row.fields)),
          createdAt: row.created_at,
        })),
      );
    });
  },
};
