import { isApiError } from './api-error';

/** The business code the API answers when the session is gone (the sandbox's and the app's contract). */
export const SESSION_EXPIRED_CODE = '401';

export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === SESSION_EXPIRED_CODE;
}

let leaving = false;

/**
 * A call answered that the session expired: forget the borrower's data on this device and go
 * back to login (the native app's login, or the home page in a browser). Once per page.
 */
export function handleSessionExpiry(error: unknown): boolean {
  if (!isSessionExpired(error)) return false;
  if (!leaving) {
    leaving = true;
    // On demand: every screen's data layer includes this check, few sessions ever expire.
    void import('../bridge/native-actions').then(({ nativeActions }) =>
      nativeActions.backToLogin(),
    );
  }
  return true;
}
