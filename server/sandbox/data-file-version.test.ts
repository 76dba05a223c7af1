import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { testConfig } from '../test-support/test-config';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start(dataFile: string, lines: string[]) {
  const app = await buildServer(
    testConfig({
      dataFile,
      uploadsDir: join(dir, 'uploads'),
      onLog: (line) => lines.push(line),
    }),
  );
  await app.close();
}

describe('a data file from another version of the sandbox', () => {
  it('is emptied and seeded again (demo data), instead of failing on its first query', async () => {
    const dataFile = join(dir, 'sandbox.db');
    const lines: string[] = [];
    await start(dataFile, lines);
    // What an older version left: other tables, a value the seed does not have.
    const old = new Database(dataFile);
    old.exec("UPDATE sandbox_meta SET value = 'older' WHERE key = 'schema'");
    old.exec('CREATE TABLE gone_in_this_version (id INTEGER)');
    old.exec("UPDATE borrowers SET name = 'Left by an older version'");
    old.close();

    await start(dataFile, lines);
    expect(lines).toContain(
      'the data file was made by another version of the sandbox: emptied and seeded again',
    );
    const now = new Database(dataFile, { readonly: true });
    const names = now.prepare('SELECT name FROM borrowers').all() as { name: string }[];
    const tables = now
      .prepare("SELECT name FROM sqlite_master WHERE name = 'gone_in_this_version'")
      .all();
    now.close();
    expect(names.map((row) => row.name)).not.toContain('Left by an older version');
    expect(tables).toEqual([]);

    // The same version again: kept as it is, nothing logged.
    lines.length = 0;
    await start(dataFile, lines);
    expect(lines).toEqual([]);
  });
});
