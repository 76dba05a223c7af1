import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repaymentHuichao } from './card-repayment';
import { problemList } from './complaints';
import { defineEndpoint, endpointPath } from './endpoint';
import { answerData, EnvelopeSchema } from './envelope';
import { inputProblem, Optional, Required, WholeNumber } from './input';
import { Flag, Id, ListOf, NumberLike, Text } from './primitives';

function problem(schema: v.GenericSchema, input: unknown): string {
  const result = v.safeParse(schema, input);
  return result.success ? '' : inputProblem(result.issues);
}

describe('answer primitives (lenient, decided once)', () => {
  it('reads numbers sent as numbers or numeric strings', () => {
    expect(v.parse(NumberLike, 170)).toBe(170);
    expect(v.parse(NumberLike, ' 170 ')).toBe(170);
    expect(v.safeParse(NumberLike, '17a').success).toBe(false);
    expect(v.parse(Flag, undefined)).toBe(0);
  });

  it('reads text that is missing, null or a number as a string', () => {
    const Row = v.object({ name: Text });
    expect(v.parse(Row, {})).toEqual({ name: '' });
    expect(v.parse(Row, { name: null })).toEqual({ name: '' });
    expect(v.parse(Row, { name: 12 })).toEqual({ name: '12' });
    expect(v.safeParse(Row, { name: {} }).success).toBe(false);
  });

  it('reads ids and lists leniently', () => {
    expect(v.parse(Id, 7)).toBe('7');
    expect(v.parse(v.object({ list: ListOf(v.string()) }), { list: null })).toEqual({ list: [] });
  });
});

describe('input schemas', () => {
  const Input = v.object({ orderId: Required, note: Optional, score: WholeNumber(1, 5) });

  it('accepts text from a query string and numbers from a JSON body', () => {
    expect(v.parse(Input, { orderId: ' PL1 ', score: '5' })).toEqual({
      orderId: 'PL1',
      note: '',
      score: 5,
    });
    expect(v.parse(Input, { orderId: 42, score: 1 })).toMatchObject({ orderId: '42', score: 1 });
  });

  it('names the parameter in one sentence', () => {
    expect(problem(Input, { score: 5 })).toBe('orderId is required');
    expect(problem(Input, { orderId: '  ', score: 5 })).toBe('orderId is required');
    expect(problem(Input, { orderId: 'a', score: 6 })).toBe('score must be between 1 and 5');
    expect(problem(Input, { orderId: 'a', score: '2.5' })).toBe('score must be a whole number');
    expect(problem(Input, { orderId: 'a' })).toBe('score is required');
  });
});

describe('endpoints', () => {
  it('sends GET parameters in the query and fills in the provider', () => {
    const call = defineEndpoint({
      path: '/v1/{provider}/x',
      method: 'GET',
      params: 'body',
      input: v.object({}),
      output: v.unknown(),
    });
    expect(call).toMatchObject({ params: 'query', style: 'json', success: 'zero' });
    expect(endpointPath(call, 'pesoloan')).toBe('/v1/pesoloan/x');
  });
});

describe('answers the spec places beside data', () => {
  const read = (endpoint: { output: v.GenericSchema; outside?: readonly string[] }, body: object) =>
    v.parse(endpoint.output, answerData(v.parse(EnvelopeSchema, body), endpoint.outside));

  it('repayment-huichao: the url beside data (the spec) or inside it (the sandbox)', () => {
    const url = 'https://pay.example.ph/p/1';
    expect(read(repaymentHuichao, { code: '00', message: '', url })).toEqual({ url });
    expect(read(repaymentHuichao, { code: '00', url, data: null })).toEqual({ url });
    expect(read(repaymentHuichao, { code: '00', data: { url } })).toEqual({ url });
    // Both: data first.
    expect(
      read(repaymentHuichao, { code: '00', url: 'https://x.example/', data: { url } }),
    ).toEqual({ url });
    expect(() => read(repaymentHuichao, { code: '00', data: {} })).toThrow();
  });

  it('problem-list: res.tabs beside data (the spec) or data.tabs (the sandbox)', () => {
    const tabs = [{ title: 'All', list: [{ id: 1, time: '2026-03-02', type: 'X', content: 'c' }] }];
    const expected = { tabs: [{ ...tabs[0], list: [{ ...tabs[0]?.list[0], id: 1 }] }] };
    expect(read(problemList, { code: 0, tabs })).toEqual(expected);
    expect(read(problemList, { code: 0, data: { tabs } })).toEqual(expected);
  });

  it('leaves every other endpoint reading data only', () => {
    expect(answerData({ code: 0, url: 'https://x.example/', data: { a: 1 } })).toEqual({ a: 1 });
  });
});
