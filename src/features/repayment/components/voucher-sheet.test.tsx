import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openServerLink } from '../../../lib/links/open-server-link';
import { hideToast } from '../../../lib/toast/toast';
import { generateVoucher } from '../api/generate-voucher';
import { VoucherSheet } from './voucher-sheet';

vi.mock('../api/generate-voucher', () => ({ generateVoucher: vi.fn() }));
vi.mock('../../../lib/links/open-server-link', () => ({ openServerLink: vi.fn(() => 'page') }));

afterEach(() => hideToast());

const channels = [
  { channel_number: '90006', name: 'GCash', logo: '/images/gcash.svg' },
  { channel_number: '90007', name: 'Maya', logo: '/images/maya.svg' },
];
const payment = { kind: 'rollover' as const, productId: '1', orderId: 'PL1', amount: 120000 };

describe('VoucherSheet', () => {
  it('asks for one voucher with the chosen channel, and cannot be closed while it is requested', async () => {
    let answer: (value: { payUrl: string }) => void = () => undefined;
    vi.mocked(generateVoucher).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const onClose = vi.fn();
    render(<VoucherSheet open onClose={onClose} channels={channels} payment={payment} />);

    fireEvent.click(screen.getByRole('radio', { name: /Maya/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Payment', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Payment', hidden: true }));
    // Generous limits: on a machine busy with other suites the first render alone can take 1 s.
    await vi.waitFor(() => expect(generateVoucher).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(generateVoucher).toHaveBeenCalledWith({
      productId: '1',
      orderId: 'PL1',
      amount: 120000,
      channelNumber: '90007',
      isDelay: 1,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).not.toHaveBeenCalled();

    answer({ payUrl: 'https://pay.example/voucher' });
    await vi.waitFor(
      () => expect(openServerLink).toHaveBeenCalledWith('https://pay.example/voucher'),
      { timeout: 5000 },
    );
  });

  it('closes when asked while nothing is being requested', () => {
    const onClose = vi.fn();
    render(<VoucherSheet open onClose={onClose} channels={channels} payment={payment} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
