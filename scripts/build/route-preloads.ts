import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which route module each URL path renders, read from the route table (src/config/paths.ts)
 * and the screen→module map (src/app/screens.ts). Both are plain literal tables; a test keeps
 * this reader honest (every screen must resolve).
 */
export function routeModulesByPath(root: string): Record<string, string> {
  const pathsSource = readFileSync(join(root, 'src/config/paths.ts'), 'utf8');
  const screensSource = readFileSync(join(root, 'src/app/screens.ts'), 'utf8');

  const constants = new Map<string, string>();
  for (const match of screensSource.matchAll(/const (\w+)[^=]*= \(\) => import\('([^']+)'\)/g)) {
    constants.set(match[1] ?? '', match[2] ?? '');
  }
  const modules = new Map<string, string>();
  for (const match of screensSource.matchAll(
    /^\s+(\w+): (?:\(\) => import\('([^']+)'\)|(\w+)),?$/gm,
  )) {
    const target = match[2] ?? constants.get(match[3] ?? '');
    if (target) modules.set(match[1] ?? '', `src/${target.replace('../', '')}.tsx`);
  }
  const byPath: Record<string, string> = {};
  for (const match of pathsSource.matchAll(
    /^\s+(\w+): \{ path: '([^']+)', aliases: \[([^\]]*)\] \}/gm,
  )) {
    const module = modules.get(match[1] ?? '');
    if (!module) continue;
    const aliases = [...(match[3] ?? '').matchAll(/'([^']+)'/g)].map((alias) => alias[1] ?? '');
    for (const path of [match[2] ?? '', ...aliases]) byPath[path.toLowerCase()] = module;
  }
  return byPath;
}
