/** Response envelopes in the two conventions the app's contract uses (SPEC.md section 3). */
export interface Envelope {
  code: string | number;
  message: string;
  data?: unknown;
}

/** New-style success: code 0. */
export function ok(data: unknown = null, message = 'success'): Envelope {
  return { code: 0, message, data };
}

/** Old-variant, upload and repayment success: code '00'. */
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
