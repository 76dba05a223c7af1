import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SCREENS } from '../../src/app/screen-manifest.ts';

const ID = 'virtual:screen-table';
const RESOLVED_ID = `\0${ID}`;

/**
 * The entry's route table, derived from the manifest (src/app/screen-manifest.ts) at build time:
 * per screen its paths, its module's loader (one per module, so screens sharing a module share
 * its component) and the flags the app reads. Plain data and `import()`s only: the manifest's
 * calls, schemas and server rules stay out of the entry. Typed by src/app/screen-table.ts.
 */
export function screenTableSource(root: string): string {
  const modules = [...new Set(Object.values(SCREENS).map((screen) => screen.module))];
  const loaders = modules.map(
    (module, index) =>
      `const m${index} = () => import(${JSON.stringify(join(root, 'src', `${module}.tsx`))});`,
  );
  const entries = Object.entries(SCREENS).map(([name, screen]) => {
    // The flags only where set: the entry carries every byte of this table.
    const data = {
      path: screen.path,
      aliases: screen.aliases ?? [],
      ...('noUpdatePrompt' in screen ? { noUpdatePrompt: true } : {}),
      ...('offersInstall' in screen ? { offersInstall: true } : {}),
    };
    const fields = JSON.stringify(data).slice(1, -1);
    return `  ${JSON.stringify(name)}: { ${fields}, load: m${modules.indexOf(screen.module)} },`;
  });
  return [...loaders, 'export const screenTable = {', ...entries, '};', ''].join('\n');
}

export function screenTablePlugin(root: string): Plugin {
  return {
    name: 'borrower:screen-table',
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? screenTableSource(root) : undefined),
  };
}
