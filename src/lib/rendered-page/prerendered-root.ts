/**
 * True when #root holds this very page prerendered at build time (scripts/build/prerender-plugin.ts)
 * in the language the page will show: then React hydrates it instead of rendering it again.
 * Anything else (another path after a legacy-hash rewrite, a Filipino reader) renders fresh.
 */
export function holdsPrerenderedPage(
  container: HTMLElement,
  pathname: string,
  language: string,
): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return language === 'en' && container.dataset.prerendered === path;
}

/**
 * Marks the markup in #root as not this page's to hydrate (the app then renders afresh,
 * src/app/mount.ts): a server-rendered page whose answer cannot be taken over.
 */
export function markForFreshRender(container: HTMLElement | null): void {
  container?.setAttribute('data-prerendered', '');
}
