import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `<script>` with no attributes: the build's one inline script (the asset-failure watcher). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built shell, which every page the
 * server sends (and the worker's cached shell) starts from: the asset-failure watcher
 * (scripts/build/asset-failure-plugin.ts), allowed by its hash and nothing else, so the CSP stays
 * free of `'unsafe-inline'`. None for a build without one, or without a shell.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir) return [];
  let shell: string;
  try {
    shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...shell.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}
