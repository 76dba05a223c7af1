import * as v from 'valibot';

/**
 * Request parameters as a call sends them and as the sandbox receives them: a query string or
 * a form body carries only text, a JSON body may carry numbers, so every input schema accepts
 * both and gives the sandbox one parsed value. A failed check names the parameter
 * (`orderId is required`), which the sandbox answers with HTTP 400.
 */

/**
 * The most characters a parameter may carry unless its schema says otherwise: identifiers
 * (order numbers, product ids, tokens, idempotency keys, captcha sids) are far shorter, and the
 * sandbox stores what it is sent, so a bound here keeps a 1 MB field out of its tables
 * (docs/decisions/sandbox-checks-before-writes.md). Free text states its own, larger bound.
 */
export const MAX_PARAMETER_LENGTH = 128;

const tooLong = (max: number) => `must be at most ${max} characters`;

/** Text or a number as trimmed text of at most `max` characters. */
function textOf(max: number) {
  return v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.transform(String))], 'is required'),
    v.trim(),
    v.maxLength(max, tooLong(max)),
  );
}

/** A parameter that must be present and not blank; trimmed, at most `max` characters. */
function RequiredText(max: number) {
  return v.pipe(textOf(max), v.minLength(1, 'is required'));
}

/** A parameter that may be left out or blank; trimmed, '' when absent, at most `max` characters. */
export function OptionalText(max: number) {
  return v.optional(textOf(max), '');
}

/** A required identifier-like parameter (at most `MAX_PARAMETER_LENGTH` characters). */
export const Required = RequiredText(MAX_PARAMETER_LENGTH);

/** An optional identifier-like parameter (at most `MAX_PARAMETER_LENGTH` characters). */
export const Optional = OptionalText(MAX_PARAMETER_LENGTH);

/** A required whole number between `min` and `max` (inclusive). */
const WHOLE = 'must be a whole number';

export function WholeNumber(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.union(
      [
        v.pipe(v.number(), v.integer(WHOLE)),
        v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, WHOLE)),
      ],
      WHOLE,
    ),
    v.transform(Number),
    v.minValue(min, `must be between ${min} and ${max}`),
    v.maxValue(max, `must be between ${min} and ${max}`),
  );
}

/** A call that takes no parameters (anything sent is ignored). */
export const NoInput = v.looseObject({});

/** The first problem of a failed input check, as one sentence naming the parameter. */
export function inputProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  const missing = issue.input === undefined || issue.input === null;
  const message = missing ? 'is required' : issue.message;
  return key ? `${key} ${message}` : message;
}

/** The order a call is about (the order detail, an instalment's detail): the lender needs both. */
export const OrderInput = v.object({ productId: Required, orderId: Required });
