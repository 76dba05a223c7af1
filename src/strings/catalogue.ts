/**
 * The shape a translation of an English catalogue must have: the same keys, nested objects and
 * list lengths, a string for every string and a function with the same parameters for every
 * function. `export const xFil = { … } satisfies Catalogue<typeof x>` makes a missing or an extra
 * key a type error.
 */
type Wording<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : { readonly [K in keyof T]: Wording<T[K]> };

export type Catalogue<T> = { readonly [K in keyof T]: Wording<T[K]> };
