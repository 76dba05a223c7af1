import * as v from 'valibot';

/**
 * The lender's API is loose about types, so the contract is lenient in one place, here, and
 * strict about shape everywhere else (docs/decisions/contract-module.md).
 */

/** A whole number the server may send as a number or a numeric string (flags, status codes). */
export const NumberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/))]),
  v.transform(Number),
);

/** Text that may be null, missing or a number: always a string after parsing ('' for nothing). */
export const Text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
);

/** An identifier the server sends as a string or a number; a string after parsing. */
export const Id = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

/** A flag (0/1, '0'/'1', missing): a number after parsing, 0 when absent. */
export const Flag = v.optional(NumberLike, 0);

/** A list the server may send as null or leave out: an empty list then. */
export function ListOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((list) => list ?? []),
    ),
    [],
  );
}

/** One text/value row of a server-built detail list (order, repayment and loan-confirm details). */
export const DetailRow = v.object({ text: v.string(), value: v.string() });
