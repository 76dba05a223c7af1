import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ENDPOINTS, isEndpoint } from './contract-endpoints';

const CONTRACT_DIR = fileURLToPath(new URL('../../../src/contract/', import.meta.url));

/** Every endpoint any module of src/contract/ exports, found by reading the folder. */
async function exportedEndpoints(): Promise<string[]> {
  const files = readdirSync(CONTRACT_DIR).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const names: string[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(`${CONTRACT_DIR}${file}`);
    for (const [name, value] of Object.entries(module)) if (isEndpoint(value)) names.push(name);
  }
  return names.sort();
}

describe('CONTRACT_ENDPOINTS', () => {
  it('names every endpoint of every contract module, so none is counted as api_other', async () => {
    const listed = CONTRACT_ENDPOINTS.map(({ name }) => name).sort();
    expect(listed).toEqual(await exportedEndpoints());
    expect(listed).toContain('loanDetails');
  });

  it('holds each name and each path once, so a call has one name', () => {
    const names = CONTRACT_ENDPOINTS.map(({ name }) => name);
    const paths = CONTRACT_ENDPOINTS.map(({ path }) => path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
