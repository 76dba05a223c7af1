import * as v from 'valibot';
import { execute, queryAll, queryOne, type SandboxDb } from '../../db';

/*
 * The borrower's cards and accounts: one list, which the bank account screen adds to (bind-card
 * save and change) and card repayment pays with (repayment-way lists the bank cards, the commit
 * debits one), as the lender keeps one list per borrower
 * (docs/decisions/bank-card-for-paying.md).
 */

/** Card type 1: a bank card or account; 2: an e-wallet (SPEC.md section 4, "Bank screen"). */
const BANK_CARD_TYPE = 1;

export const BANK_CARDS_SCHEMA = `
    CREATE TABLE IF NOT EXISTS bank_cards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL REFERENCES borrowers(user_id),
      card_type INTEGER NOT NULL,
      bank_name TEXT NOT NULL,
      card_no TEXT NOT NULL,
      bank_code TEXT NOT NULL,
      needs_otp INTEGER NOT NULL,
      declines INTEGER NOT NULL DEFAULT 0,
      account_key TEXT NOT NULL DEFAULT '',
      endpoint TEXT NOT NULL,
      product_id TEXT NOT NULL DEFAULT '',
      order_id TEXT NOT NULL DEFAULT '',
      fields TEXT NOT NULL DEFAULT '{}',
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );`;

/**
 * needsOtp = 1: the bank sends an SMS code before it debits the card (needValid = 1);
 * 0: a pre-authorised debit that pays at once. declines = 1: the bank refuses the debit.
 */
export const DEMO_BANK_CARDS = [
  {
    bankName: 'BDO Unibank',
    cardNo: '**** **** **** 4821',
    bankCode: 'BDO',
    needsOtp: 1,
    declines: 0,
  },
  {
    bankName: 'UnionBank',
    cardNo: '**** **** **** 6054',
    bankCode: 'UBP',
    needsOtp: 0,
    declines: 0,
  },
  {
    bankName: 'Metrobank',
    cardNo: '**** **** **** 3390',
    bankCode: 'MBT',
    needsOtp: 1,
    declines: 1,
  },
] as const;

export const CardRow = v.object({
  id: v.number(),
  user_id: v.string(),
  card_type: v.number(),
  bank_name: v.string(),
  card_no: v.string(),
  bank_code: v.string(),
  needs_otp: v.number(),
  declines: v.number(),
  account_key: v.string(),
  endpoint: v.string(),
  product_id: v.string(),
  order_id: v.string(),
  fields: v.string(),
  created_at: v.string(),
});
export type CardRow = v.InferOutput<typeof CardRow>;

/** The demo borrower's cards: bound before the sandbox existed, so no form fields. */
export function seedDemoCards(db: SandboxDb, userId: string): void {
  for (const card of DEMO_BANK_CARDS) {
    execute(
      db,
      `INSERT INTO bank_cards (user_id, card_type, bank_name, card_no, bank_code, needs_otp, declines, endpoint)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'demo')`,
      userId,
      BANK_CARD_TYPE,
      card.bankName,
      card.cardNo,
      card.bankCode,
      card.needsOtp,
      card.declines,
    );
  }
}

/** The cards a borrower can pay with (bank cards, in the order they were bound). */
export function payingCards(db: SandboxDb, userId: string): CardRow[] {
  return queryAll(
    db,
    CardRow,
    'SELECT * FROM bank_cards WHERE user_id = ? AND card_type = ? ORDER BY id',
    userId,
    BANK_CARD_TYPE,
  );
}

/** One of the borrower's cards to pay with, or undefined. */
export function payingCard(db: SandboxDb, userId: string, id: number): CardRow | undefined {
  return queryOne(
    db,
    CardRow,
    'SELECT * FROM bank_cards WHERE id = ? AND user_id = ? AND card_type = ?',
    id,
    userId,
    BANK_CARD_TYPE,
  );
}

/** What the bank account screen bound (save or change), oldest first. */
export function boundAccounts(db: SandboxDb, userId: string): CardRow[] {
  return queryAll(
    db,
    CardRow,
    "SELECT * FROM bank_cards WHERE user_id = ? AND endpoint <> 'demo' ORDER BY id",
    userId,
  );
}

export interface BoundAccount {
  userId: string;
  cardType: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
  /** The bank or e-wallet and the full number: the same account bound again replaces it. */
  accountKey: string;
  endpoint: 'save' | 'change';
  productId: string;
  orderId: string;
  fields: Record<string, string>;
}

/**
 * Adds an account the bank account screen bound to the borrower's list and answers its id. The
 * same account bound again leaves the list once, as the newest entry (its old entry goes): the
 * list never shows one account twice, and the account just bound is the newest. A new card asks
 * for an SMS code before a debit.
 */
export function bindAccount(db: SandboxDb, account: BoundAccount): number {
  return db.transaction(() => {
    execute(
      db,
      "DELETE FROM bank_cards WHERE user_id = ? AND account_key = ? AND account_key <> ''",
      account.userId,
      account.accountKey,
    );
    return execute(
      db,
      `INSERT INTO bank_cards (user_id, card_type, bank_name, card_no, bank_code, needs_otp,
         account_key, endpoint, product_id, order_id, fields)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
      account.userId,
      account.cardType,
      account.bankName,
      account.cardNo,
      account.bankCode,
      account.accountKey,
      account.endpoint,
      account.productId,
      account.orderId,
      JSON.stringify(account.fields),
    ).lastInsertRowid;
  })();
}
