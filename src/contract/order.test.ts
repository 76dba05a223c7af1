import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inputProblem } from './input';
import { googleScore, loanDetails, orderList } from './order';
import { jointLoginFailure, productDetail, recommendList } from './products';

function problem(schema: v.GenericSchema, input: unknown): string {
  const result = v.safeParse(schema, input);
  return result.success ? '' : inputProblem(result.issues);
}

const detail = {
  orderStatus: '170',
  userOrderDetail: { detail: [{ text: 'Order number', value: 'PL2024170' }] },
};

describe('order contract', () => {
  it('reads an order detail leniently: numeric strings, null text and lists, missing flags', () => {
    const order = v.parse(loanDetails.output, { ...detail, h5Url: null, recProducts: null });
    expect(order).toMatchObject({ orderStatus: 170, h5Url: '', recProducts: [], isScore: 0 });
    expect(v.parse(loanDetails.output, { ...detail, telephone: 28123 }).telephone).toBe('28123');
  });

  it('keeps the shape strict: an order without its detail rows is malformed', () => {
    expect(v.safeParse(loanDetails.output, { orderStatus: 170 }).success).toBe(false);
    expect(v.safeParse(loanDetails.output, { ...detail, orderStatus: 'paid' }).success).toBe(false);
    expect(v.safeParse(orderList.output, { list: null }).success).toBe(false);
  });

  it('takes only the score 5 and needs the order', () => {
    expect(v.parse(googleScore.input, { orderId: 'PL1', score: '5' })).toEqual({
      orderId: 'PL1',
      productId: '',
      score: 5,
    });
    expect(problem(googleScore.input, { orderId: 'PL1', score: 4 })).toBe(
      'score must be between 5 and 5',
    );
    expect(problem(loanDetails.input, { productId: '1' })).toBe('orderId is required');
  });
});

describe('products contract', () => {
  const product = { id: 7, name: 'Bayanihan', buttonText: 'Apply', logo: null };

  it('reads product ids as text and an absent enabled flag as enabled', () => {
    const [card] = v.parse(recommendList.output, { list: [product] }).list;
    expect(card).toMatchObject({ id: '7', logo: '', enabled: 1, tags: [] });
    expect(v.parse(productDetail.output, { ...product, enabled: '0' })).toMatchObject({
      enabled: 0,
      requirements: [],
      description: '',
    });
  });

  it('answers the joint-login failure without a product id, and no list as none', () => {
    expect(v.parse(jointLoginFailure.input, {})).toEqual({ productId: '' });
    expect(v.parse(jointLoginFailure.output, {}).recommendList).toEqual([]);
    expect(v.safeParse(recommendList.output, { list: [{ id: 1 }] }).success).toBe(false);
  });
});
