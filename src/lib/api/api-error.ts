export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed';

/** The one error type the request layer throws: what went wrong, the server code and message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, code: string, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the borrower about any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  return fallback;
}
