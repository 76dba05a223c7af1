import { createContext, use } from 'react';

/** Set only by the build-time prerender of a page's variant for frames (render-page.tsx). */
const FramedContext = createContext(false);
export const FramedProvider = FramedContext.Provider;

function inFrame(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses the comparison: that is a frame too.
    return true;
  }
}

/** Whether the page is shown inside another page's frame (or prerendered for one). */
export function useFramed(): boolean {
  return use(FramedContext) || inFrame();
}
