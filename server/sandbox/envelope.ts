/** Response envelopes in the two conventions the app's contract uses (SPEC.md section 3). */
export interface Envelope<T = unknown> {
  code: string | number;
  message: string;
  data?: T;
}

/** New-style success: code 0; `data` keeps its type so a contract route can check it. */
export function ok(): Envelope<null>;
export function ok<T>(data: T, message?: string): Envelope<T>;
export function ok(data: unknown = null, message = 'success'): Envelope {
  return { code: 0, message, data };
}

/** Old-variant, upload and repayment success: code '00'. */
export function okLegacy(): Envelope<null>;
export function okLegacy<T>(data: T, message?: string): Envelope<T>;
export function okLegacy(data: unknown = null, message = 'success'): Envelope {
  return { code: '00', message, data };
}

/** A business failure the app shows to the borrower; thrown by handlers, answered with HTTP 200. */
export class SandboxError extends Error {
  readonly code: string | number;
  readonly httpStatus: number;

  constructor(code: string | number, message: string, httpStatus = 200) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
  }
}
