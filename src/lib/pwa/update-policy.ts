import { paths } from '../../config/paths';

/**
 * Screens where an update prompt must never appear: a reload there could interrupt a loan
 * confirmation, a card repayment or its SMS verification.
 */
const PROTECTED = [
  paths.loanConfirm,
  paths.confirmOfPeriod,
  paths.cardRepayment,
  paths.onlinePayment,
].flatMap(({ path, aliases }) => [path, ...aliases].map((item) => item.toLowerCase()));

export function updatePromptAllowed(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !PROTECTED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Visitor-facing pages, where installing the app is offered. */
const PUBLIC = [
  paths.corporateHome,
  paths.corporateLenderInfo,
  paths.corporatePolicy,
  paths.corporateLoanTerms,
  paths.corporateContact,
  paths.promotion,
].flatMap(({ path, aliases }) => [path, ...aliases].map((item) => item.toLowerCase()));

export function isPublicPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return PUBLIC.some((prefix) =>
    prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`),
  );
}
