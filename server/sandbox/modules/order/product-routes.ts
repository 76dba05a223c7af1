import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import * as products from '../../../../src/contract/products';
import { contractRoute } from '../../contract-route';
import { execute, queryAll } from '../../db';
import { ok, okLegacy, SandboxError } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../module';
import { sandboxHook } from '../../sandbox-hook';
import { PRODUCT_INFO, PRODUCT_REQUIREMENTS } from './order-data';
import { listProducts, listRecommended, loadProduct, recommendedLink } from './order-queries';
import { LEGACY_FAILURE } from './period-confirm-routes';

export const JOINT_LOGIN_NOTICE = 'Failed';
export const JOINT_LOGIN_ERROR =
  'We could not sign you in to this partner lender. You can try one of these lenders instead.';
/** Sandbox-only: this product id makes the joint-login failure load itself fail. */
export const FAILING_PRODUCT_ID = '99';

function ownProductCard(id: string, name: string, logo: string) {
  const info = PRODUCT_INFO[id];
  return {
    id,
    logo,
    name,
    buttonText: 'View',
    enabled: 1,
    range: info?.range ?? '',
    rangeDesc: 'Loan amount',
    rate: info?.rate ?? '',
    rateDesc: 'Daily interest',
    tags: info?.tags ?? [],
  };
}

export function registerProductRoutes(
  app: FastifyInstance,
  { db, provider, foreignOrigin }: SandboxContext,
): void {
  contractRoute(app, provider, products.jointLoginFailure, async ({ productId }, request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    if (productId === FAILING_PRODUCT_ID)
      throw new SandboxError(
        LEGACY_FAILURE,
        'The partner service is busy. Please try again later.',
      );
    return okLegacy({
      noticeMessage: JOINT_LOGIN_NOTICE,
      errMessage: JOINT_LOGIN_ERROR,
      recommendList: listRecommended(db, foreignOrigin),
    });
  });

  const recordClick = (userId: string, productId: string, kind: 'log' | 'define') =>
    execute(
      db,
      'INSERT INTO product_clicks (user_id, product_id, kind) VALUES (?, ?, ?)',
      userId,
      productId,
      kind,
    );

  contractRoute(app, provider, products.productClick, async ({ productId }, request) => {
    const borrower = requireBorrower(db, request, LEGACY_FAILURE);
    recordClick(borrower.user_id, productId, 'log');
    return okLegacy(null);
  });

  contractRoute(app, provider, products.productLink, async ({ productId }, request) => {
    const borrower = requireBorrower(db, request, LEGACY_FAILURE);
    const link = recommendedLink(db, productId, foreignOrigin);
    recordClick(borrower.user_id, productId, 'define');
    return okLegacy({ link });
  });

  // Sandbox-only: this borrower's product clicks and link requests, oldest first.
  sandboxHook(app, db, 'GET', '/sandbox/product-clicks', (borrower) =>
    ok(
      queryAll(
        db,
        v.object({ product_id: v.string(), kind: v.string() }),
        'SELECT product_id, kind FROM product_clicks WHERE user_id = ? ORDER BY id',
        borrower.user_id,
      ),
    ),
  );

  contractRoute(app, provider, products.recommendList, async (_input, request) => {
    requireBorrower(db, request);
    return ok({ list: listRecommended(db, foreignOrigin) });
  });

  contractRoute(app, provider, products.productList, async (_input, request) => {
    requireBorrower(db, request);
    return ok({
      list: listProducts(db).map((product) =>
        ownProductCard(product.id, product.name, foreignUrl(foreignOrigin, product.logo)),
      ),
    });
  });

  contractRoute(app, provider, products.productDetail, async ({ productId }, request) => {
    requireBorrower(db, request);
    const product = loadProduct(db, productId);
    const info = PRODUCT_INFO[product.id];
    return ok({
      ...ownProductCard(product.id, product.name, foreignUrl(foreignOrigin, product.logo)),
      buttonText: 'Apply now',
      termDesc: info?.termDesc ?? '',
      description: info?.description ?? '',
      requirements: PRODUCT_REQUIREMENTS,
    });
  });
}
