/**
 * A positive whole number from the address, or undefined: the submission screen's type and
 * sub-type, the detail screen's complaint id.
 */
export function parseTypeParam(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number > 0 ? number : undefined;
}
