import { describe, expect, it } from 'vitest';
import { initialParams, previewHref } from './preview-params';

describe('developer preview parameters', () => {
  it('starts from the address, reading the product id under both spellings', () => {
    const params = initialParams('?sessionId=s1&product_id=7&orderId=o1');
    expect(params).toMatchObject({
      sessionId: 's1',
      productId: '7',
      orderId: 'o1',
      deviceName: '',
    });
  });

  it('passes every filled parameter as a query string', () => {
    const params = initialParams('?sessionId=s1&userId=9');
    params.orderId = ' 174 ';
    expect(previewHref('/loanDetail', params)).toBe(
      '/loanDetail?sessionId=s1&orderId=174&userId=9',
    );
    expect(previewHref('/aboutUs', initialParams(''))).toBe('/aboutUs');
  });
});
