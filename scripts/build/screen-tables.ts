import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SCREENS } from '../../src/app/screen-manifest.ts';

/**
 * The two route tables the browser reads, derived from the manifest (src/app/screen-manifest.ts)
 * and checked in, so the lint follows every import: `npm run screens` rewrites them, and
 * src/app/screen-tables.test.ts fails while they are stale. Plain data and `import()`s only: the
 * manifest's calls, schemas and server rules stay out of the entry, which carries every byte.
 */
const NOTE = (from: string) =>
  `// Generated from src/app/screen-manifest.ts by ${from}: \`npm run screens\` rewrites it.`;

const names = Object.keys(SCREENS) as (keyof typeof SCREENS)[];
const modules = [...new Set(names.map((screen) => SCREENS[screen].module))];

/**
 * src/config/screen-paths.ts: per screen its paths and the flags the app reads, for every layer
 * (the route rule, the update prompt, links, the server's metrics).
 */
function screenPathsSource(): string {
  const entries = names.map((screen) => {
    const { path, aliases = [] } = SCREENS[screen];
    // Aliases and flags only where set: the entry carries every byte of this table.
    const data = {
      path,
      ...(aliases.length ? { aliases } : {}),
      ...('noUpdatePrompt' in SCREENS[screen] ? { noUpdatePrompt: true } : {}),
      ...('offersInstall' in SCREENS[screen] ? { offersInstall: true } : {}),
    };
    return `  ${screen}: ${JSON.stringify(data)},`;
  });
  return [
    NOTE('scripts/build/screen-tables.ts'),
    "import type { ScreenPlace } from './screen-definition';",
    '',
    `export type ScreenName = ${names.map((screen) => JSON.stringify(screen)).join(' | ')};`,
    '',
    '/** Every screen, in the manifest’s order: its paths and flags. */',
    'export const screenPaths: Readonly<Record<ScreenName, ScreenPlace>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/**
 * src/app/screen-modules.ts: each screen's module import (one per module, so screens sharing a
 * module share its component), in the order of the screens of src/config/screen-paths.ts. A list,
 * not a record by name: the names are in the paths' table already, and the entry carries both.
 */
function screenModulesSource(): string {
  const imports = modules.map((module, index) => `const m${index} = () => import('../${module}');`);
  const list = names.map((screen) => `m${modules.indexOf(SCREENS[screen].module)}`);
  return [
    NOTE('scripts/build/screen-tables.ts'),
    "import type { ScreenImport } from './screen-module';",
    '',
    ...imports,
    '',
    '/** Each screen’s module, in the order of `screenNames` (src/config/screen-for-path.ts). */',
    `export const SCREEN_MODULES: readonly ScreenImport[] = [${list.join(', ')}];`,
    '',
  ].join('\n');
}

/** Each generated file, from the project's root, and its source as Prettier writes it. */
export async function screenTables(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {
    'src/config/screen-paths.ts': screenPathsSource(),
    'src/app/screen-modules.ts': screenModulesSource(),
  };
  const formatted = await Promise.all(
    Object.entries(files).map(async ([file, source]) => {
      const filepath = join(root, file);
      const options = await resolveConfig(filepath);
      return [file, await format(source, { ...options, filepath })] as const;
    }),
  );
  return Object.fromEntries(formatted);
}

/** Rewrites the generated files that differ; resolves with the ones it rewrote. */
export async function writeScreenTables(root: string): Promise<string[]> {
  const written: string[] = [];
  for (const [file, source] of Object.entries(await screenTables(root))) {
    const path = join(root, file);
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current === source) continue;
    await writeFile(path, source);
    written.push(file);
  }
  return written;
}
