/**
 * Set on <html> by the paint guard (src/prerender/paint-guard.ts) when the prerendered markup in
 * #root is not what this visitor will see; base.css hides that markup while it is set.
 */
export const PRERENDER_STALE = 'data-prerender-stale';
