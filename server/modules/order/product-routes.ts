import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { execute, queryAll } from '../../lib/db';
import { ok, okLegacy, SandboxError } from '../../lib/envelope';
import { foreignUrl } from '../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../lib/module';
import { readParams, required } from '../../lib/params';
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
  { db, foreignOrigin }: SandboxContext,
): void {
  app.post('/panda/honey/scholarships', async (request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const productId = readParams(request).productId ?? '';
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

  app.post('/gopia/goya/because', async (request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const id = required(readParams(request), 'productId');
    execute(db, "INSERT INTO product_clicks (product_id, kind) VALUES (?, 'log')", id);
    return okLegacy(null);
  });

  app.post('/gopia/goya/define', async (request) => {
    requireBorrower(db, request, LEGACY_FAILURE);
    const id = required(readParams(request), 'productId');
    const link = recommendedLink(db, id, foreignOrigin);
    execute(db, "INSERT INTO product_clicks (product_id, kind) VALUES (?, 'define')", id);
    return okLegacy({ link });
  });

  app.get('/sandbox/product-clicks', async () =>
    ok(
      queryAll(
        db,
        v.object({ product_id: v.string(), kind: v.string() }),
        'SELECT product_id, kind FROM product_clicks ORDER BY id',
      ),
    ),
  );

  app.post('/v3/product/recommend-list', async (request) => {
    requireBorrower(db, request);
    return ok({ list: listRecommended(db, foreignOrigin) });
  });

  app.post('/v3/product/product-list', async (request) => {
    requireBorrower(db, request);
    return ok({
      list: listProducts(db).map((product) =>
        ownProductCard(product.id, product.name, foreignUrl(foreignOrigin, product.logo)),
      ),
    });
  });

  app.post('/v3/product/product-detail', async (request) => {
    requireBorrower(db, request);
    const product = loadProduct(db, required(readParams(request), 'productId'));
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
