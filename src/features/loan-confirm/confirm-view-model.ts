/**
 * What the confirm screen shows, whichever API answered: V3's loan-detail-confirm or the older
 * V32 variant's obfuscated call. Each answer has its own mapper (map-loan-confirm.ts,
 * map-period-loan.ts); the one view (components/loan-confirm-view.tsx) draws only this.
 */
export interface ConfirmViewModel {
  title: string;
  summary: {
    /** The name of the summary region. */
    label: string;
    /** V3 names the lender (logo and name); V32 says 'Loan amount'. */
    heading: { kind: 'lender'; logo: string; name: string } | { kind: 'label'; text: string };
    amount: string;
    facts: readonly string[];
  };
  detail: { title: string; rows: ReadonlyArray<{ text: string; value: string }> };
  plan: { title: string; rows: readonly ConfirmPlanRow[] };
  agreeLabel: string;
  /** Next's label; V32's promotional pop-up carries the same label. */
  nextLabel: string;
  /** The loan that Next pushes, with the screen's product id. */
  terms: { amount: number; periods: number; termUnit: number };
  /** The back-press 'Point out' prompt (isPopType = 1). */
  backPrompt: { enabled: boolean; title: string; content: string };
  /** V3's forced agreement pop-up (its URL, '' for none); null where the variant has none. */
  forcedAgreementUrl: string | null;
  /** V32's promotional pop-up, open on arrival; null when the server asks for none. */
  promo: { image: string; message: string } | null;
}

export interface ConfirmPlanRow {
  key: string;
  amount: string;
  index: string;
  date: string;
}
