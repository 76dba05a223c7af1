import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loanPushLockName } from '../../lib/locks/lock-names';
import { withTabLock } from '../../lib/locks/tab-lock';
import { captureSession, clearSession } from '../../lib/session/session';
import { currentToast, hideToast } from '../../lib/toast/toast';
import { useConfirmSubmit } from './use-confirm-submit';

afterEach(() => {
  hideToast();
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('useConfirmSubmit across tabs', () => {
  it('pushes no loan while another tab pushes the same product, and says so', async () => {
    // Order values (the product) come from the current link only.
    window.history.replaceState(null, '', '/loanConfirm?productId=P1&sessionId=s1');
    captureSession(window.location.search);
    const push = vi.fn(() => Promise.resolve('https://example.test/lend'));
    const { result } = renderHook(() => useConfirmSubmit(push, { type: 'confirm' }));
    // Another tab holds the lock (here: the lease fallback, as jsdom has no Web Locks).
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const held = withTabLock(loanPushLockName('P1'), () => {
      started = true;
      return gate;
    });
    await vi.waitFor(() => expect(started).toBe(true));
    await act(() => result.current.submit());
    expect(push).not.toHaveBeenCalled();
    expect(currentToast()).toMatchObject({
      message: 'This loan is already being submitted in another tab/window.',
    });
    expect(result.current.busy).toBe(false);
    release();
    await held;
  });
});
