import { execute } from '../../db';
import type { SandboxModule } from '../../module';
import { registerLoanConfirmRoutes } from './loan-confirm-routes';
import { registerOrderDetailRoutes } from './order-detail-routes';
import { AGREEMENTS, LOAN_OFFERS, ORDER_EXTRAS, RECOMMENDED_PRODUCTS } from './order-data';
import { registerPeriodConfirmRoutes } from './period-confirm-routes';
import { registerProductRoutes } from './product-routes';

/**
 * Order detail, order list, both loan confirmations, the joint-login failure and the product
 * pages. Orders come from the shared `orders` table; the tables below add what these screens need.
 */
export const orderModule: SandboxModule = {
  name: 'order',
  schema: `
    CREATE TABLE IF NOT EXISTS order_extras (
      order_no TEXT PRIMARY KEY,
      base_order_no TEXT,
      status_override INTEGER,
      h5_url TEXT NOT NULL DEFAULT '',
      is_score INTEGER NOT NULL DEFAULT 0,
      playedul TEXT NOT NULL DEFAULT '',
      rey_msg TEXT NOT NULL DEFAULT '',
      card_need_pop INTEGER NOT NULL DEFAULT 0,
      card_pop_title TEXT NOT NULL DEFAULT '',
      card_pop_msg TEXT NOT NULL DEFAULT '',
      inside INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS order_scores (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL,
      score INTEGER NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS loan_offers (
      product_id TEXT PRIMARY KEY,
      data TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS loan_agreements (
      product_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      title TEXT NOT NULL,
      slug TEXT NOT NULL,
      PRIMARY KEY (product_id, position)
    );
    CREATE TABLE IF NOT EXISTS loan_pushes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL REFERENCES borrowers(user_id),
      variant TEXT NOT NULL,
      product_id TEXT NOT NULL,
      amount INTEGER NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS recommended_products (
      id TEXT PRIMARY KEY,
      sort INTEGER NOT NULL,
      data TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS product_clicks (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL REFERENCES borrowers(user_id),
      product_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );`,
  seed(db) {
    for (const extra of ORDER_EXTRAS) {
      execute(
        db,
        `INSERT INTO order_extras (order_no, base_order_no, status_override, h5_url, is_score, playedul,
           rey_msg, card_need_pop, card_pop_title, card_pop_msg, inside)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        extra.orderNo,
        extra.baseOrderNo ?? null,
        extra.statusOverride ?? null,
        extra.h5Url ?? '',
        extra.isScore ?? 0,
        extra.playeduL ?? '',
        extra.reyMsg ?? '',
        extra.cardNeedPop ?? 0,
        extra.cardPopTitle ?? '',
        extra.cardPopMsg ?? '',
        extra.inside ?? 0,
      );
    }
    for (const offer of LOAN_OFFERS) {
      execute(
        db,
        'INSERT INTO loan_offers (product_id, data) VALUES (?, ?)',
        offer.productId,
        JSON.stringify(offer),
      );
    }
    for (const agreement of AGREEMENTS) {
      execute(
        db,
        'INSERT INTO loan_agreements (product_id, position, title, slug) VALUES (?, ?, ?, ?)',
        agreement.productId,
        agreement.position,
        agreement.title,
        agreement.slug,
      );
    }
    RECOMMENDED_PRODUCTS.forEach((product, index) => {
      execute(
        db,
        'INSERT INTO recommended_products (id, sort, data) VALUES (?, ?, ?)',
        product.id,
        index,
        JSON.stringify(product),
      );
    });
  },
  routes(app, ctx) {
    registerOrderDetailRoutes(app, ctx);
    registerLoanConfirmRoutes(app, ctx);
    registerPeriodConfirmRoutes(app, ctx);
    registerProductRoutes(app, ctx);
  },
};
