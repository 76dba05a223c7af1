import { useEffect, type RefObject } from 'react';

/** The room a fixed bar at the viewport's bottom takes; screens keep their controls above it. */
export const BOTTOM_OVERLAY = '--bottom-overlay';

/**
 * While the element is shown, reserves its room at the bottom of the viewport: the page gets that
 * much more scroll room and sticky bottom bars sit above it (base.css and the bars' `bottom`), so
 * a fixed banner never covers a button. The room is from the banner's top to the viewport's
 * bottom (its gap and the home bar's inset included), kept current as either resizes.
 */
export function useReserveBottom(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const node = ref.current;
    if (!shown || !node) return;
    const root = document.documentElement;
    const measure = () => {
      const room = Math.max(0, Math.ceil(window.innerHeight - node.getBoundingClientRect().top));
      root.style.setProperty(BOTTOM_OVERLAY, `${room}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_OVERLAY);
    };
  }, [ref, shown]);
}
