import { config } from '../../../config/env';

/** Card repayment calls live under /api/v1/{provider}/service/loan/ (DECISIONS.md section 1). */
export function loanServicePath(name: string): string {
  return `/api/v1/${config.provider}/service/loan/${name}`;
}
