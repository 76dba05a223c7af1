import * as v from 'valibot';

/** The image addresses complaint answers carry (SPEC.md section 3): checked once, here. */

const IMAGE_ADDRESS = /^(\/(?!\/)|https?:\/\/)/i;

/** An image address the page may show: same-origin path or http(s), nothing else. */
export const ImageUrl = v.pipe(
  v.string(),
  v.check((url) => IMAGE_ADDRESS.test(url), 'not an image address'),
);

/** Image lists arrive as an array or as a comma-joined string; other addresses are dropped. */
export const ImageList = v.pipe(
  v.union([v.array(v.string()), v.string(), v.null()]),
  v.transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((url) => url.trim())
      .filter((url) => IMAGE_ADDRESS.test(url)),
  ),
);
