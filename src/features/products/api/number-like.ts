import * as v from 'valibot';

/** A number the server may send as a number or a numeric string (flags, status codes). */
export const NumberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform(Number),
);

/** A text field that may be null or missing: empty string then. */
export const Text = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? ''),
  ),
  '',
);
