import * as v from 'valibot';
import { queryAll, queryOne, type SandboxDb } from '../../db';
import { SandboxError } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { ORDER_WITH_PRODUCT_ENTRIES } from '../core/order-row';
import type { LoanOffer, RecommendedProduct } from './order-data';

const OrderRow = v.object({
  ...ORDER_WITH_PRODUCT_ENTRIES,
  user_id: v.string(),
  created_at: v.string(),
});
export type OrderRow = v.InferOutput<typeof OrderRow>;

const ExtraRow = v.object({
  order_no: v.string(),
  base_order_no: v.nullable(v.string()),
  status_override: v.nullable(v.number()),
  h5_url: v.string(),
  is_score: v.number(),
  playedul: v.string(),
  rey_msg: v.string(),
  card_need_pop: v.number(),
  card_pop_title: v.string(),
  card_pop_msg: v.string(),
  inside: v.number(),
});
export type ExtraRow = v.InferOutput<typeof ExtraRow>;

const ORDER_SQL = `SELECT o.order_no, o.user_id, o.product_id, o.status, o.amount, o.repay_amount,
    o.delay_amount, o.is_delay, o.repay_date, o.created_at, p.name AS product_name, p.logo AS product_logo
  FROM orders o JOIN products p ON p.id = o.product_id`;

export const ORDER_NOT_FOUND = 'We could not find this order. Please check the order number.';

/** An order of this borrower with its extras; demo ids in `order_extras` reuse a base order. */
export function loadOrder(
  db: SandboxDb,
  userId: string,
  orderNo: string,
): { order: OrderRow; extra: ExtraRow | undefined } {
  const extra = queryOne(db, ExtraRow, 'SELECT * FROM order_extras WHERE order_no = ?', orderNo);
  const rowId = extra?.base_order_no ?? orderNo;
  const order = queryOne(
    db,
    OrderRow,
    `${ORDER_SQL} WHERE o.order_no = ? AND o.user_id = ?`,
    rowId,
    userId,
  );
  if (!order) throw new SandboxError(1001, ORDER_NOT_FOUND);
  return {
    order: { ...order, order_no: orderNo, status: extra?.status_override ?? order.status },
    extra,
  };
}

export function listOrders(db: SandboxDb, userId: string): OrderRow[] {
  return queryAll(
    db,
    OrderRow,
    `${ORDER_SQL} WHERE o.user_id = ? ORDER BY o.created_at DESC, o.order_no DESC`,
    userId,
  );
}

const JsonRow = v.object({ data: v.string() });

const OfferSchema = v.object({
  productId: v.string(),
  amount: v.number(),
  periods: v.number(),
  termUnit: v.number(),
  pRateDsc: v.string(),
  serviceFee: v.number(),
  interest: v.number(),
  sendSms: v.picklist([0, 1]),
  isPopType: v.picklist([0, 1]),
  popTitle: v.string(),
  popContent: v.string(),
  popAgreementUrl: v.string(),
  currencyFlag: v.picklist([0, 1]),
  buttonText: v.string(),
  promoShow: v.picklist([0, 1]),
  promoMessage: v.string(),
  pushError: v.string(),
}) satisfies v.GenericSchema<unknown, LoanOffer>;

export const PRODUCT_NOT_FOUND =
  'This loan product is not available. Please go back and try again.';

export function loadOffer(
  db: SandboxDb,
  productId: string,
  code: string | number = 1001,
): LoanOffer {
  const row = queryOne(db, JsonRow, 'SELECT data FROM loan_offers WHERE product_id = ?', productId);
  if (!row) throw new SandboxError(code, PRODUCT_NOT_FOUND);
  return v.parse(OfferSchema, JSON.parse(row.data));
}

const ProductRow = v.object({ id: v.string(), name: v.string(), logo: v.string() });
export type ProductRow = v.InferOutput<typeof ProductRow>;

export function loadProduct(
  db: SandboxDb,
  productId: string,
  code: string | number = 1001,
): ProductRow {
  const row = queryOne(
    db,
    ProductRow,
    'SELECT id, name, logo FROM products WHERE id = ?',
    productId,
  );
  if (!row) throw new SandboxError(code, PRODUCT_NOT_FOUND);
  return row;
}

export function listProducts(db: SandboxDb): ProductRow[] {
  return queryAll(db, ProductRow, 'SELECT id, name, logo FROM products ORDER BY id');
}

const RecommendedSchema = v.object({
  id: v.string(),
  logo: v.string(),
  name: v.string(),
  buttonText: v.string(),
  enabled: v.picklist([0, 1]),
  range: v.string(),
  rangeDesc: v.string(),
  rate: v.string(),
  rateDesc: v.string(),
  tags: v.array(v.string()),
  link: v.string(),
}) satisfies v.GenericSchema<unknown, RecommendedProduct>;

/** One recommended product by id, link included (the partner page reads it too). */
export function findRecommended(db: SandboxDb, id: string): RecommendedProduct | undefined {
  const row = queryOne(db, JsonRow, 'SELECT data FROM recommended_products WHERE id = ?', id);
  return row ? v.parse(RecommendedSchema, JSON.parse(row.data)) : undefined;
}

/** The recommended products as the app sees them (no link: that comes from the click-through). */
export function listRecommended(
  db: SandboxDb,
  foreignOrigin: string,
): Array<Omit<RecommendedProduct, 'link'>> {
  return queryAll(db, JsonRow, 'SELECT data FROM recommended_products ORDER BY sort').map((row) => {
    // The link is only answered by the click-through (define), after the click is logged.
    const product = v.parse(v.omit(RecommendedSchema, ['link']), JSON.parse(row.data));
    return { ...product, logo: foreignUrl(foreignOrigin, product.logo) };
  });
}

/**
 * The click-through link: `{foreign}` is the partner's site (the foreign origin), `{FOREIGN}` the
 * same with an upper-case scheme, which the app must still treat as http.
 */
export function recommendedLink(db: SandboxDb, id: string, foreignOrigin: string): string {
  const product = findRecommended(db, id);
  if (!product) throw new SandboxError('01', PRODUCT_NOT_FOUND);
  return product.link.replace('{foreign}', foreignOrigin).replace(
    '{FOREIGN}',
    foreignOrigin.replace(/^https?/, (scheme) => scheme.toUpperCase()),
  );
}
