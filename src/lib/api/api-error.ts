export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed';

/** The one error type the request layer throws: what went wrong, the server code and message. */
export class ApiError extends Error {
  declare readonly kind: ApiErrorKind;
  declare readonly code: string;
  declare readonly status: number | undefined;
  /** For HTTP 429: how many seconds the server asked the client to wait. */
  declare readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiErrorKind,
    code: string,
    message: string,
    status?: number,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const TOO_MANY_REQUESTS = 429;

export function isTooManyRequests(error: unknown): error is ApiError {
  return isApiError(error) && error.status === TOO_MANY_REQUESTS;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the borrower about any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  return fallback;
}
