/** Number formatting (SPEC.md section 9): the integer part grouped in threes with a dot. */
export function groupThousands(value: number | string): string {
  const text = typeof value === 'number' ? String(Math.trunc(value)) : value.trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${fraction.replace('.', ',')}`;
}
