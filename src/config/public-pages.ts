import type { pageDescriptions } from '../strings/page-descriptions';

/** A public page's meta description, by its key in src/strings/page-descriptions.ts. */
export type PageDescriptionKey = keyof typeof pageDescriptions;

/** A public page the build prerenders, derived from the definitions (src/app/screen-facts.ts). */
export interface PublicPage {
  /** As the route table writes it; the server and the worker match it case-insensitively. */
  path: string;
  /** The prerendered file's name under `prerendered/`. */
  file: string;
  /** Its meta description (src/strings/page-descriptions.ts); the title is the one the screen sets. */
  description: PageDescriptionKey;
  /** The page's purpose needs JavaScript: its HTML keeps the "turn on JavaScript" note. */
  needsScript?: true;
  /** A variant for frames, `<file>-framed.html` (docs/decisions/public-policy-frame.md). */
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
