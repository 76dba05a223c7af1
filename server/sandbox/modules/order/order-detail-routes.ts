import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { execute, queryAll } from '../../db';
import { googleScore, loanDetails, orderList } from '../../../../src/contract/order';
import { contractRoute } from '../../contract-route';
import { ok } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../module';
import { sandboxHook } from '../../sandbox-hook';
import { peso } from './money';
import { answerLanguage } from '../../answer-language';
import { DETAIL_LABELS, orderStatusText, type DetailLabels } from '../core/order-texts';
import { SERVICE_TELEPHONE } from './order-data';
import { listOrders, listRecommended, loadOrder, type OrderRow } from './order-queries';

function detailRows(order: OrderRow, label: DetailLabels): Array<{ text: string; value: string }> {
  const rows = [
    { text: label.orderNumber, value: order.order_no },
    { text: label.loanAmount, value: peso(order.amount) },
  ];
  if (order.repay_amount > 0) rows.push({ text: label.amountDue, value: peso(order.repay_amount) });
  if (order.delay_amount > 0)
    rows.push({ text: label.rolloverFee, value: peso(order.delay_amount) });
  if (order.repay_date) rows.push({ text: label.dueDate, value: order.repay_date });
  rows.push({ text: label.appliedOn, value: order.created_at.slice(0, 10) });
  return rows;
}

export function registerOrderDetailRoutes(
  app: FastifyInstance,
  { db, provider, foreignOrigin }: SandboxContext,
): void {
  contractRoute(app, provider, loanDetails, async ({ orderId }, request) => {
    const borrower = requireBorrower(db, request);
    const { order, extra } = loadOrder(db, borrower.user_id, orderId);
    const language = answerLanguage(request);
    const text = orderStatusText(order.status, language);
    return ok({
      orderStatus: order.status,
      noticeStatusText: text.title,
      noticeDesText: text.description,
      recProducts: extra?.inside ? listRecommended(db, foreignOrigin) : [],
      productName: order.product_name,
      productLogo: foreignUrl(foreignOrigin, order.product_logo),
      userOrderDetail: { detail: detailRows(order, DETAIL_LABELS[language]) },
      inside: extra?.inside ?? 0,
      h5Url: extra?.h5_url ?? '',
      isDelay: order.is_delay,
      telephone: SERVICE_TELEPHONE,
      isScore: extra?.is_score ?? 0,
      playeduL: extra?.playedul ?? '',
      reyMsg: extra?.rey_msg ?? '',
      cardNeedPop: extra?.card_need_pop ?? 0,
      cardPopTitle: extra?.card_pop_title ?? '',
      cardPopMsg: extra?.card_pop_msg ?? '',
    });
  });

  // The score is checked by the contract: exactly 5 (SPEC.md section 7); else a client bug.
  contractRoute(app, provider, googleScore, async ({ orderId, score }, request) => {
    const borrower = requireBorrower(db, request);
    loadOrder(db, borrower.user_id, orderId);
    execute(db, 'INSERT INTO order_scores (order_no, score) VALUES (?, ?)', orderId, score);
    // Rated once: the pop-up does not come back for this order.
    execute(db, 'UPDATE order_extras SET is_score = 0 WHERE order_no = ?', orderId);
    return ok(null);
  });

  // Sandbox-only: the ratings of this borrower's orders, oldest first.
  sandboxHook(app, db, 'GET', '/sandbox/order-scores', (borrower) =>
    ok(
      queryAll(
        db,
        v.object({ order_no: v.string(), score: v.number() }),
        `SELECT s.order_no, s.score FROM order_scores s JOIN orders o ON o.order_no = s.order_no
          WHERE o.user_id = ? ORDER BY s.id`,
        borrower.user_id,
      ),
    ),
  );

  contractRoute(app, provider, orderList, async (_input, request) => {
    const borrower = requireBorrower(db, request);
    const language = answerLanguage(request);
    return ok({
      list: listOrders(db, borrower.user_id).map((order) => ({
        orderId: order.order_no,
        productId: order.product_id,
        productName: order.product_name,
        productLogo: foreignUrl(foreignOrigin, order.product_logo),
        amount: order.amount,
        repayAmount: order.repay_amount,
        orderStatus: order.status,
        statusText: orderStatusText(order.status, language).title,
        repayDate: order.repay_date,
      })),
    });
  });
}
