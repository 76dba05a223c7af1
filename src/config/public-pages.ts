/** The public pages' meta descriptions, by key (src/strings/page-descriptions.ts). */
export type PageDescriptionKey =
  | 'home'
  | 'lenderInfo'
  | 'policy'
  | 'loanTerms'
  | 'contact'
  | 'privacyPolicy'
  | 'loanAgreement'
  | 'aboutUs'
  | 'promotion'
  | 'promotionDownload'
  | 'promotionAgreement';

export interface PublicPage {
  /** As the route table writes it; the server and the worker match it case-insensitively. */
  path: string;
  /** The prerendered file's name under `prerendered/`. */
  file: string;
  /** Its meta description (src/strings/page-descriptions.ts); the title is the one the screen sets. */
  description: PageDescriptionKey;
  /**
   * Whether what the page is for needs JavaScript (the registration form): only then does the
   * HTML keep the shell's "turn on JavaScript" note. The other pages are read, and their links
   * work, without it.
   */
  needsScript?: true;
  /**
   * The page has a variant for frames (the corporate site frames the privacy policy): its text
   * alone, with no script unless the reader will not see English
   * (docs/decisions/public-policy-frame.md). Written as `<file>-framed.html`.
   */
  framed?: true;
}

/**
 * The public pages prerendered at build time (issue 17): what visitors open without a session.
 * The promotion landing's HTML holds the frame that is the same for every ad (brand bar, banner,
 * default headline, lender disclosure); what the ad's template id names loads after hydration
 * (docs/decisions/performance-prerender.md).
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', file: 'home', description: 'home' },
  { path: '/About', file: 'about', description: 'home' },
  { path: '/User', file: 'user', description: 'lenderInfo' },
  { path: '/Policy', file: 'policy', description: 'policy' },
  { path: '/Loan', file: 'loan', description: 'loanTerms' },
  { path: '/Contact', file: 'contact', description: 'contact' },
  {
    path: '/privacyPolicy',
    file: 'privacy-policy',
    description: 'privacyPolicy',
    framed: true,
  },
  { path: '/loanAgreement', file: 'loan-agreement', description: 'loanAgreement' },
  { path: '/aboutUs', file: 'about-us', description: 'aboutUs' },
  { path: '/promotion', file: 'promotion', description: 'promotion', needsScript: true },
  {
    path: '/promotion/download',
    file: 'promotion-download',
    description: 'promotionDownload',
    needsScript: true,
  },
  { path: '/promotion/agreement', file: 'promotion-agreement', description: 'promotionAgreement' },
];

/** `.vite/prerendered.json` in the build: lower-case path → file under the build folder. */
export const PRERENDERED_MANIFEST = '.vite/prerendered.json';
export const PRERENDERED_DIR = 'prerendered';

/** A page's prerendered file, or its variant for frames, under the build folder. */
export function prerenderedFileName(page: PublicPage, framed = false): string {
  return `${PRERENDERED_DIR}/${page.file}${framed ? '-framed' : ''}.html`;
}

/** The manifest's key for a page's variant for frames (`/privacypolicy` → `frame:/privacypolicy`). */
export const framedKey = (key: string) => `frame:${key}`;

/** What the prerender renders for one page (src/prerender/render-page.tsx). */
export interface RenderedPage {
  /** The markup for `#root`. */
  html: string;
  /** The screen's document title (as the screen sets it in the browser). */
  title?: string;
  /** The page's meta description, from the strings catalogue. */
  description: string;
}
