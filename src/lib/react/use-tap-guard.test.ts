import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTapGuard } from './use-tap-guard';

describe('useTapGuard', () => {
  it('lets one tap start; a second tap in the same batch (before the re-render) is refused', () => {
    const { result } = renderHook(() => useTapGuard());
    const { take } = result.current;
    let first = false;
    let second = true;
    act(() => {
      first = take();
      second = take();
    });
    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(result.current.busy).toBe(true);
  });

  it('is free again once released, for the next tap', () => {
    const { result } = renderHook(() => useTapGuard());
    act(() => void result.current.take());
    act(() => result.current.release());
    expect(result.current.busy).toBe(false);
    let again = false;
    act(() => {
      again = result.current.take();
    });
    expect(again).toBe(true);
  });
});
