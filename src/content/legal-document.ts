/**
 * Long legal texts as structured data (headings, paragraphs, lists), so every screen that shows
 * one renders real headings a screen reader can jump between, and the wording lives in one place.
 */
export type LegalBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Shown under the title, e.g. 'Last updated 1 March 2024'. */
  updated: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

/** The company values a legal text names (from the typed config, DECISIONS.md section 1). */
export interface CompanyDetails {
  appName: string;
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  companyAddress: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
}

export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
