import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { outDir } from '../../tests/setup/paths';
import { inlineScriptHashes } from './inline-script-hashes';
import { testConfig } from '../test-support/test-config';

const dir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the CSP allows the shell’s inline script by its hash, and no other', () => {
  it('hashes each attribute-less <script> of the built shell; none without a build', () => {
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script>watch()</script><script type="module" src="/assets/a.js"></script></head></html>',
    );
    expect(inlineScriptHashes(dir)).toEqual([hash('watch()')]);
    expect(inlineScriptHashes(join(dir, 'none'))).toEqual([]);
    expect(inlineScriptHashes(undefined)).toEqual([]);
  });

  it('the real build: the asset-failure watcher is in the shell, and its hash in every answer’s CSP', async () => {
    const app = await buildServer(testConfig({ dataFile: ':memory:', distDir: outDir }));
    try {
      const page = await app.inject({ url: '/loanDetail' });
      const code = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
      expect(code).toContain('app-updating');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${hash(code)};`);
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await app.close();
    }
  });
});
