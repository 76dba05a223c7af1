import * as v from 'valibot';

/** A number the server may send as a number or a numeric string ('1'). */
export const NumberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((value) => Number(value)),
);

/** An image address the page may show: same-origin path or http(s), nothing else. */
export const ImageUrl = v.pipe(
  v.string(),
  v.check((url) => /^(\/(?!\/)|https?:\/\/)/i.test(url), 'not an image address'),
);

/** Image lists arrive as an array or as a comma-joined string. */
export const ImageList = v.pipe(
  v.union([v.array(v.string()), v.string(), v.null()]),
  v.transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((url) => url.trim())
      .filter((url) => /^(\/(?!\/)|https?:\/\/)/i.test(url)),
  ),
);

export const TypeOptionSchema = v.object({
  value: NumberLike,
  title: v.string(),
  icon: v.optional(v.fallback(ImageUrl, ''), ''),
});
export type TypeOption = v.InferOutput<typeof TypeOptionSchema>;

export const ProblemTypesSchema = v.object({
  problemType: v.array(TypeOptionSchema),
  problemSonType: v.optional(v.array(TypeOptionSchema), []),
});
export type ProblemTypes = v.InferOutput<typeof ProblemTypesSchema>;
