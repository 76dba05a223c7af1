import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast, hideToast } from '../lib/toast/toast';
import { Button } from './button/button';
import { CopyButton } from './copy-button/copy-button';
import { Dialog } from './dialog/dialog';
import { StarRating } from './star-rating/star-rating';
import { Toaster } from './toast/toaster';

afterEach(() => {
  hideToast();
  delete window.LoanApp;
  // Own properties a test laid over jsdom's (missing or prototype) ones: removing them restores.
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

function Rated() {
  const [value, setValue] = useState(0);
  return (
    <>
      <StarRating value={value} onChange={setValue} label="Rate" />
      <output>{value}</output>
    </>
  );
}

describe('StarRating', () => {
  it('fills every star up to the tapped one', () => {
    const { container } = render(<Rated />);
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('status').textContent).toBe('3');
    const filled = [...container.querySelectorAll('[data-filled]')].map((el) =>
      el.getAttribute('data-filled'),
    );
    expect(filled).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });
});

describe('Dialog', () => {
  it('closes on Escape when dismissible and stays when not', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} title="Point out">
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Dialog open onClose={onClose} title="Point out" dismissible={false}>
        body
      </Dialog>,
    );
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders its content only while open', () => {
    const { rerender } = render(
      <Dialog open={false} onClose={() => undefined} title="T">
        secret
      </Dialog>,
    );
    expect(screen.queryByText('secret')).toBeNull();
    rerender(
      <Dialog open onClose={() => undefined} title="T">
        secret
      </Dialog>,
    );
    expect(screen.getByText('secret')).toBeTruthy();
  });
});

describe('Button', () => {
  it('ignores taps while busy', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});

describe('CopyButton', () => {
  it("copies through the bridge and toasts 'copy success'", async () => {
    const received: string[] = [];
    window.LoanApp = { postMessage: (m: string) => received.push(m) };
    render(
      <>
        <CopyButton text="PAY-1" label="copy" />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    await waitFor(() => expect(currentToast()?.message).toBe('copy success'));
    expect(screen.getByTestId('toast').textContent).toBe('copy success');
    expect(JSON.parse(received[0] ?? '')).toMatchObject({
      action: 'copy',
      payload: { text: 'PAY-1' },
    });
  });

  it('shows a selectable box when nothing can copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<CopyButton text="PAY-2" label="copy" />);
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    const box = await screen.findByRole('textbox', { name: 'Copy this text' });
    expect((box as HTMLInputElement).value).toBe('PAY-2');
  });
});
