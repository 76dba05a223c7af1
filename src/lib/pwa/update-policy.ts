import { screenPaths } from '../../config/screen-paths';

/** Each lower-case path and alias of the screens with this flag (src/config/screen-definition.ts). */
const flagged = (flag: 'noUpdatePrompt' | 'offersInstall') =>
  Object.values(screenPaths)
    .filter((screen) => screen[flag])
    .flatMap(({ path, aliases = [] }) => [path, ...aliases].map((item) => item.toLowerCase()));

/**
 * Screens where an update prompt must never appear: a reload there could interrupt a loan
 * confirmation, a card repayment or its SMS verification.
 */
const PROTECTED = flagged('noUpdatePrompt');

export function updatePromptAllowed(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !PROTECTED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Visitor-facing pages, where installing the app is offered. */
const PUBLIC = flagged('offersInstall');

export function isPublicPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return PUBLIC.some((prefix) =>
    prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`),
  );
}
