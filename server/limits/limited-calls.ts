import { repaymentCommit, repaymentConfirm } from '../../src/contract/card-payment';
import { uploadProblemImage } from '../../src/contract/complaint-filing';
import type { Endpoint } from '../../src/contract/endpoint';
import { getCaptcha, getSid, getSms, register } from '../../src/contract/promotion';
import type { RateLimitKind } from '../settings/limit-table';
import type { CallFields } from './call-fields';

export type { CallFields } from './call-fields';

/** One call of the contract that a limit protects, whoever answers it (the sandbox or the lender). */
export interface LimitedCall {
  /** Its name in the limit's keys (each call its own budget). */
  name: string;
  endpoint: Endpoint;
  /** Per borrower (their session, else their address) or per client address. */
  per: 'borrower' | 'client';
  /**
   * Which limit counts this call; read from its fields where one call does two things, the
   * stricter one when they are unreadable (`undefined`) or unclear.
   */
  kind: (fields: CallFields | undefined) => RateLimitKind;
  /** Its body holds fields a limit reads: the proxy reads it before forwarding. */
  readsBody?: boolean;
  /**
   * The phone an SMS of this call goes to (the per-number cap, across addresses and replicas),
   * undefined when the call sends none. Unreadable fields share one key, so they cannot escape.
   */
  smsTo?: (fields: CallFields | undefined) => string | undefined;
}

/** The payment (sendMsg 0) only when the fields say so clearly; else the resend's tighter limit. */
const commitKind = (fields: CallFields | undefined): RateLimitKind =>
  fields?.sendMsg === '0' ? 'commit' : 'resend';

/** A Philippine mobile number by its last ten digits: 0917…, +63 917…, 63917… are one phone. */
export function phoneKey(raw: string | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').slice(-10);
  return `phone:${digits || '?'}`;
}

/**
 * Every call that sends an SMS, checks a code or a captcha, registers, moves money or stores a
 * file (docs/decisions/security-rate-limits.md, ops-shared-limits.md): the sandbox's routes and
 * the proxy apply the same table, so the limits are the same whether the lender's API or the
 * sandbox answers.
 */
export const LIMITED_CALLS: readonly LimitedCall[] = [
  { name: 'sid', endpoint: getSid, per: 'client', kind: () => 'captcha' },
  { name: 'captcha', endpoint: getCaptcha, per: 'client', kind: () => 'captcha' },
  {
    name: 'sms',
    endpoint: getSms,
    per: 'client',
    kind: () => 'promotionSms',
    readsBody: true,
    smsTo: (fields) => phoneKey(fields?.phone),
  },
  { name: 'register', endpoint: register, per: 'client', kind: () => 'register', readsBody: true },
  { name: 'upload', endpoint: uploadProblemImage, per: 'borrower', kind: () => 'upload' },
  {
    // The commit route carries both the payment (sendMsg 0) and the SMS resend (sendMsg 1).
    name: 'commit',
    endpoint: repaymentCommit,
    per: 'borrower',
    kind: commitKind,
    readsBody: true,
    // The lender texts the code to the order's borrower: the order names the phone.
    smsTo: (fields) =>
      commitKind(fields) === 'resend' ? `order:${fields?.orderId ?? '?'}` : undefined,
  },
  {
    name: 'confirm',
    endpoint: repaymentConfirm,
    per: 'borrower',
    kind: () => 'confirm',
    readsBody: true,
  },
];

/** The limited call an endpoint of the contract is, if any. */
export function limitedCallOf(endpoint: Endpoint): LimitedCall | undefined {
  return LIMITED_CALLS.find((call) => call.endpoint === endpoint);
}

const PATTERNS = LIMITED_CALLS.map((call) => ({
  call,
  segments: call.endpoint.path.split('/'),
}));

/**
 * The limited call a request path under `/api` is (the provider segment matches any one
 * segment: the proxy does not know the build's provider), with its method.
 */
export function limitedCallAt(method: string, pathUnderApi: string): LimitedCall | undefined {
  const segments = pathUnderApi.split('/');
  return PATTERNS.find(
    ({ call, segments: pattern }) =>
      call.endpoint.method === method &&
      segments.length === pattern.length &&
      pattern.every((part, index) =>
        /^\{\w+\}$/.test(part) ? (segments[index] ?? '') !== '' : part === segments[index],
      ),
  )?.call;
}
