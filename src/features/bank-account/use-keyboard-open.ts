import { useEffect, useState } from 'react';

/** SPEC.md section 9: keyboard detection threshold 60 px. */
export const KEYBOARD_THRESHOLD_PX = 60;

/** The keyboard counts as open when it has taken more than the threshold off the viewport. */
export function isKeyboardOpen(
  fullHeight: number,
  currentHeight: number,
  threshold = KEYBOARD_THRESHOLD_PX,
): boolean {
  return fullHeight - currentHeight > threshold;
}

function viewportHeight(): number {
  return window.visualViewport?.height ?? window.innerHeight;
}

/**
 * True while the on-screen keyboard shrinks the viewport. Listens to `visualViewport` resize,
 * falling back to window resize against the initial `innerHeight`. The full height follows the
 * viewport when it grows (a browser bar hiding) and restarts when the width changes (rotation).
 */
export function useKeyboardOpen(threshold = KEYBOARD_THRESHOLD_PX): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const target: EventTarget = window.visualViewport ?? window;
    let fullHeight = viewportHeight();
    let width = window.innerWidth;
    const update = () => {
      const current = viewportHeight();
      if (window.innerWidth !== width) {
        width = window.innerWidth;
        fullHeight = current;
      }
      fullHeight = Math.max(fullHeight, current);
      setOpen(isKeyboardOpen(fullHeight, current, threshold));
    };
    target.addEventListener('resize', update);
    return () => target.removeEventListener('resize', update);
  }, [threshold]);
  return open;
}
