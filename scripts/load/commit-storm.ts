import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  cardCommitInput,
  type CommitCard,
  repaymentCommit,
  repaymentConfirm,
} from '../../src/contract/card-payment';
import { repaymentWay as wayCall } from '../../src/contract/card-repayment';
import { call, contractCall, type CallResult, type CallSpec } from './client';
import { percentile } from './stats';

export const ACCEPTED = '00';
export const REPEATED = '800005';

/** Demo cards of the sandbox (server/sandbox/modules/repayment/demo-repayment-data.ts). */
export const OTP_CARD = 'BDO';
export const INSTANT_CARD = 'UBP';

export interface StormResult {
  scenario: string;
  orderNo: string;
  sent: number;
  keys: number;
  accepted: number;
  repeated: number;
  /** Answers that are neither accepted nor '800005', or not HTTP 200, or failed in transport. */
  unexpected: string[];
  /**
   * Most distinct payment records the '00' answers of one idempotency key named: a repeated key
   * replays its first answer, so this must be 1 however many copies were sent.
   */
  maxRecordsPerKey: number;
  expectedAccepted: number;
  p99: number;
  /** The record ids the accepted answers named. */
  recordIds: string[];
}

interface Way {
  repayToken: string;
  repayAmount: number;
  cards: CommitCard[];
}

/** The repayment page's first call: a fresh repay token, the amount and the bound cards. */
export async function repaymentWay(origin: string, orderNo: string): Promise<Way> {
  const result = await call(origin, contractCall(wayCall, { orderId: orderNo }));
  const way = v.safeParse(wayCall.output, result.data);
  if (result.code !== ACCEPTED || !way.success || way.output.repayAmount === undefined)
    throw new Error(`repayment-way for ${orderNo} answered '${result.code}'`);
  const { repayToken, repayAmount, bankCards } = way.output;
  return { repayToken, repayAmount, cards: bankCards };
}

/** The commit as the app sends it, built by the contract's one builder. */
export function commitSpec(orderNo: string, way: Way, bankCode: string, key: string): CallSpec {
  const card = way.cards.find((item) => item.bankCode === bankCode);
  if (!card) throw new Error(`no demo card ${bankCode}`);
  return contractCall(
    repaymentCommit,
    cardCommitInput({
      orderId: orderNo,
      repayToken: way.repayToken,
      amount: way.repayAmount,
      card,
      couponId: '',
      idempotencyKey: key,
    }),
  );
}

export function confirmSpec(orderNo: string, recordId: string, verifyCode: string): CallSpec {
  return contractCall(repaymentConfirm, {
    orderId: orderNo,
    repaymentRecordId: recordId,
    verifyCode,
  });
}

/**
 * Fires every call at once (each on its own connection) and sorts the answers by idempotency
 * key: the key of a call is `keyOf(index)`.
 */
export async function storm(
  origin: string,
  scenario: string,
  orderNo: string,
  specs: readonly CallSpec[],
  keyOf: (index: number) => string,
  expectedAccepted: number,
): Promise<StormResult> {
  const settled = await Promise.allSettled(specs.map((spec) => call(origin, spec)));
  const recordsByKey = new Map<string, Set<string>>();
  const unexpected: string[] = [];
  const recordIds: string[] = [];
  const latencies: number[] = [];
  let accepted = 0;
  let repeated = 0;
  settled.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      unexpected.push(String(outcome.reason));
      return;
    }
    const result: CallResult = outcome.value;
    latencies.push(result.ms);
    if (result.status === 200 && result.code === ACCEPTED) {
      accepted += 1;
      const key = keyOf(index);
      const answer = v.safeParse(repaymentCommit.output, result.data);
      const recordId = answer.success ? answer.output.repayRecordId : '';
      recordsByKey.set(key, (recordsByKey.get(key) ?? new Set<string>()).add(recordId));
      recordIds.push(recordId);
    } else if (result.status === 200 && result.code === REPEATED) {
      repeated += 1;
    } else {
      unexpected.push(`HTTP ${result.status} code '${result.code}'`);
    }
  });
  return {
    scenario,
    orderNo,
    sent: specs.length,
    keys: new Set(specs.map((_, index) => keyOf(index))).size,
    accepted,
    repeated,
    unexpected,
    maxRecordsPerKey: Math.max(0, ...[...recordsByKey.values()].map((records) => records.size)),
    expectedAccepted,
    p99: percentile(latencies, 99),
    recordIds,
  };
}

/**
 * N identical commits with one idempotency key (a client or proxy retrying after a lost answer):
 * one attempt, and every copy gets its answer replayed ('00' with the same record).
 */
export async function sameKeyStorm(
  origin: string,
  scenario: string,
  orderNo: string,
  bankCode: string,
  copies: number,
): Promise<StormResult> {
  const way = await repaymentWay(origin, orderNo);
  const key = randomUUID();
  const spec = commitSpec(orderNo, way, bankCode, key);
  const specs = Array.from({ length: copies }, () => spec);
  return storm(origin, scenario, orderNo, specs, () => key, copies);
}

/** N commits for one loan at once, each with its own idempotency key. */
export async function distinctKeyStorm(
  origin: string,
  scenario: string,
  orderNo: string,
  bankCode: string,
  count: number,
  expectedAccepted: number,
): Promise<StormResult> {
  const way = await repaymentWay(origin, orderNo);
  const keys = Array.from({ length: count }, () => randomUUID());
  const specs = keys.map((key) => commitSpec(orderNo, way, bankCode, key));
  return storm(origin, scenario, orderNo, specs, (index) => keys[index] ?? '', expectedAccepted);
}

/** N identical SMS confirmations of one pending attempt: one settles it, the rest are repeats. */
export async function confirmStorm(
  origin: string,
  scenario: string,
  orderNo: string,
  recordId: string,
  verifyCode: string,
  copies: number,
): Promise<StormResult> {
  const spec = confirmSpec(orderNo, recordId, verifyCode);
  const specs = Array.from({ length: copies }, () => spec);
  return storm(origin, scenario, orderNo, specs, () => recordId, 1);
}

export function stormPassed(result: StormResult): boolean {
  return (
    result.unexpected.length === 0 &&
    result.accepted === result.expectedAccepted &&
    result.repeated === result.sent - result.expectedAccepted &&
    result.maxRecordsPerKey <= 1
  );
}

export function stormTable(results: readonly StormResult[]): string {
  const header = `${'scenario'.padEnd(44)}${'order'.padEnd(11)}${'sent'.padStart(6)}${'keys'.padStart(6)}${"'00'".padStart(6)}${'800005'.padStart(8)}${'other'.padStart(7)}${'rec/key'.padStart(9)}${'p99 ms'.padStart(9)}  result`;
  const rows = results.map(
    (result) =>
      `${result.scenario.padEnd(44)}${result.orderNo.padEnd(11)}${String(result.sent).padStart(6)}` +
      `${String(result.keys).padStart(6)}${String(result.accepted).padStart(6)}` +
      `${String(result.repeated).padStart(8)}${String(result.unexpected.length).padStart(7)}` +
      `${String(result.maxRecordsPerKey).padStart(9)}${result.p99.toFixed(1).padStart(9)}  ` +
      (stormPassed(result) ? 'ok' : `FAIL (expected ${result.expectedAccepted} accepted)`),
  );
  return [header, '-'.repeat(header.length), ...rows].join('\n');
}
