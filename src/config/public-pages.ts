import type { pageDescriptions } from '../strings/page-descriptions';

/**
 * A public page's meta description, named by its key in the strings catalogue
 * (src/strings/page-descriptions.ts): a definition names the key, the catalogue holds the text.
 */
export type PageDescriptionKey = keyof typeof pageDescriptions;

/**
 * A public page the build prerenders (issue 17): what visitors open without a session. The list
 * is derived from the screens' definitions (`PUBLIC_PAGES`, src/app/screen-facts.ts); the
 * promotion landing's HTML holds the frame that is the same for every ad (brand bar, banner,
 * default headline, lender disclosure); what the ad's template id names loads after hydration.
 */
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
