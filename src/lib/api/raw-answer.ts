/** What arrived, whichever transport carried it (fetch or the upload's XMLHttpRequest). */
export interface RawAnswer {
  status: number;
  retryAfter: string | null;
  /** The body's text; '' when there was none. */
  text: string;
}
