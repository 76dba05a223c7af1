import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { handleSessionExpiry, isSessionExpired } from './session-expiry';

afterEach(() => {
  delete window.LoanApp;
});

describe('session expiry', () => {
  it('recognises the expired-session business code only', () => {
    expect(isSessionExpired(new ApiError('business', '401', 'Your session has expired.'))).toBe(
      true,
    );
    expect(isSessionExpired(new ApiError('http', '401', 'x', 401))).toBe(false);
    expect(isSessionExpired(new ApiError('business', '1001', 'x'))).toBe(false);
    expect(isSessionExpired(new Error('401'))).toBe(false);
  });

  it('sends the borrower back to login once, however many calls fail', async () => {
    const received: string[] = [];
    window.LoanApp = { postMessage: (message: string) => received.push(message) };
    const expired = new ApiError('business', '401', 'Your session has expired.');
    expect(handleSessionExpiry(expired)).toBe(true);
    expect(handleSessionExpiry(expired)).toBe(true);
    expect(handleSessionExpiry(new ApiError('business', '7', 'other'))).toBe(false);
    await vi.waitFor(() =>
      expect(received.map((message) => JSON.parse(message).action)).toEqual(['backToLogin']),
    );
  });
});
