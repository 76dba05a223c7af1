import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The boot script's source (src/boot/boot-script.ts), built as a second entry. */
export const BOOT_ENTRY = 'src/boot/boot-script.ts';
const BOOT_NAME = 'boot';

/**
 * Builds the boot script as its own entry and starts it from the HTML, first in <head>, `async`,
 * so it runs as soon as its few hundred bytes (and the small session chunk it shares with the
 * app) arrive, long before the entry has finished downloading
 * (docs/decisions/first-paint.md).
 */
export function bootScript(root: string): Plugin {
  return {
    name: 'borrower:boot-script',
    config(_config, { command }) {
      if (command !== 'build') return;
      return {
        build: {
          rolldownOptions: {
            input: { index: resolve(root, 'index.html'), [BOOT_NAME]: resolve(root, BOOT_ENTRY) },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const boot = context.bundle
          ? Object.values(context.bundle).find(
              (output) => output.type === 'chunk' && output.isEntry && output.name === BOOT_NAME,
            )
          : undefined;
        const src = boot ? `/${boot.fileName}` : `/${BOOT_ENTRY}`;
        // What the boot script imports (the session chunk it shares with the app) is asked for
        // with it, first in <head>, not only once the boot script has arrived and been read.
        const imports = boot?.type === 'chunk' ? boot.imports : [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head-prepend',
          },
          ...imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}
