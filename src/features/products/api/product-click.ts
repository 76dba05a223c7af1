import * as v from 'valibot';
import { request } from '../../../lib/api/client';

/** Logs a tap on a recommended product (POST /gopia/goya/because, '00'). */
export function logProductClick(productId: string): Promise<unknown> {
  return request({
    path: '/gopia/goya/because',
    style: 'form',
    success: 'double-zero',
    body: { productId },
    schema: v.unknown(),
  });
}

/** The product's click-through link (POST /gopia/goya/define, '00'). */
export async function fetchProductLink(productId: string): Promise<string> {
  const data = await request({
    path: '/gopia/goya/define',
    style: 'form',
    success: 'double-zero',
    body: { productId },
    schema: v.object({ link: v.string() }),
  });
  return data.link;
}
