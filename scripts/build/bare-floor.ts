import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { weigh, type Weight } from './first-visit';

/** Builds the bare React page with the app's Vite settings and weighs its JavaScript. */
export function buildBareFloor(target: string): Weight {
  // Absolute: Vite resolves a relative outDir against the bare page's own root.
  const outDir = resolve(target);
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'bench/vite.bare.config.ts', '--logLevel', 'error'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', BARE_OUT_DIR: outDir },
    },
  );
  const files = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  return weigh(outDir, files);
}
