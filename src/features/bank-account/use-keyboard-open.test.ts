import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isKeyboardOpen, KEYBOARD_THRESHOLD_PX, useKeyboardOpen } from './use-keyboard-open';

describe('isKeyboardOpen', () => {
  it('opens only when the viewport shrinks by more than 60 px', () => {
    expect(KEYBOARD_THRESHOLD_PX).toBe(60);
    expect(isKeyboardOpen(740, 680)).toBe(false);
    expect(isKeyboardOpen(740, 679)).toBe(true);
    expect(isKeyboardOpen(740, 400)).toBe(true);
    expect(isKeyboardOpen(740, 800)).toBe(false);
  });
});

describe('useKeyboardOpen without visualViewport (window resize fallback)', () => {
  const initial = {
    width: Object.getOwnPropertyDescriptor(window, 'innerWidth'),
    height: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
  };
  function resize(width: number, height: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
  }
  // jsdom's own getters back, not a copy of their values.
  afterEach(() => {
    for (const [key, original] of [
      ['innerWidth', initial.width],
      ['innerHeight', initial.height],
    ] as const) {
      if (original) Object.defineProperty(window, key, original);
      else Reflect.deleteProperty(window, key);
    }
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
  });

  it('compares with the initial innerHeight and follows growth and rotation', () => {
    expect(window.visualViewport ?? null).toBeNull();
    resize(360, 740);
    const { result } = renderHook(() => useKeyboardOpen());
    expect(result.current).toBe(false);
    resize(360, 690);
    expect(result.current).toBe(false);
    resize(360, 420);
    expect(result.current).toBe(true);
    resize(360, 740);
    expect(result.current).toBe(false);
    // A browser bar hiding raises the full height; the keyboard is then measured from there.
    resize(360, 790);
    resize(360, 720);
    expect(result.current).toBe(true);
    // Rotation: a new width starts a new full height.
    resize(740, 360);
    expect(result.current).toBe(false);
  });
});
