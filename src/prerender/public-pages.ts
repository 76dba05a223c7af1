/**
 * The public pages prerendered at build time (issue 17): what visitors open without a session,
 * whose content needs no API data. Each with its own meta description; the title is the one the
 * screen sets. Paths as the route table writes them; the server matches them case-insensitively.
 */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; file: string; description: string }> = [
  {
    path: '/',
    file: 'home',
    description:
      'Fast, fair cash loans in the Philippines from a registered lender: how it works, who we are and how to reach us.',
  },
  {
    path: '/About',
    file: 'about',
    description:
      'Fast, fair cash loans in the Philippines from a registered lender: how it works, who we are and how to reach us.',
  },
  {
    path: '/User',
    file: 'user',
    description:
      'Who lends to you: the company, its SEC registration and its certificate of authority.',
  },
  {
    path: '/Policy',
    file: 'policy',
    description:
      'How we collect, use and protect your personal data, under the Data Privacy Act of 2012.',
  },
  {
    path: '/Loan',
    file: 'loan',
    description: 'Loan amounts, terms, interest and fees, with a worked example, before you apply.',
  },
  {
    path: '/Contact',
    file: 'contact',
    description:
      'Call, e-mail or visit us: our customer service hours, phone number and office address.',
  },
  {
    path: '/privacyPolicy',
    file: 'privacy-policy',
    description:
      'Our privacy policy: what personal data we collect, why, for how long, and your rights.',
  },
  {
    path: '/loanAgreement',
    file: 'loan-agreement',
    description: 'The loan agreement: the terms you accept when you borrow, in full.',
  },
  {
    path: '/aboutUs',
    file: 'about-us',
    description: 'About us: who we are, our licences, and how to reach customer service.',
  },
];

/** `.vite/prerendered.json` in the build: lower-case path → file under the build folder. */
export const PRERENDERED_MANIFEST = '.vite/prerendered.json';
export const PRERENDERED_DIR = 'prerendered';

/** What the prerender renders for one page (src/prerender/render-page.tsx). */
export interface RenderedPage {
  /** The markup for `#root`. */
  html: string;
  /** The screen's document title (as the screen sets it in the browser). */
  title?: string;
}
