import * as v from 'valibot';

/**
 * The columns of an order (the core `orders` table) joined with its product's name and logo, as
 * the order and repayment modules read them; each adds the columns only it needs.
 */
export const ORDER_WITH_PRODUCT_ENTRIES = {
  order_no: v.string(),
  product_id: v.string(),
  status: v.number(),
  amount: v.number(),
  repay_amount: v.number(),
  delay_amount: v.number(),
  is_delay: v.number(),
  repay_date: v.string(),
  product_name: v.string(),
  product_logo: v.string(),
};
