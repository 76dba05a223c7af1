import * as v from 'valibot';

/** `{ code, message, data }` around every response (SPEC.md section 3). */
export const EnvelopeSchema = v.looseObject({
  code: v.union([v.string(), v.number()]),
  message: v.optional(v.nullable(v.string())),
  msg: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});

export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/**
 * How a call says it succeeded: new-style calls when the code parses to 0; old-variant,
 * upload and repayment calls with the string '00'.
 */
export type SuccessRule = 'zero' | 'double-zero';

export function isSuccess(code: string | number, rule: SuccessRule): boolean {
  if (rule === 'double-zero') return code === '00';
  if (typeof code === 'string' && code.trim() === '') return false;
  return Number(code) === 0;
}

export function envelopeMessage(envelope: Envelope): string {
  return envelope.message ?? envelope.msg ?? '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * What a call's answer schema reads: `data`, with each field the endpoint names in `outside`
 * taken from beside `data` when `data` lacks it. SPEC.md section 7 places some answers there
 * (repayment-huichao's `url`, problem-list's `res.tabs`) where the sandbox nests them in `data`:
 * either place is read, `data` first (docs/decisions/contract-answers-outside-data.md).
 */
export function answerData(envelope: Envelope, outside: readonly string[] = []): unknown {
  const { data } = envelope;
  if (outside.length === 0) return data;
  return {
    ...Object.fromEntries(outside.map((field) => [field, envelope[field]])),
    ...(isRecord(data) ? data : {}),
  };
}
