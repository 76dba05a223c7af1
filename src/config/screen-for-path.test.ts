import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenPaths } from './screen-paths';
import { screenForPath } from './screen-for-path';

describe('screenForPath', () => {
  it('names the screen of a path, an alias or a sub-path, in any case', () => {
    expect(screenForPath('/loanDetail')).toBe('orderDetail');
    expect(screenForPath('/ORDER/')).toBe('orderDetail');
    expect(screenForPath('/repayment')).toBe('cardRepayment');
    expect(screenForPath('/repay')).toBe('repay');
    expect(screenForPath('/About')).toBe('corporateHome');
    expect(screenForPath('/')).toBe('corporateHome');
  });

  it('gives null for a path no screen renders (the not-found screen)', () => {
    expect(screenForPath('/nope')).toBeNull();
    expect(screenForPath('/repayments')).toBeNull();
  });
});

/** The rule the route table used to be declared to react-router with (`<Route path>`). */
function routerScreenFor(url: string): string | null {
  const routes = Object.entries(screenPaths).flatMap(([screen, { path, aliases = [] }]) =>
    [path, ...aliases].map((item) => ({
      id: `${screen}:${item}`,
      path: item === '/' ? '/' : `${item.replace(/\/+$/, '')}/*`,
    })),
  );
  const match = matchRoutes([...routes, { id: 'notFound:', path: '*' }], url);
  const screen = match?.at(-1)?.route.id.split(':')[0] ?? 'notFound';
  return screen === 'notFound' ? null : screen;
}

describe('screenForPath matches as react-router matches the same table', () => {
  const samples = Object.values(screenPaths).flatMap(({ path, aliases = [] }) =>
    [path, ...aliases].flatMap((item) => [
      item,
      item.toUpperCase(),
      `${item}/`,
      `${item}/sub/part`,
      `${item}s`,
      `${item.slice(0, -1)}`,
      item.replace(/[a-z]$/i, (last) => `%${last.charCodeAt(0).toString(16).toUpperCase()}`),
    ]),
  );

  it.each([...samples, '/', '', '/nope', '/%E0%A4%A', '//loanDetail'])('%s', (url) => {
    expect(screenForPath(url)).toBe(routerScreenFor(url));
  });
});
