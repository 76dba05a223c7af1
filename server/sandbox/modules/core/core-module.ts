import * as v from 'valibot';
import { execute, queryAll, type SandboxDb } from '../../db';
import { contactInfo, saveEvent } from '../../../../src/contract/core';
import { contractRoute } from '../../contract-route';
import { ok } from '../../envelope';
import { requireBorrower, type SandboxModule } from '../../module';
import { sandboxHook } from '../../sandbox-hook';
import {
  DEMO_BORROWER_NAME,
  DEMO_SESSION,
  SECOND_DEMO_BORROWER_NAME,
  SECOND_DEMO_SESSION,
} from './demo-borrower';
import { BANK_CARDS_SCHEMA, seedDemoCards } from './bank-cards';
import { DEMO_ORDERS, DEMO_PRODUCTS, SECOND_BORROWER_ORDERS, type DemoOrder } from './demo-orders';

export const CONTACT_INFO = { email: 'help@pesoloan.example', smWa: '+63 2 8123 4567' };

const EventRow = v.object({
  product_id: v.string(),
  module_id: v.number(),
  position_id: v.number(),
});

function insertOrder(db: SandboxDb, userId: string, order: DemoOrder): void {
  execute(
    db,
    `INSERT INTO orders (order_no, user_id, product_id, status, amount, repay_amount, delay_amount, is_delay, repay_date, pay_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    order.orderNo,
    userId,
    order.productId,
    order.status,
    order.amount,
    order.repayAmount,
    order.delayAmount,
    order.isDelay,
    order.repayDate,
    order.payCode,
  );
}

/** Borrowers and sessions, their orders and cards, the call-centre contact and analytics events. */
export const coreModule: SandboxModule = {
  name: 'core',
  schema: `
    CREATE TABLE IF NOT EXISTS borrowers (
      user_id TEXT PRIMARY KEY,
      session_id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      mobile TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS products (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      logo TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS orders (
      order_no TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES borrowers(user_id),
      product_id TEXT NOT NULL REFERENCES products(id),
      status INTEGER NOT NULL,
      amount INTEGER NOT NULL,
      repay_amount INTEGER NOT NULL,
      delay_amount INTEGER NOT NULL,
      is_delay INTEGER NOT NULL,
      repay_date TEXT NOT NULL,
      pay_code TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now')),
      updated_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT,
      product_id TEXT NOT NULL,
      module_id INTEGER NOT NULL,
      position_id INTEGER NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    ${BANK_CARDS_SCHEMA}`,
  seed(db) {
    const borrowers = [
      { session: DEMO_SESSION, name: DEMO_BORROWER_NAME, orders: DEMO_ORDERS },
      {
        session: SECOND_DEMO_SESSION,
        name: SECOND_DEMO_BORROWER_NAME,
        orders: SECOND_BORROWER_ORDERS,
      },
    ];
    for (const { session, name } of borrowers) {
      execute(
        db,
        'INSERT INTO borrowers (user_id, session_id, name, mobile) VALUES (?, ?, ?, ?)',
        session.userId,
        session.sessionId,
        name,
        session.mobilePhone,
      );
    }
    for (const product of DEMO_PRODUCTS) {
      execute(
        db,
        'INSERT INTO products (id, name, logo) VALUES (?, ?, ?)',
        product.id,
        product.name,
        product.logo,
      );
    }
    for (const { session, orders } of borrowers) {
      for (const order of orders) insertOrder(db, session.userId, order);
    }
    seedDemoCards(db, DEMO_SESSION.userId);
  },
  routes(app, { db, provider }) {
    contractRoute(app, provider, contactInfo, async () => ok(CONTACT_INFO));

    // The session first, and the event is its borrower's: a call without one stores nothing,
    // and no call stores an event under another borrower's id.
    contractRoute(
      app,
      provider,
      saveEvent,
      async ({ productId, moduleId, positionId }, request) => {
        const borrower = requireBorrower(db, request);
        execute(
          db,
          'INSERT INTO events (user_id, product_id, module_id, position_id) VALUES (?, ?, ?, ?)',
          borrower.user_id,
          productId,
          moduleId,
          positionId,
        );
        return ok(null);
      },
    );

    // Sandbox-only: the events saved for this borrower.
    sandboxHook(app, db, 'GET', '/sandbox/events', (borrower) =>
      ok(
        queryAll(
          db,
          EventRow,
          'SELECT product_id, module_id, position_id FROM events WHERE user_id = ? ORDER BY id',
          borrower.user_id,
        ),
      ),
    );
  },
};
