import { execute } from '../../db';
import type { SandboxModule } from '../../module';
import { registerCardRoutes } from './card-routes';
import { DEMO_CHANNELS, DEMO_PAY_NOTICES } from './demo-repayment-data';
import { registerDetailRoutes } from './detail-routes';
import { registerSandboxRoutes } from './sandbox-routes';

/**
 * Repayment sandbox: instalment and rollover details, vouchers (pay links) per channel, card
 * repayment with SMS verification (codes expire and allow few tries) and idempotent commits that
 * replay their first answer, and the online-payment redirect.
 * A successful payment settles the order in the shared `orders` table; the cards are the
 * borrower's one list in the core module (`bank_cards`), which the bank account screen adds to.
 */
export const repaymentModule: SandboxModule = {
  name: 'repayment',
  schema: `
    CREATE TABLE IF NOT EXISTS repay_channels (
      channel_number TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      logo TEXT NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS pay_notices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      group_title TEXT NOT NULL,
      name TEXT NOT NULL,
      steps TEXT NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS repay_tokens (
      token TEXT PRIMARY KEY,
      order_no TEXT NOT NULL,
      user_id TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS vouchers (
      id TEXT PRIMARY KEY,
      order_no TEXT NOT NULL,
      kind TEXT NOT NULL,
      amount INTEGER NOT NULL,
      channel_number TEXT NOT NULL,
      reference TEXT NOT NULL,
      paid INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS repayment_attempts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      idempotency_key TEXT NOT NULL,
      user_id TEXT NOT NULL,
      order_no TEXT NOT NULL,
      card_id INTEGER NOT NULL,
      amount INTEGER NOT NULL,
      status TEXT NOT NULL,
      sms_sent INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL DEFAULT (datetime('now')),
      UNIQUE (user_id, idempotency_key)
    );
    CREATE TABLE IF NOT EXISTS repayment_codes (
      attempt_id INTEGER PRIMARY KEY REFERENCES repayment_attempts(id),
      code TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      wrong_tries INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS repayment_replays (
      user_id TEXT NOT NULL,
      idempotency_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      answer TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now')),
      PRIMARY KEY (user_id, idempotency_key)
    );
    CREATE TABLE IF NOT EXISTS repayment_calls (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      order_no TEXT NOT NULL,
      code TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );`,
  seed(db) {
    DEMO_CHANNELS.forEach((channel, index) =>
      execute(
        db,
        'INSERT INTO repay_channels (channel_number, name, logo, sort) VALUES (?, ?, ?, ?)',
        channel.channelNumber,
        channel.name,
        channel.logo,
        index,
      ),
    );
    DEMO_PAY_NOTICES.forEach((notice, index) =>
      execute(
        db,
        'INSERT INTO pay_notices (group_title, name, steps, sort) VALUES (?, ?, ?, ?)',
        notice.group,
        notice.name,
        JSON.stringify(notice.steps),
        index,
      ),
    );
  },
  routes(app, ctx) {
    registerDetailRoutes(app, ctx);
    registerCardRoutes(app, ctx);
    registerSandboxRoutes(app, ctx);
  },
};
