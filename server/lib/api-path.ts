/** Where the lender's API lives on the app's own origin (DECISIONS.md section 1). */
export const API_PREFIX = '/api';

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
