import type { FastifyInstance } from 'fastify';
import type { SandboxDb } from '../db';
import { findRecommended } from '../modules/order/order-queries';
import { pageHeaders } from './foreign-headers';
import { escapeHtml, htmlPage, linkButton } from './html-page';

/**
 * A partner lender's product page: where the joint-login failure screen and the recommend list
 * send the borrower for a product whose click-through link is http(s). In production it is the
 * partner's own site; here it shows the product as the sandbox lists it.
 */
export function registerPartnerPages(app: FastifyInstance, db: SandboxDb, appOrigin: string): void {
  app.get<{ Params: { productId: string } }>('/partners/:productId', async (request, reply) => {
    const product = findRecommended(db, request.params.productId);
    if (!product) {
      return pageHeaders(reply.code(404), { by: 'nobody' }).send(
        htmlPage({
          site: 'Partner lender',
          title: 'Product not found',
          body: '<p>This product is no longer offered.</p>',
        }),
      );
    }
    const tags = product.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('');
    return pageHeaders(reply, { by: 'nobody' }).send(
      htmlPage({
        site: `${product.name} · partner lender`,
        title: product.name,
        body:
          `<img class="logo" src="${escapeHtml(product.logo)}" alt="" width="56" height="56">` +
          `<p>${escapeHtml(product.rangeDesc)}: ${escapeHtml(product.range)}</p>` +
          `<p>${escapeHtml(product.rateDesc)}: ${escapeHtml(product.rate)}</p>` +
          (tags ? `<ul>${tags}</ul>` : '') +
          '<p>This is the partner lender’s own site (a sandbox stand-in). Applying happens here.</p>' +
          linkButton(new URL('/recommendList', appOrigin).href, 'Back to the app'),
      }),
    );
  });
}
