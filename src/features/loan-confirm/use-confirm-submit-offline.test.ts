import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSession, clearSession } from '../../lib/session/session';
import { currentToast, hideToast } from '../../lib/toast/toast';
import { useConfirmSubmit } from './use-confirm-submit';

// The link opener's chunk cannot be fetched (the signal dropped, the page already reloaded once).
vi.mock('./confirm-links', () => ({
  linkOpener: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
}));

afterEach(() => {
  hideToast();
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('useConfirmSubmit without its link opener', () => {
  it('pushes no loan it could not open the next page for, says why and unlocks Next', async () => {
    window.history.replaceState(null, '', '/loanConfirm?productId=P1&sessionId=s1');
    captureSession(window.location.search);
    const push = vi.fn(() => Promise.resolve('https://example.test/lend'));
    const { result } = renderHook(() => useConfirmSubmit(push, { type: 'confirm' }));
    await act(() => result.current.submit());
    expect(push).not.toHaveBeenCalled();
    expect(currentToast()).toMatchObject({
      message: 'No connection. Please check your mobile data or Wi-Fi and try again.',
    });
    expect(result.current.busy).toBe(false);
  });
});
