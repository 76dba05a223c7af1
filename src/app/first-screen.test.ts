import { describe, expect, it } from 'vitest';
import { loadModule } from '../lib/react/loaded-component';
import { firstScreenLoaded } from './first-screen';
import { screenImport } from './screen-module';

describe('the first screen', () => {
  it('is the one the path names (any case, trailing slash): its module has arrived', async () => {
    await firstScreenLoaded('/ABOUTUS/');
    const aboutUs = loadModule(screenImport('aboutUs')) as Promise<unknown> & { status?: string };
    expect(aboutUs.status).toBe('fulfilled');
  });

  it('not-found waits for nothing', async () => {
    await expect(firstScreenLoaded('/no-such-screen')).resolves.toBeUndefined();
  });
});
