/**
 * The rows a folding list shows: the first `after` until expanded, all once expanded; without
 * `after` it never folds. `foldable` says whether a more/hide toggle has anything to do.
 */
export function foldRows<T>(
  rows: readonly T[],
  after: number | undefined,
  expanded: boolean,
): { visible: readonly T[]; foldable: boolean } {
  if (after === undefined || rows.length <= after) return { visible: rows, foldable: false };
  return { visible: expanded ? rows : rows.slice(0, after), foldable: true };
}
