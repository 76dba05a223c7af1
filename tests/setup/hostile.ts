import type { Page, Route } from 'playwright-core';

/** Markup that would run if any server text were rendered as HTML. */
export const HOSTILE_MARKUP =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><b>bold</b>';
/** A link that would run if any server link were followed without the guard. */
export const HOSTILE_LINK = 'javascript:window.__xss=1//';
export const HOSTILE_DATA_LINK = 'data:text/html,<script>parent.__xss=1</script>';
/** One unbroken word far wider than a phone. */
export const OVERLONG = 'W'.repeat(400);

const LINK_KEY = /(url|link|href|playedul|h5)$/i;
const KEEP_KEY =
  /^(code|status|orderStatus|type|value|cate|cardTypeMi|channelNumber|needValid|isDelay|isScore|cardNeedPop|isShow|isPopType|isNeedScore|enabled|id)$/i;

export type HostileVariant = 'markup' | 'links' | 'overlong';

/** Rewrites every string of a JSON body: links become script/data links, text gains markup or length. */
export function hostile(value: unknown, variant: HostileVariant, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => hostile(item, variant, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, hostile(item, variant, name)]),
    );
  }
  if (typeof value !== 'string' || KEEP_KEY.test(key)) return value;
  if (LINK_KEY.test(key))
    return variant === 'links' ? HOSTILE_LINK : variant === 'markup' ? HOSTILE_DATA_LINK : value;
  if (variant === 'markup') return `${value}${HOSTILE_MARKUP}`;
  if (variant === 'overlong') return `${value} ${OVERLONG}`;
  return value;
}

/** Serves the real sandbox answers, rewritten to be hostile; counts the answers it rewrote. */
export async function makeApiHostile(
  page: Page,
  variant: HostileVariant,
): Promise<{ rewritten: number }> {
  const counter = { rewritten: 0 };
  await page.route('**/api/**', async (route: Route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('application/json')) return route.fulfill({ response });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return route.fulfill({ response });
    }
    counter.rewritten += 1;
    return route.fulfill({ response, body: JSON.stringify(hostile(body, variant)) });
  });
  return counter;
}

/** What a hostile payload could have done: run script, leave the page, widen the layout. */
export async function damage(page: Page, origin: string): Promise<string[]> {
  const found: string[] = [];
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss !== undefined,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    href: window.location.href,
  }));
  if (state.xss) found.push('a hostile payload ran script');
  if (!state.href.startsWith(origin)) found.push(`the page left the app: ${state.href}`);
  if (state.overflow > 1) found.push(`the layout is ${state.overflow}px wider than the phone`);
  return found;
}
