/**
 * The five sections of the public corporate site and their URLs (DECISIONS.md section 2).
 * `/About` is a second address of Home.
 */
export type SiteSection = 'home' | 'lenderInfo' | 'policy' | 'loanTerms' | 'contact';

export const SITE_SECTIONS: readonly { id: SiteSection; path: string }[] = [
  { id: 'home', path: '/' },
  { id: 'lenderInfo', path: '/User' },
  { id: 'policy', path: '/Policy' },
  { id: 'loanTerms', path: '/Loan' },
  { id: 'contact', path: '/Contact' },
];

const ALIASES: Record<string, SiteSection> = { '/about': 'home' };

/** The section a pathname shows: matched case-insensitively, by prefix except the root. */
export function sectionFromPath(pathname: string): SiteSection {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const matches = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  for (const [alias, section] of Object.entries(ALIASES)) if (matches(alias)) return section;
  const found = SITE_SECTIONS.find(
    (section) => section.path !== '/' && matches(section.path.toLowerCase()),
  );
  return found?.id ?? 'home';
}
