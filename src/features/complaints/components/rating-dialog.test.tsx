import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../../lib/toast/toast';
import { RatingDialog } from './rating-dialog';

const saveScore = vi.hoisted(() => vi.fn<(problemId: number, score: number) => Promise<unknown>>());
vi.mock('../api/save-score', () => ({ saveScore }));

afterEach(() => {
  hideToast();
});

/** The complaint detail's use of the modal: closed after a rating, opened again by the test. */
function Detail() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rate again
      </button>
      <RatingDialog
        open={open}
        problemId={7}
        onClose={() => setOpen(false)}
        onRated={() => setOpen(false)}
      />
    </>
  );
}

const filledStars = () => document.querySelectorAll('label[data-filled="true"]').length;

describe('complaint rating modal', () => {
  it('resets the stars to 0 after a successful send (SPEC.md section 4)', async () => {
    saveScore.mockResolvedValue(null);
    render(<Detail />);
    fireEvent.click(screen.getByLabelText('4 stars'));
    expect(filledStars()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByLabelText('4 stars')).toBeNull());
    expect(saveScore).toHaveBeenCalledWith(7, 4);

    fireEvent.click(screen.getByRole('button', { name: 'Rate again' }));
    expect(filledStars()).toBe(0);
    expect(
      screen.getAllByRole('radio').filter((star) => (star as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('keeps the stars when the send is refused', async () => {
    saveScore.mockRejectedValue(new Error('Rating is closed for this complaint.'));
    render(<Detail />);
    fireEvent.click(screen.getByLabelText('3 stars'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(saveScore).toHaveBeenCalledWith(7, 3));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(filledStars()).toBe(3);
  });
});
