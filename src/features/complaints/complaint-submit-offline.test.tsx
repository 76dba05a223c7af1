import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast, hideToast } from '../../lib/toast/toast';
import ComplaintSubmitRoute from './complaint-submit-route';
import { DRAFT_KEY } from './rules/complaint-storage';

// The filing call's chunk cannot be fetched (the signal dropped, the page already reloaded once).
vi.mock('./api/problem-save', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./api/problem-types', () => ({
  useProblemTypes: () => ({
    data: { problemType: [{ value: 2, title: 'App problems', icon: '' }], problemSonType: [] },
    error: undefined,
    isLoading: false,
    mutate: () => Promise.resolve(undefined),
  }),
}));

afterEach(() => hideToast());

describe('complaint submission without its filing call', () => {
  it('sends nothing, says there is no connection and keeps what was written', async () => {
    render(
      <MemoryRouter initialEntries={['/complainPageNext?problemType=2&orderNo=PL2024180']}>
        <ComplaintSubmitRoute />
      </MemoryRouter>,
    );
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Comments and suggestions',
    });
    fireEvent.change(box, { target: { value: 'The app logged me out' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(currentToast()).toMatchObject({
        message: 'No connection. Please check your mobile data or Wi-Fi and try again.',
      }),
    );
    // Editable again (Send is offered again), with the text as it was.
    await vi.waitFor(() => expect(box.readOnly).toBe(false));
    expect(box.value).toBe('The app logged me out');
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('The app logged me out');
    expect(screen.queryByTestId('success-overlay')).toBeNull();
  });
});
