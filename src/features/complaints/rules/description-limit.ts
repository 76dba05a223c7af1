/** The complaint description's limit (SPEC.md section 5): 200 characters, counted as typed. */
export const MAX_DESCRIPTION = 200;

/** Characters as the borrower sees them: an emoji counts once, not as two UTF-16 units. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

function commonPrefix(a: string[], b: string[]): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

function commonSuffix(a: string[], b: string[], prefix: number): number {
  let count = 0;
  while (
    count < a.length - prefix &&
    count < b.length - prefix &&
    a[a.length - 1 - count] === b[b.length - 1 - count]
  )
    count += 1;
  return count;
}

/**
 * The description after an edit: input past 200 characters is ignored. Only the newly typed or
 * pasted part is cut, wherever the caret was, so text already written is never lost.
 */
export function applyDescriptionInput(previous: string, next: string): string {
  const after = Array.from(next);
  if (after.length <= MAX_DESCRIPTION) return next;
  const before = Array.from(previous);
  const prefix = commonPrefix(before, after);
  const suffix = commonSuffix(before, after, prefix);
  const inserted = after.slice(prefix, after.length - suffix);
  const kept = prefix + suffix;
  const room = Math.max(0, MAX_DESCRIPTION - kept);
  const result = [
    ...after.slice(0, prefix),
    ...inserted.slice(0, room),
    ...after.slice(after.length - suffix),
  ];
  return result.slice(0, MAX_DESCRIPTION).join('');
}

/** The live counter, 'n/200'. */
export function descriptionCounter(text: string): string {
  return `${countCharacters(text)}/${MAX_DESCRIPTION}`;
}
