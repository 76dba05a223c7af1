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
