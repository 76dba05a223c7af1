import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedInfoFrom, type PayCodeTap } from './rules/saved-code-rules';
import type * as saveModule from './save-pay-code';

const tap: PayCodeTap = {
  kind: 'instalment',
  amount: 765000,
  defDetail: { payCode: '7001248813', logo: '/l.svg', title: 'Dragonpay', payNotice: {} },
  payCode: '7001248813',
  userId: '10001',
  orderId: 'PL2024170',
  productId: '1',
  now: Date.UTC(2026, 2, 10, 7, 0),
};

type SaveModule = typeof saveModule;

// The save arrives in a chunk of its own; each test decides when (or whether) it does, so each
// one loads a fresh hook (and the toast store it shows through).
async function freshScreen(save: () => Promise<SaveModule>) {
  vi.resetModules();
  vi.doMock('./save-pay-code', save);
  const [{ useOpenSavedCode }, toast] = await Promise.all([
    import('./use-open-saved-code'),
    import('../../lib/toast/toast'),
  ]);
  function Card() {
    const saved = useOpenSavedCode();
    const location = useLocation();
    return (
      <>
        <button type="button" aria-busy={saved.busy} onClick={() => void saved.open(tap)}>
          Pay code
        </button>
        <output>{location.pathname}</output>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={['/repay']}>
      <Card />
    </MemoryRouter>,
  );
  return toast;
}

afterEach(() => {
  vi.doUnmock('./save-pay-code');
});

describe('tapping the pay-code card while its save is late or cannot arrive', () => {
  it('saves once for a double tap whose second tap comes before the re-render', async () => {
    const savePayCode = vi.fn(() =>
      Promise.resolve({ value: savedInfoFrom(tap, Date.UTC(2026, 2, 10, 16, 0)), persisted: true }),
    );
    await freshScreen(() => Promise.resolve({ savePayCode }));
    const button = screen.getByRole('button', { name: 'Pay code' });
    // Both taps in one batch: the second one sees the screen as the first one found it.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/repaymentOfCode2'));
    expect(savePayCode).toHaveBeenCalledTimes(1);
  });

  it('saves once the code arrives, and opens the saved page only after the save', async () => {
    let arrive: () => void = () => undefined;
    const here = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let saved: () => void = () => undefined;
    const savePayCode = vi.fn(
      () =>
        new Promise<Awaited<ReturnType<SaveModule['savePayCode']>>>((resolve) => {
          saved = () =>
            resolve({ value: savedInfoFrom(tap, Date.UTC(2026, 2, 10, 16, 0)), persisted: true });
        }),
    );
    await freshScreen(async () => {
      await here;
      return { savePayCode };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay code' }));
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    expect(savePayCode).not.toHaveBeenCalled();

    arrive();
    await waitFor(() => expect(savePayCode).toHaveBeenCalledWith(tap));
    expect(screen.getByRole('status').textContent).toBe('/repay');
    saved();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/repaymentOfCode2'));
    expect(savePayCode).toHaveBeenCalledTimes(1);
  });

  it('says there is no connection when the save cannot be fetched, and stays with the card free', async () => {
    const toast = await freshScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay code' }));
    await waitFor(() =>
      expect(toast.currentToast()?.message).toBe(
        'No connection. Please check your mobile data or Wi-Fi and try again.',
      ),
    );
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('status').textContent).toBe('/repay');
    toast.hideToast();
  });
});
