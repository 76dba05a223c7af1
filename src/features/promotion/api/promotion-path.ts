import { config } from '../../../config/env';

/**
 * Promotion calls live under `/api/v2/{provider}` (SPEC.md section 7); the client adds the
 * `/api` base in front (DECISIONS.md section 1), so the browser calls `/api/api/v2/...`.
 */
export function promotionPath(path: string): string {
  return `/api/v2/${config.provider}${path}`;
}
