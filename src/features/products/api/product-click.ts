import { productClick, productLink } from '../../../contract/products';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** Logs a tap on a recommended product. */
export function logProductClick(productId: string): Promise<unknown> {
  return callEndpoint(productClick, { productId });
}

/** The product's click-through link. */
export async function fetchProductLink(productId: string): Promise<string> {
  const data = await callEndpoint(productLink, { productId });
  return data.link;
}
