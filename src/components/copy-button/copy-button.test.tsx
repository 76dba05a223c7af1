import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as clipboardModule from '../../lib/bridge/clipboard';

type ClipboardModule = typeof clipboardModule;

// The copy code arrives in a chunk of its own; each test decides when (or whether) it does, so
// each one loads a fresh CopyButton (and the toast store it shows through).
async function freshCopyButton(clipboard: () => Promise<ClipboardModule>) {
  vi.resetModules();
  vi.doMock('../../lib/bridge/clipboard', clipboard);
  const [{ CopyButton }, toast] = await Promise.all([
    import('./copy-button'),
    import('../../lib/toast/toast'),
  ]);
  return { CopyButton, toast };
}

afterEach(() => {
  vi.doUnmock('../../lib/bridge/clipboard');
});

describe('CopyButton whose copy code is late or cannot arrive', () => {
  it('a tap before the copy code has arrived copies once it does', async () => {
    let arrive: () => void = () => undefined;
    const here = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const copyText = vi.fn(() => Promise.resolve(true));
    const { CopyButton, toast } = await freshCopyButton(async () => {
      await here;
      return { copyText };
    });
    render(<CopyButton text="7001248813" label="copy" />);
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    expect(copyText).not.toHaveBeenCalled();
    arrive();
    await waitFor(() => expect(copyText).toHaveBeenCalledWith('7001248813'));
    expect(copyText).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast.currentToast()?.message).toBe('copy success'));
    toast.hideToast();
  });

  it('a tap whose copy code cannot be fetched says there is no connection, and copies nothing', async () => {
    const { CopyButton, toast } = await freshCopyButton(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(<CopyButton text="7001248813" label="copy" />);
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    await waitFor(() =>
      expect(toast.currentToast()?.message).toBe(
        'No connection. Please check your mobile data or Wi-Fi and try again.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    toast.hideToast();
  });
});
