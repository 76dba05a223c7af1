import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChunkReport } from '../../scripts/build/first-visit';
import { outDir } from '../setup/paths';

/** The precache list workbox injected into the built worker. */
function precacheEntries(): string[] {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('precache manifest in the build', () => {
  const entries = precacheEntries();

  it('holds the shell, the web manifest, icons and every route chunk and stylesheet', () => {
    expect(entries).toContain('index.html');
    expect(entries).toContain('manifest.webmanifest');
    expect(entries).toContain('icons/icon-192.png');
    expect(entries).toContain('icons/icon-maskable-512.png');
    const assets = readdirSync(join(outDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    const routeChunks = assets.filter((file) => file.includes('-route-'));
    expect(routeChunks.length).toBeGreaterThanOrEqual(25);
    for (const file of assets) expect(entries, file).toContain(`assets/${file}`);
  });

  it('holds the Filipino catalogues, so a switch to Filipino works offline', () => {
    const filipino = Object.entries(readChunkReport(outDir))
      .filter(([, chunk]) => chunk.modules.some((module) => module.endsWith('.fil.ts')))
      .map(([file]) => file);
    expect(filipino.length).toBeGreaterThan(0);
    for (const file of filipino) expect(entries).toContain(file);
  });

  it('holds the images under public/, never the worker itself or anything under /api', () => {
    const images = (dir: string): string[] =>
      readdirSync(join(outDir, dir)).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(join(outDir, path)).isDirectory()) return images(path);
        return /\.(svg|png|webp)$/.test(name) ? [path] : [];
      });
    for (const image of images('images')) expect(entries, image).toContain(image);
    expect(entries).not.toContain('sw.js');
    expect(entries.filter((url) => url.startsWith('api/') || url.startsWith('/api'))).toEqual([]);
  });

  it('stays small enough for a first visit on mobile data', () => {
    const bytes = entries.reduce((sum, url) => sum + statSync(join(outDir, url)).size, 0);
    console.info(`precache: ${entries.length} entries, ${(bytes / 1024).toFixed(1)} KiB`);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });
});
