/** Longest side of an uploaded photo: plenty to read a receipt, small on mobile data. */
export const MAX_IMAGE_SIDE = 1600;

/** The size an image is drawn at so its longest side is at most `max`, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
