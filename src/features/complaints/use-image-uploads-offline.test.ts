import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast, hideToast } from '../../lib/toast/toast';
import { useImageUploads } from './use-image-uploads';

// The compression's chunk cannot be fetched (the signal dropped, the page already reloaded once).
vi.mock('./compress-image', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => hideToast());

describe('useImageUploads without its compression and upload code', () => {
  it('holds a chosen photo on its tile while it waits, then drops it and says there is no connection', async () => {
    const { result } = renderHook(() => useImageUploads([]));
    act(() => result.current.addFiles([new File(['x'], 'receipt.png', { type: 'image/png' })]));
    expect(result.current.items).toMatchObject([{ status: 'preparing' }]);
    await vi.waitFor(() => expect(result.current.items).toEqual([]));
    expect(currentToast()).toMatchObject({
      message: 'No connection. Please check your mobile data or Wi-Fi and try again.',
    });
    expect(result.current.busy).toBe(false);
  });
});
