import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inputProblem } from './input';
import {
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
  periodLoan,
  periodPush,
} from './loan-confirm';

function problem(schema: v.GenericSchema, input: unknown): string {
  const result = v.safeParse(schema, input);
  return result.success ? '' : inputProblem(result.issues);
}

describe('loan confirm contract', () => {
  it('asks for agreements of scene 3 only', () => {
    expect(v.parse(contractList.input, { productId: '1', scene: '3' })).toEqual({
      productId: '1',
      scene: 3,
    });
    expect(problem(contractList.input, { productId: '1', scene: 2 })).toBe(
      'scene must be between 3 and 3',
    );
  });

  it('needs the fixed channel and a position from 1 for an agreement link', () => {
    const link = { productId: '1', scene: 3, position: '2', channel: 'h5' };
    expect(v.parse(contractJump.input, link)).toMatchObject({ position: 2, orderId: '' });
    expect(problem(contractJump.input, { ...link, channel: 'web' })).toBe('channel must be h5');
    expect(problem(contractJump.input, { ...link, position: 0 })).toMatch(/^position must be/);
  });

  it('pushes V3 with its terms; V32 may leave them out', () => {
    const push = { productId: '1', amount: 1000000, channel: 'h5' };
    expect(problem(loanDetailPush.input, push)).toBe('periods is required');
    expect(v.parse(periodPush.input, push)).toEqual({
      ...push,
      periods: undefined,
      termUnit: undefined,
    });
    expect(problem(periodPush.input, { ...push, amount: '10.5' })).toBe(
      'amount must be a whole number',
    );
  });

  it('reads the offers leniently in values and strictly in shape', () => {
    const v3 = {
      amount: '1000000',
      periods: 4,
      termUnit: '30',
      details: [],
      repay_plans: [{ amount: '265000', pay_time: '2024-03-01' }],
      popAgreementUrl: null,
    };
    expect(v.parse(loanDetailConfirm.output, v3)).toMatchObject({
      amount: 1000000,
      termUnit: 30,
      popAgreementUrl: '',
      isPopType: 0,
      repay_plans: [{ amount: 265000, pay_time: '2024-03-01' }],
    });
    expect(v.safeParse(loanDetailConfirm.output, { ...v3, details: null }).success).toBe(false);
    expect(
      v.safeParse(periodLoan.output, {
        loanAmount: 500000,
        periods: 1,
        termUnit: 30,
        detailed: [],
        plan: [],
      }).success,
    ).toBe(false);
  });
});
