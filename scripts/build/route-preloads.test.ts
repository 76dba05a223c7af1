import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { routeModulesByPath } from './route-preloads';

describe('route preload map', () => {
  it('resolves every path and alias of the route table to its route module', () => {
    const map = routeModulesByPath(process.cwd());
    for (const { path, aliases } of Object.values(paths)) {
      for (const item of [path, ...aliases])
        expect(map[item.toLowerCase()], item).toMatch(/^src\/features\/.+-route\.tsx$/);
    }
    expect(map['/loandetail']).toBe('src/features/order/order-detail-route.tsx');
    expect(map['/about']).toBe('src/features/corporate-site/corporate-site-route.tsx');
  });
});
